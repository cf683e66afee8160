import { adminFamilySearchQuerySchema } from '@bolajon/contract';

/**
 * The digits to search by, or null when `text` is no search the api would take (the contract's
 * rule: digits, spaces, +, ( ) and -; 3 to 15 digits). Checked here so that a typo costs no
 * request and the field says what is wrong at once.
 */
export function parseSearchPhone(text: string): string | null {
  const parsed = adminFamilySearchQuerySchema.safeParse({ phone: text });
  return parsed.success ? parsed.data.phone : null;
}
