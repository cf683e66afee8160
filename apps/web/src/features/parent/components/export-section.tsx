import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useExportFamily } from '../api/export-family';
import { needsGrownUp, useRetryPastGate } from '../hooks/use-past-gate';

/** The family's data as one JSON file (what a school or a GDPR-style request asks for). */
export function ExportSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const exportFamily = useExportFamily();
  const retryPastGate = useRetryPastGate();
  const download = () =>
    exportFamily.mutate(undefined, { onError: (error) => retryPastGate(error, download) });
  return (
    <section className="parent-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="parent__subtitle">
        {t('parent.export.title')}
      </h2>
      <p className="parent__hint">{t('parent.export.text')}</p>
      {exportFamily.isError && !needsGrownUp(exportFamily.error) && (
        <p className="parent__error" role="alert">
          {t('parent.export.failed')}
        </p>
      )}
      <Button variant="secondary" block busy={exportFamily.isPending} onClick={download}>
        {t('parent.export.button')}
      </Button>
    </section>
  );
}
