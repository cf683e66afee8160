import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { unrecordedTexts } from '../lib/recordings';
import './media-fields.css';

/** Uzbek texts are read in Uzbek; the rest of a lesson is Russian. */
const UZBEK_KINDS = new Set(['translation', 'promptUz', 'instructionUz']);

/**
 * What of a lesson still has no human voice (issue 23): each spoken text heard only from the
 * synthesiser, with what it is, or word that every text is recorded.
 */
export function UnrecordedList({ lesson }: { lesson: Record<string, unknown> }) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  const missing = unrecordedTexts(lesson);

  if (missing.length === 0) {
    return (
      <p className="unrecorded unrecorded--done" role="status">
        {t('unrecorded.done')}
      </p>
    );
  }
  return (
    <section className="unrecorded" aria-labelledby={titleId}>
      <h2 id={titleId} className="unrecorded__title">
        {t('unrecorded.title', { count: missing.length })}
      </h2>
      <ul className="unrecorded__list">
        {missing.map((item) => (
          <li key={item.path} className="unrecorded__item">
            <span className="unrecorded__kind">{t(`unrecorded.kinds.${item.kind}`)}</span>
            <span lang={UZBEK_KINDS.has(item.kind) ? 'uz' : 'ru'}>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
