import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Spinner } from '../../../components/ui/spinner';
import { TrophyIcon } from '../../../components/ui/icons';
import { DEFAULT_PICTURE } from '../../../games/kit/pictures';
import { useMyAchievements } from '../../../lib/get-achievements';
import { paths } from '../../../lib/paths';
import { achievementTiles } from '../lib/achievement-tiles';
import { SectionError } from './section-error';

/** Up to three of the latest earned achievements, then a '+n' tile to all of them. */
export function AchievementTiles() {
  const { t } = useTranslation();
  const mine = useMyAchievements();
  const titleId = useId();

  let content;
  if (!mine.data) {
    content = mine.isError ? (
      <SectionError message={t('profile.achievementsError')} onRetry={() => void mine.refetch()} />
    ) : (
      <div className="profile__loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (mine.data.length === 0) {
    content = (
      <p className="awards__empty">
        <TrophyIcon width={36} height={36} />
        <span>{t('profile.achievements.empty')}</span>
      </p>
    );
  } else {
    const { shown, more } = achievementTiles(mine.data);
    content = (
      <ul className="awards">
        {shown.map(({ id, achievement }) => (
          <li key={id} className="awards__tile">
            <FallbackImage
              className="awards__image"
              src={achievement.imageUrl}
              fallbackSrc={DEFAULT_PICTURE}
              alt=""
              width={64}
              height={64}
            />
            <span className="awards__title">{achievement.title}</span>
          </li>
        ))}
        {more > 0 && (
          <li className="awards__tile awards__tile--more">
            <Link to={paths.achievements.href('mine')} className="awards__more">
              <span aria-hidden="true">+{more}</span>
              <span className="visually-hidden">
                {t('profile.achievements.more', { count: more })}
              </span>
            </Link>
          </li>
        )}
      </ul>
    );
  }

  return (
    <section className="profile__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile__subtitle">
        {t('profile.achievements.title')}
      </h2>
      {content}
    </section>
  );
}
