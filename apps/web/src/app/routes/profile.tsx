import { useSearchParams } from 'react-router';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { PROFILE_VIEW_PARAM, parseProfileView } from '../../features/profile/lib/view';

/** /profile, /profile?view=edit, /profile?view=settings (spec section 4). */
export default function ProfileRoute() {
  const [searchParams] = useSearchParams();
  return <ProfileScreen view={parseProfileView(searchParams.get(PROFILE_VIEW_PARAM))} />;
}
