import type { TFunction } from 'i18next';
import { clientErrorCodes, isApiError } from '../../../lib/api-client';
import { familyErrorCodes } from './gate-errors';

type FamilyErrorCode = (typeof familyErrorCodes)[keyof typeof familyErrorCodes];
const translated: readonly string[] = Object.values(familyErrorCodes);
const isFamilyCode = (code: string): code is FamilyErrorCode => translated.includes(code);

/** A failed family call as a parent reads it: its code in the interface language, else generic. */
export function familyErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (isFamilyCode(error.code)) return t(`errors.codes.${error.code}`);
    if (error.code === clientErrorCodes.network) return t('errors.networkError');
  }
  return t('errors.dataError');
}
