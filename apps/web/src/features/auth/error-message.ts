import type { ErrorCode } from '@bolajon/contract';
import type { TFunction } from 'i18next';
import { clientErrorCodes, isApiError } from '../../lib/api-client';
import { serverMessage } from '../../lib/error-text';

// Spelled out rather than read from the contract's errorCodes so that the sign-in screens need no
// runtime contract code (lib/contract.ts); `satisfies` still ties every one to the contract.
const translatedCodes = [
  'PHONE_NOT_REGISTERED',
  'PHONE_ALREADY_REGISTERED',
  'PHONE_COUNTRY_NOT_ALLOWED',
  'TOO_MANY_REQUESTS',
  'SMS_UNAVAILABLE',
  'VALIDATION_ERROR',
  'INTERNAL_ERROR',
  clientErrorCodes.network,
] as const satisfies ReadonlyArray<ErrorCode | typeof clientErrorCodes.network>;
const invalidCode = 'INVALID_CODE' satisfies ErrorCode;
const tooManyAttempts = 'TOO_MANY_ATTEMPTS' satisfies ErrorCode;
type TranslatedCode = (typeof translatedCodes)[number];

function isTranslatedCode(code: string): code is TranslatedCode {
  return (translatedCodes as readonly string[]).includes(code);
}

export { serverMessage };

export type AuthErrorFallback =
  'errors.loginError' | 'errors.registerError' | 'errors.invalidCode' | 'errors.sendCodeError';

/** A sign-in failure as the user reads it: known codes translated, else the server's message, else the fallback. */
export function describeAuthError(
  error: unknown,
  t: TFunction,
  fallback: AuthErrorFallback,
): string {
  if (isApiError(error)) {
    if (error.code === invalidCode) return t('errors.invalidCode');
    if (error.code === tooManyAttempts) return t('errors.tooManyAttempts');
    if (isTranslatedCode(error.code)) return t(`errors.codes.${error.code}`);
  }
  return serverMessage(error) ?? t(fallback);
}
