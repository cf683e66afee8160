import { isApiError } from '../../../lib/api-client';
import { useAskGrownUp } from '../../../lib/ask-grown-up';
import { forgetGrownUpPass } from '../../../lib/grown-up';

/** The contract's GROWN_UP_REQUIRED: the gate's pass ran out while the page was open. */
const GROWN_UP_REQUIRED = 'GROWN_UP_REQUIRED';

export const needsGrownUp = (error: unknown) =>
  isApiError(error) && error.code === GROWN_UP_REQUIRED;

/**
 * `retryPastGate(error, retry)`: when a call failed because the gate's pass ran out, the gate opens
 * again over the page and the call is made again once a grown-up passed it (true); any other
 * failure is the caller's to show (false).
 */
export function useRetryPastGate() {
  const ask = useAskGrownUp();
  return (error: unknown, retry: () => void): boolean => {
    if (!needsGrownUp(error)) return false;
    forgetGrownUpPass();
    ask(retry);
    return true;
  };
}
