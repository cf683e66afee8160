import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useExportFamily } from '../api/export-family';

/** The family's data as one JSON file (what a school or a GDPR-style request asks for). */
export function ExportSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const exportFamily = useExportFamily();
  return (
    <section className="parent-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="parent__subtitle">
        {t('parent.export.title')}
      </h2>
      <p className="parent__hint">{t('parent.export.text')}</p>
      {exportFamily.isError && (
        <p className="parent__error" role="alert">
          {t('parent.export.failed')}
        </p>
      )}
      <Button
        variant="secondary"
        block
        busy={exportFamily.isPending}
        onClick={() => exportFamily.mutate()}
      >
        {t('parent.export.button')}
      </Button>
    </section>
  );
}
