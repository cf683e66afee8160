/**
 * The sunny logo as a hashed asset (/assets/logo-[hash].svg, cached for a year): the icon link of
 * index.html names the same file, so a page fetches it once and a second visit not at all
 * (public/logo.svg is revalidated on every load).
 */
export { default as logoUrl } from './logo.svg?no-inline';
