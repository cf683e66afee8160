import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/** The refusals of an upload the studio says in its own words (`refusals.<reason>`), ru and uz. */
const KNOWN_REASONS = [
  'RECORDING_EMPTY',
  'RECORDING_TOO_LARGE',
  'RECORDING_NOT_AUDIO',
  'RECORDING_SILENT',
  'RECORDING_TOO_LONG',
  'PICTURE_TOO_LARGE',
  'PICTURE_NOT_AN_IMAGE',
  'PICTURE_UNREADABLE',
  'PICTURE_TOO_MANY_PIXELS',
  'PICTURE_UNSAFE_SVG',
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];
const isKnown = (reason: unknown): reason is KnownReason =>
  typeof reason === 'string' && (KNOWN_REASONS as readonly string[]).includes(reason);

/**
 * Why the server refused an upload (a 4xx), for the editor: in the interface's language when the
 * refusal names a reason the studio knows (`details.reason`), else the server's own words ("The
 * file is larger than 2 MB…"); null for anything else (no network, a fault), which the caller
 * says in its own words.
 */
export function refusalMessage(error: unknown, t: TFunction<'studio'>): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const reason = error.details.reason;
  if (isKnown(reason)) return t(`refusals.${reason}`);
  return error.message || null;
}
