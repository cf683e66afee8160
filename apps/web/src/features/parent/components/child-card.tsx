import type { ChildOverview } from '@bolajon/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { SpeakerButton } from '../../../components/speaker-button';
import { Button } from '../../../components/ui/button';
import { figureKeys, hasNotPlayed, periodIsEmpty, type Period } from '../lib/figures';
import { WeekChart } from './week-chart';

export interface ChildCardProps {
  overview: ChildOverview;
  today: string;
  /** Absent for the only child: a family keeps at least one. */
  onRemove?: () => void;
}

const periods = ['last7', 'last30'] as const satisfies readonly Period[];

/** One child in the parent's view: the figures of 7 or 30 days, the week, awards and words. */
export function ChildCard({ overview, today, onRemove }: ChildCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const [period, setPeriod] = useState<Period>('last7');
  const { child } = overview;
  const figures = overview[period];
  const notPlayed = hasNotPlayed(overview);

  return (
    <article className="parent-card" aria-labelledby={nameId}>
      <header className="parent-card__header">
        <Avatar kind={child.avatar} className="parent-card__avatar" width={64} height={64} />
        <div className="parent-card__who">
          <h2 id={nameId} className="parent-card__name">
            {child.name}
          </h2>
          {overview.streak > 0 && (
            <p className="parent-card__streak">{t('parent.streak', { count: overview.streak })}</p>
          )}
        </div>
      </header>

      {notPlayed ? (
        <p className="parent-card__empty">
          {t('parent.notPlayed', { name: child.name, context: child.avatar })}
        </p>
      ) : (
        <>
          <div className="parent-card__periods" role="group" aria-label={t('parent.period.label')}>
            {periods.map((each) => (
              <button
                key={each}
                type="button"
                className="parent-card__period"
                aria-pressed={period === each}
                onClick={() => setPeriod(each)}
              >
                {t(`parent.period.${each}`)}
              </button>
            ))}
          </div>
          {periodIsEmpty(figures) ? (
            <p className="parent-card__empty">{t(`parent.periodEmpty.${period}`)}</p>
          ) : (
            <dl className="parent-figures">
              {figureKeys.map((key) => (
                <div key={key} className="parent-figures__item">
                  <dt className="parent-figures__label">{t(`parent.figures.${key}`)}</dt>
                  <dd className="parent-figures__value">{figures[key]}</dd>
                </div>
              ))}
            </dl>
          )}
          <WeekChart week={overview.week} today={today} />

          {overview.achievements.length > 0 && (
            <section className="parent-card__section" aria-labelledby={`${nameId}-awards`}>
              <h3 id={`${nameId}-awards`} className="parent__subtitle">
                {t('parent.achievements')}
              </h3>
              <ul className="parent-awards">
                {overview.achievements.map((award) => (
                  <li key={award.id} className="parent-awards__item">
                    <img src={award.imageUrl} alt="" width={56} height={56} loading="lazy" />
                    <span>{award.title}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {overview.wordsToPractise.length > 0 && (
            <section className="parent-card__section" aria-labelledby={`${nameId}-words`}>
              <h3 id={`${nameId}-words`} className="parent__subtitle">
                {t('parent.words.title')}
              </h3>
              <p className="parent__hint">{t('parent.words.hint')}</p>
              <ul className="parent-words">
                {overview.wordsToPractise.map((word) => (
                  <li key={word.id} className="parent-words__item">
                    <SpeakerButton text={word.word} />
                    <span className="parent-words__translation">{word.translation}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      {onRemove && (
        <Button variant="ghost" className="parent-card__remove" onClick={onRemove}>
          {t('parent.remove.button', { name: child.name })}
        </Button>
      )}
    </article>
  );
}
