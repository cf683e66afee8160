import type { Child } from '@bolajon/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useFamilyOverview } from '../api/get-family-overview';
import { useRemoveChild } from '../api/remove-child';
import { needsGrownUp, useRetryPastGate } from '../hooks/use-past-gate';
import { ChildCard } from './child-card';
import { ExportSection } from './export-section';
import { PinSection } from './pin-section';
import { RemoveChildDialog } from './remove-child-dialog';
import './parent.css';

/**
 * /parent, behind the grown-up gate: each child's last 7 and 30 days in one request, removing a
 * child, the PIN and the family's data as a file.
 */
export function ParentScreen() {
  const { t } = useTranslation();
  const overview = useFamilyOverview();
  const removeChild = useRemoveChild();
  const [removing, setRemoving] = useState<Child | null>(null);
  const retryPastGate = useRetryPastGate();
  const children = overview.data?.children ?? [];

  const closeRemove = () => {
    setRemoving(null);
    removeChild.reset();
  };

  return (
    <div className="parent">
      <header className="parent__header">
        <Link className="parent__back text-link" to={paths.profile.href()}>
          <span aria-hidden="true">←</span> {t('screens.profile')}
        </Link>
        <h1 className="parent__title">{t('screens.parent')}</h1>
        <p className="parent__hint">{t('parent.intro')}</p>
      </header>

      {overview.isPending ? (
        <div className="parent__state">
          <Spinner label={t('common.loading')} size="large" />
        </div>
      ) : overview.isError ? (
        <ErrorState
          title={
            needsGrownUp(overview.error) ? t('parent.grownUpExpired') : t('errors.loadingError')
          }
          actionLabel={t('common.tryAgain')}
          onAction={() => {
            const reload = () => void overview.refetch();
            if (!retryPastGate(overview.error, reload)) reload();
          }}
        />
      ) : (
        children.map((entry) => (
          <ChildCard
            key={entry.child.id}
            overview={entry}
            today={overview.data.today}
            onRemove={children.length > 1 ? () => setRemoving(entry.child) : undefined}
          />
        ))
      )}

      <PinSection />
      <ExportSection />

      <Link className="parent__to-map text-link" to={paths.home.href()}>
        {t('parent.toMap')}
      </Link>

      <RemoveChildDialog
        child={removing}
        busy={removeChild.isPending}
        failed={removeChild.isError && !needsGrownUp(removeChild.error)}
        onClose={closeRemove}
        onConfirm={function confirm() {
          if (!removing) return;
          removeChild.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => retryPastGate(error, confirm),
          });
        }}
      />
    </div>
  );
}
