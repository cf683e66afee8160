import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { useContract } from '../../../lib/contract';

/** Uzbekistan is the default country (spec section 5): its dial code starts the field. */
export const UZ_DIAL_PREFIX = '+998';
export const INITIAL_PHONE_VALUE = `${UZ_DIAL_PREFIX} `;
const UZ_NATIONAL_GROUPS = [2, 3, 2, 2];

/** Keeps only what a phone number may contain. */
function sanitize(value: string): string {
  return value.replace(/[^\d+()\s-]/g, '');
}

/**
 * Formats an Uzbek number while it is typed: "+998901234" -> "+998 90 123 4". Other numbers
 * keep the characters typed. Digits beyond a full number are kept (and so read as invalid), never
 * silently dropped.
 */
export function formatPhoneInput(value: string): string {
  const clean = sanitize(value);
  const compact = clean.replace(/[^\d+]/g, '');
  if (!compact.startsWith(UZ_DIAL_PREFIX)) return clean;
  const national = compact.slice(UZ_DIAL_PREFIX.length).replace(/\D/g, '');
  const parts = [UZ_DIAL_PREFIX];
  let rest = national;
  for (const size of UZ_NATIONAL_GROUPS) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return rest ? `${parts.join(' ')}${rest}` : parts.join(' ');
}

/** True once the user has typed digits of their own beyond the prefilled dial code. */
export function hasEnteredDigits(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  const prefixDigits = UZ_DIAL_PREFIX.slice(1);
  const startsWithPrefix = value.trim().startsWith(UZ_DIAL_PREFIX);
  return startsWithPrefix ? digits.length > prefixDigits.length : digits.length > 0;
}

/** State of a phone input: its text, the E.164 number when valid, and whether to say it is not. */
export function usePhoneField(initialValue: string = INITIAL_PHONE_VALUE) {
  const [value, setValue] = useState(initialValue);
  const { contract, status } = useContract();
  // The contract's parsePhone is the rule (spec section 5); until it has loaded nothing is judged.
  const parsed = contract ? contract.parsePhone(value) : null;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const caretAtEnd = input.selectionStart === null || input.selectionStart >= input.value.length;
    // Reformatting moves the caret to the end, so only do it when the caret is there already.
    setValue(caretAtEnd ? formatPhoneInput(input.value) : sanitize(input.value));
  }

  function onFocus(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    // After the tap has placed the caret, put it after the prefilled dial code; only if nothing
    // was typed meanwhile, or it would land in the middle of the digits.
    requestAnimationFrame(() => {
      if (input.value === initialValue && document.activeElement === input) {
        input.setSelectionRange(input.value.length, input.value.length);
      }
    });
  }

  return {
    value,
    onChange,
    onFocus,
    /** E.164 when the number is valid, else null. */
    phone: parsed?.e164 ?? null,
    /** 'invalid phone number' shows once some digits are entered and the number is not valid. */
    showInvalid: contract !== null && hasEnteredDigits(value) && parsed === null,
    /** The validation code could not be loaded: the form cannot work until a reload. */
    unavailable: status === 'failed',
  };
}
