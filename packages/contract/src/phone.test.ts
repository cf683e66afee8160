import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, parsePhone } from './phone.js';

describe('parsePhone', () => {
  it('accepts an Uzbek number written in any usual way', () => {
    for (const input of ['+998 90 123 45 67', '998901234567', '90 123 45 67', '(90) 123-45-67']) {
      expect(parsePhone(input)?.e164).toBe('+998901234567');
    }
  });

  it('refuses fewer or more than 9 national digits', () => {
    expect(parsePhone('+998 90 123 45 6')).toBeNull();
    expect(parsePhone('+998 90 123 45 678')).toBeNull();
  });

  it('refuses letters instead of dropping them', () => {
    expect(parsePhone('+998 90 abc 45 67')).toBeNull();
    expect(isValidPhone('90123456a7')).toBe(false);
  });

  it('keeps the country of a foreign number so the server can refuse it', () => {
    const kz = parsePhone('+7 701 234 5678');
    expect(kz).toBeNull(); // 10 national digits: not the product's 9-digit rule
    expect(parsePhone('+992 93 123 4567')?.country).toBe('TJ');
  });

  it('formats E.164 for display', () => {
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
  });
});
