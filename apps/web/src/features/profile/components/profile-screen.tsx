import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/get-me';
import { storageKeys, writeItem } from '../../../lib/storage';
import type { ProfileView } from '../lib/view';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileOverview } from './profile-overview';
import { ProfileSettings } from './profile-settings';
import './profile.css';

export interface ProfileScreenProps {
  /** Which of the three views of spec section 4 the URL names. */
  view: ProfileView;
  /** The family's part of the settings (the children), given by the route: features never import each other. */
  familySettings?: ReactNode;
}

/** /profile: the profile, its edit form and the settings, each its own URL state. */
export function ProfileScreen({ view, familySettings }: ProfileScreenProps) {
  const { t } = useTranslation();
  const me = useMe();
  const avatar = me.data?.avatar;

  // The stored copy follows the account's choice, for screens that read it without a request.
  useEffect(() => {
    if (avatar) writeItem(storageKeys.userAvatar, avatar);
  }, [avatar]);

  // Settings never need the user: the language or sound can be changed while it loads or fails.
  if (view === 'settings') return <ProfileSettings familySettings={familySettings} />;

  if (!me.data) {
    if (me.isError) {
      return (
        <div className="profile">
          <h1 className="profile__title">
            {view === 'edit' ? t('profile.editForm.title') : t('screens.profile')}
          </h1>
          <ErrorState
            title={t('errors.loadingError')}
            actionLabel={t('common.tryAgain')}
            onAction={() => void me.refetch()}
          />
        </div>
      );
    }
    return <FullPageSpinner label={t('common.loading')} />;
  }

  // The form starts from the saved values each time it opens (keyed: another user starts afresh).
  return view === 'edit' ? (
    <ProfileEditForm key={me.data.id} user={me.data} />
  ) : (
    <ProfileOverview user={me.data} />
  );
}
