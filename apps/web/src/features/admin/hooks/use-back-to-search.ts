import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

interface OpenedFromSearch {
  fromAdminSearch: true;
}

/** The state a search result's link carries to the family's page. */
export const openedFromSearch: OpenedFromSearch = { fromAdminSearch: true };

const isOpenedFromSearch = (state: unknown): state is OpenedFromSearch =>
  typeof state === 'object' && state !== null && 'fromAdminSearch' in state;

/**
 * Back from a family's page: a step back in history when it was opened from the results (the
 * search, its results and the scroll are all there again), else to an empty search.
 */
export function useBackToSearch(): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  return () => {
    if (isOpenedFromSearch(state)) void navigate(-1);
    else void navigate(paths.admin.href(), { replace: true });
  };
}
