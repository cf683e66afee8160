import { isApiError } from '../../../lib/api-client';

/** The error codes of the gate and of the family calls behind it (contract errorCodes). */
export const familyErrorCodes = {
  gateWrong: 'GATE_WRONG',
  gateLocked: 'GATE_LOCKED',
  grownUpRequired: 'GROWN_UP_REQUIRED',
  childrenLimit: 'CHILDREN_LIMIT',
  lastChild: 'LAST_CHILD',
} as const;

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** What a failed gate call means for the gate's screen. */
export type GateRefusal =
  | { kind: 'wrong'; attemptsLeft: number | null }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'other' };

/** The lock lasts a minute (GATE_LOCK_SECONDS) when the answer does not say how long. */
const DEFAULT_LOCK_SECONDS = 60;

export function gateRefusal(error: unknown): GateRefusal {
  if (!isApiError(error)) return { kind: 'other' };
  if (error.code === familyErrorCodes.gateWrong) {
    return { kind: 'wrong', attemptsLeft: wholeNumber(error.details.attemptsLeft) };
  }
  if (error.code === familyErrorCodes.gateLocked) {
    const seconds = wholeNumber(error.details.retryAfterSeconds);
    return { kind: 'locked', retryAfterSeconds: seconds || DEFAULT_LOCK_SECONDS };
  }
  return { kind: 'other' };
}

/** The pass expired or never came: the family call has to go through the gate again. */
export function needsGrownUp(error: unknown): boolean {
  return isApiError(error) && error.code === familyErrorCodes.grownUpRequired;
}
