import type { AdminAuditEntry } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../hooks/use-date-format';
import { auditAction, auditActor } from '../lib/audit';

/** Every change made to the family, newest first (as the api sends it). */
export function AuditLog({ entries }: { entries: AdminAuditEntry[] }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const titleId = useId();
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin__subtitle">
        {t('admin.audit.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="admin__empty">{t('admin.audit.empty')}</p>
      ) : (
        <ol className="audit">
          {entries.map((entry) => (
            <li key={entry.id} className="audit__entry">
              <time className="audit__when" dateTime={entry.at}>
                {format.dateTime(entry.at)}
              </time>
              <span className="audit__who">{auditActor(entry, t)}</span>
              <span className="audit__what">{auditAction(entry, t)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
