import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ProfileView } from '../lib/view';

interface OpenedFromProfile {
  fromProfile: true;
}

const openedFromProfile = (state: unknown): state is OpenedFromProfile =>
  typeof state === 'object' && state !== null && 'fromProfile' in state;

/**
 * Moves between the profile's views through the URL. Opening edit or settings pushes a history
 * entry, so the phone's back button returns to the profile. Returning goes back in history when
 * the view was opened from the profile (no duplicate entry to step through later); a view opened
 * directly (a typed or shared link) is replaced by the profile instead.
 */
export function useProfileNavigation() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return {
    open: (view: Exclude<ProfileView, 'profile'>) =>
      void navigate(paths.profile.href(view), {
        state: { fromProfile: true } satisfies OpenedFromProfile,
      }),
    backToProfile: () => {
      if (openedFromProfile(state)) void navigate(-1);
      else void navigate(paths.profile.href(), { replace: true });
    },
  };
}
