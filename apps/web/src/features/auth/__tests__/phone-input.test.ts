import { formatPhoneInput, hasEnteredDigits } from '../hooks/use-phone-field';

describe('formatPhoneInput', () => {
  it.each([
    ['+998', '+998'],
    ['+998 ', '+998'],
    ['+9989', '+998 9'],
    ['+99890123', '+998 90 123'],
    ['+998901234567', '+998 90 123 45 67'],
    ['+998 90 123 45 67', '+998 90 123 45 67'],
    ['+998 90 123 45 678', '+998 90 123 45 678'],
    ['+998abc90', '+998 90'],
  ])('%j -> %j', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('leaves numbers of other countries as typed, minus letters', () => {
    expect(formatPhoneInput('+7 (912) 345-67-89x')).toBe('+7 (912) 345-67-89');
  });
});

describe('hasEnteredDigits', () => {
  it('does not count the prefilled dial code', () => {
    expect(hasEnteredDigits('+998 ')).toBe(false);
    expect(hasEnteredDigits('+998 9')).toBe(true);
    expect(hasEnteredDigits('')).toBe(false);
    expect(hasEnteredDigits('90')).toBe(true);
  });
});
