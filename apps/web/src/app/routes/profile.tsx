import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { parseProfileView, type ProfileView } from '../../features/profile/lib/view';
import { paths } from '../../lib/paths';
import { ScreenRoute } from '../screen-route';

/** Each view's heading, which names the browser tab too. */
const viewTitleKeys = {
  profile: 'screens.profile',
  edit: 'profile.editForm.title',
  settings: 'settings.title',
} as const satisfies Record<ProfileView, string>;

/** /profile, /profile?view=edit, /profile?view=settings (spec section 4). */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const view = parseProfileView(searchParams.get(paths.profile.param));
  return (
    <ScreenRoute title={t(viewTitleKeys[view])} bottomBar tab="profile">
      <ProfileScreen view={view} />
    </ScreenRoute>
  );
}
