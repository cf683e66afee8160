import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { WhoIsPlayingScreen } from '../../features/family/components/who-is-playing-screen';
import { paths } from '../../lib/paths';
import { ScreenRoute } from '../screen-route';

/** Where sign-in was asked from (`state.from`, a path of this app), else the map. */
function destinationOf(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : null;
  if (typeof from !== 'object' || from === null) return paths.home.href();
  const { pathname, search } = from as { pathname?: unknown; search?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return paths.home.href();
  }
  return pathname + (typeof search === 'string' ? search : '');
}

/** /who-is-playing: the picked child goes on to the map (or where sign-in was asked from). */
export default function WhoIsPlayingRoute() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const navigate = useNavigate();
  const destination = destinationOf(state);
  const onPicked = useCallback(
    () => void navigate(destination, { replace: true }),
    [navigate, destination],
  );
  return (
    <ScreenRoute title={t('family.whoIsPlaying.title')}>
      <WhoIsPlayingScreen onPicked={onPicked} />
    </ScreenRoute>
  );
}
