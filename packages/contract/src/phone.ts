import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export const DEFAULT_COUNTRY: CountryCode = 'UZ';
/** The national number of an Uzbek phone has exactly 9 digits (spec section 5 and 9). */
export const NATIONAL_NUMBER_LENGTH = 9;
/** Without a recognised country, a number needs at least this many digits in all. */
export const MIN_INTERNATIONAL_DIGITS = 12;

export interface ParsedPhone {
  /** E.164, e.g. +998901234567 */
  e164: string;
  country: CountryCode | undefined;
}

const onlyPhoneCharacters = /^[+\d\s()-]*$/;

/**
 * Parses what a person typed into the phone field. Returns null unless the number is valid by
 * the product's rule: 9 national digits after the dial code, or 12+ digits where the country is
 * not known. Letters anywhere make the number invalid rather than being silently dropped.
 */
export function parsePhone(input: string, defaultCountry: CountryCode = DEFAULT_COUNTRY) {
  const text = input.trim();
  if (text === '' || !onlyPhoneCharacters.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (parsed?.country) {
    if (parsed.nationalNumber.length !== NATIONAL_NUMBER_LENGTH) return null;
    return { e164: parsed.number, country: parsed.country } satisfies ParsedPhone;
  }
  if (digits.length < MIN_INTERNATIONAL_DIGITS || digits.length > 15) return null;
  return { e164: `+${digits}`, country: parsed?.country } satisfies ParsedPhone;
}

export function isValidPhone(input: string): boolean {
  return parsePhone(input) !== null;
}

/** +998 90 123 45 67 */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}
