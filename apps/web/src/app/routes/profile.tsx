import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChildrenSection } from '../../features/family/components/children-section';
import { RequireGrownUp } from '../../features/family/components/require-grown-up';
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

/** /profile, /profile?view=edit, /profile?view=settings (spec section 4); the last two gated. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = parseProfileView(searchParams.get(paths.profile.param));
  const screen = (
    <ProfileScreen
      view={view}
      familySettings={
        <ChildrenSection onSwitched={() => void navigate(paths.home.href(), { replace: true })} />
      }
    />
  );
  // The settings (sign-out, support, links, the children) and the edit form are for grown-ups.
  return (
    <ScreenRoute title={t(viewTitleKeys[view])} bottomBar tab="profile">
      {view === 'profile' ? screen : <RequireGrownUp>{screen}</RequireGrownUp>}
    </ScreenRoute>
  );
}
