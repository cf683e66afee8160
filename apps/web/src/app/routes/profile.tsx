import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import {
  PROFILE_VIEW_PARAM,
  parseProfileView,
  type ProfileView,
} from '../../features/profile/lib/view';
import { useDocumentTitle } from '../../lib/use-document-title';

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
  const view = parseProfileView(searchParams.get(PROFILE_VIEW_PARAM));
  useDocumentTitle(t(viewTitleKeys[view]));
  return <ProfileScreen view={view} />;
}
