import type { Achievement, UserAchievement } from '@bolajon/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { MapIcon } from '../../../components/ui/game-icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { useAllAchievements, useMyAchievements } from '../../../lib/get-achievements';
import { paths } from '../../../lib/paths';
import type { AwardTab } from '../lib/award-tabs';
import { countEarned, earnedNewestFirst, groupByCourse, type AwardCard } from '../lib/awards';
import { formatEarnedDate } from '../lib/earned-date';
import { AwardModal } from './award-modal';
import { AwardTabs } from './award-tabs';
import { AwardPicture, AwardTile } from './award-tile';
import './achievements-screen.css';

export interface AchievementsScreenProps {
  tab: AwardTab;
  onTabChange: (tab: AwardTab) => void;
}

/** /achievements (spec section 2): every award by course, and the child's own with their dates. */
export function AchievementsScreen({ tab, onTabChange }: AchievementsScreenProps) {
  const { t } = useTranslation();
  // Both start together, whichever tab is open: switching tabs then shows data at once.
  const all = useAllAchievements();
  const mine = useMyAchievements();
  const [opened, setOpened] = useState<AwardCard | null>(null);
  const baseId = useId();
  const tabId = (name: AwardTab) => `${baseId}-tab-${name}`;
  const panelId = (name: AwardTab) => `${baseId}-panel-${name}`;

  return (
    <div className="awards">
      <h1 className="awards__title">{t('screens.achievements')}</h1>
      <AwardTabs tab={tab} onTabChange={onTabChange} tabId={tabId} panelId={panelId} />
      <div
        key={tab}
        className="awards__panel"
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
      >
        {tab === 'all' ? (
          <AllAwards query={all} onOpen={setOpened} />
        ) : (
          <MyAwards query={mine} onOpen={setOpened} />
        )}
      </div>
      <AwardModal award={opened} onClose={() => setOpened(null)} />
    </div>
  );
}

interface PanelProps<T> {
  query: UseQueryResult<T>;
  onOpen: (award: AwardCard) => void;
}

/** Loading and failure of one tab's data; `children` renders it once it is here. */
function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  // Data already here wins over a failed background refresh.
  if (query.data === undefined && query.isError) {
    return (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <div className="awards__state">
        <Spinner label={t('common.loading')} size="large" />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

function AllAwards({ query, onOpen }: PanelProps<Achievement[]>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Loaded query={query}>
      {(achievements) => {
        if (achievements.length === 0) return <EmptyState message={t('achievements.emptyAll')} />;
        const earned = countEarned(achievements);
        const collected = t('achievements.collected', { earned, total: achievements.length });
        return (
          <>
            <div className="awards__summary">
              <p className="awards__collected">{collected}</p>
              <ProgressBar value={(earned / achievements.length) * 100} label={collected} />
            </div>
            {groupByCourse(achievements).map((course) => (
              <section
                key={course.courseId}
                className="awards__course"
                aria-labelledby={`${headingId}-${course.courseId}`}
              >
                <h2 id={`${headingId}-${course.courseId}`} className="awards__course-title">
                  {course.courseTitle}
                </h2>
                <ul className="awards__grid">
                  {course.awards.map((award) => (
                    <li key={award.id}>
                      <AwardTile award={award} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        );
      }}
    </Loaded>
  );
}

function MyAwards({ query, onOpen }: PanelProps<UserAchievement[]>) {
  const { t, i18n } = useTranslation();
  return (
    <Loaded query={query}>
      {(mine) =>
        mine.length === 0 ? (
          <EmptyState message={t('achievements.emptyMine')}>
            <ButtonLink to={paths.home.href()} block>
              <MapIcon width={26} height={26} />
              {t('achievements.toMap')}
            </ButtonLink>
          </EmptyState>
        ) : (
          <ul className="awards__list">
            {earnedNewestFirst(mine).map((award) => (
              <li key={award.id}>
                <button type="button" className="award-row" onClick={() => onOpen(award)}>
                  <AwardPicture award={award} size={72} />
                  <span className="award-row__text">
                    <span className="award-row__title">{award.title}</span>
                    <span className="award-row__description">{award.description}</span>
                    {award.earnedAt !== null && (
                      <time className="award-row__date" dateTime={award.earnedAt}>
                        {formatEarnedDate(award.earnedAt, i18n.resolvedLanguage)}
                      </time>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
