import { formatPhone, type User } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon, InfoIcon, MapIcon } from '../../../components/ui/game-icons';
import { BookIcon, PhoneIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useProfileNavigation } from '../hooks/use-profile-navigation';
import { AchievementTiles } from './achievement-tiles';
import { ActivitySection } from './activity-section';
import { Avatar } from './avatar';
import { CalendarIcon, GearIcon, PencilIcon } from './profile-icons';

/** The profile view: who the child is, how much they learned, their days and awards. */
export function ProfileOverview({ user }: { user: User }) {
  const { t } = useTranslation();
  const { open } = useProfileNavigation();
  const statsId = useId();
  const stats = [
    { key: 'learningDays', icon: <CalendarIcon />, value: user.stats.learningDays },
    { key: 'totalModules', icon: <MapIcon />, value: user.stats.totalModules },
    { key: 'totalDictionaries', icon: <BookIcon />, value: user.stats.totalDictionaries },
  ] as const;

  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__title">{t('screens.profile')}</h1>
        <button type="button" className="profile__gear" onClick={() => open('settings')}>
          <GearIcon width={30} height={30} />
          <span>{t('settings.title')}</span>
        </button>
      </header>

      <section className="profile__card profile__card--me" aria-label={t('profile.aboutMe')}>
        <div className="profile__me">
          <Avatar
            kind={user.avatar}
            label={t(`profile.avatar.${user.avatar}`)}
            className="profile__avatar"
            width={96}
            height={96}
          />
          <div className="profile__who">
            <p className="profile__name">{user.name}</p>
            <p className="profile__age">
              {user.age === null ? t('profile.ageUnknown') : t('profile.age', { count: user.age })}
            </p>
            <p className="profile__phone">
              <PhoneIcon width={20} height={20} />
              <span>{formatPhone(user.phone)}</span>
            </p>
          </div>
        </div>
        <Button variant="secondary" block onClick={() => open('edit')}>
          <PencilIcon width={24} height={24} />
          {t('profile.edit')}
        </Button>
      </section>

      <section className="profile__card" aria-labelledby={statsId}>
        <h2 id={statsId} className="profile__subtitle">
          {t('profile.stats.title')}
        </h2>
        <dl className="profile__stats">
          {stats.map(({ key, icon, value }) => (
            <div key={key} className={`profile__stat profile__stat--${key}`}>
              <dt>{t(`profile.stats.${key}`)}</dt>
              <dd>{value}</dd>
              <span className="profile__stat-icon" aria-hidden="true">
                {icon}
              </span>
            </div>
          ))}
        </dl>
      </section>

      <ActivitySection />
      <AchievementTiles />

      <Link to={paths.about.href()} className="profile__link">
        <InfoIcon width={26} height={26} />
        <span>{t('about.link')}</span>
        <ArrowRightIcon className="profile__link-arrow" width={22} height={22} />
      </Link>
    </div>
  );
}
