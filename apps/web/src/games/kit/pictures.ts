/** Shown when a picture is missing or broken (spec section 8). */
export const DEFAULT_PICTURE = '/hello.svg';
