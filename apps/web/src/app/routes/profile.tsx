import { formatPhone } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { LogoutIcon } from '../../components/ui/icons';
import { ArrowRightIcon, InfoIcon } from '../../components/ui/game-icons';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/get-me';
import { useLogout } from '../../lib/logout';
import './profile.css';

export default function ProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const logout = useLogout();
  const settingsId = useId();

  if (me.isPending) return <FullPageSpinner label={t('common.loading')} />;
  if (me.isError) {
    return (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void me.refetch()}
      />
    );
  }

  const user = me.data;
  return (
    <div className="profile">
      <h1 className="profile__title">{t('screens.profile')}</h1>

      <section className="profile__card profile__card--me">
        <div className="profile__avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toLocaleUpperCase()}
        </div>
        <dl className="profile__facts">
          <div className="profile__fact">
            <dt>{t('profile.name')}</dt>
            <dd className="profile__name">{user.name}</dd>
          </div>
          <div className="profile__fact">
            <dt>{t('profile.phone')}</dt>
            <dd className="profile__phone">{formatPhone(user.phone)}</dd>
          </div>
        </dl>
      </section>

      <section className="profile__card" aria-labelledby={settingsId}>
        <h2 id={settingsId} className="profile__subtitle">
          {t('profile.settings')}
        </h2>
        <div className="profile__setting">
          <span className="profile__setting-label">{t('language.label')}</span>
          <LanguageSwitch />
        </div>
      </section>

      <Link to="/about" className="profile__link">
        <InfoIcon width={26} height={26} />
        <span>{t('about.link')}</span>
        <ArrowRightIcon className="profile__link-arrow" width={22} height={22} />
      </Link>

      <Button
        variant="danger"
        block
        busy={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSettled: () => void navigate('/login', { replace: true }),
          })
        }
      >
        <LogoutIcon width={24} height={24} />
        {t('profile.logout')}
      </Button>
    </div>
  );
}
