import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useFreeLesson, useKeptLessons } from '../../lib/offline/use-kept-lessons';
import { canKeepLessons } from '../../lib/offline/can-keep';
import './offline.css';

/** A size in megabytes (or kilobytes under one), one decimal, in the reader's language. */
export function formatSize(bytes: number, language: string): { unit: 'mb' | 'kb'; value: string } {
  const format = (value: number) =>
    new Intl.NumberFormat(language === 'uz' ? 'uz-Latn' : 'ru', {
      maximumFractionDigits: 1,
    }).format(value);
  if (bytes < 1024 * 1024)
    return { unit: 'kb', value: format(Math.max(1, Math.round(bytes / 1024))) };
  return { unit: 'mb', value: format(bytes / (1024 * 1024)) };
}

/** What the browser says the app stores and may store, when it says (StorageManager). */
function useStorageEstimate(refresh: unknown) {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (live && usage !== undefined && quota !== undefined) setEstimate({ usage, quota });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refresh]);
  return estimate;
}

/**
 * Settings → "Lessons on the phone" (issue 24): each kept lesson with the space it takes and a
 * "free space" button, and what the app stores in all.
 */
export function StorageSection() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const kept = useKeptLessons();
  const free = useFreeLesson();
  const estimate = useStorageEstimate(kept.data);
  const size = (bytes: number) => {
    const { unit, value } = formatSize(bytes, i18n.language);
    return t(`offline.storage.${unit}`, { value });
  };

  return (
    <section className="profile__card storage" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile__subtitle">
        {t('offline.storage.title')}
      </h2>
      {!canKeepLessons() ? (
        <p className="storage__hint">{t('offline.storage.unsupported')}</p>
      ) : (
        <>
          <p className="storage__hint">{t('offline.storage.hint')}</p>
          {kept.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : (kept.data ?? []).length === 0 ? (
            <p className="storage__hint">{t('offline.storage.empty')}</p>
          ) : (
            <ul className="storage__list">
              {(kept.data ?? []).map((lesson) => {
                const uz = i18n.language === 'uz' && lesson.titleUz;
                const name = uz || lesson.title || t('offline.storage.lessonUnknown');
                return (
                  <li key={lesson.lessonId} className="storage__lesson">
                    <span className="storage__lesson-name">
                      <span>{name}</span>
                      <span className="storage__size">{size(lesson.bytes)}</span>
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={t('offline.storage.freeLesson', { name })}
                      disabled={free.isPending && free.variables === lesson.lessonId}
                      onClick={() => free.mutate(lesson.lessonId)}
                    >
                      {t('offline.storage.free')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {estimate && (
            <p className="storage__size">
              {t('offline.storage.used', {
                used: size(estimate.usage),
                quota: size(estimate.quota),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
