import { describe, expect, it } from 'vitest';
import * as core from './core.js';
import * as contract from './index.js';

describe('the contract core (@bolajon/contract/core)', () => {
  it('is the whole contract but the phone-number parser and the requests that take a phone', () => {
    const wholeOnly = Object.keys(contract).filter((name) => !(name in core));
    expect(wholeOnly.sort()).toEqual(
      [
        'DEFAULT_COUNTRY',
        'MIN_INTERNATIONAL_DIGITS',
        'NATIONAL_NUMBER_LENGTH',
        'devOutboxQuerySchema',
        'formatPhone',
        'isValidPhone',
        'loginRequestSchema',
        'parsePhone',
        'phoneSchema',
        'registerRequestSchema',
        'sendCodeRequestSchema',
        'verifyCodeRequestSchema',
      ].sort(),
    );
    for (const [name, value] of Object.entries(core)) {
      expect(contract[name as keyof typeof contract], name).toBe(value);
    }
  });
});
