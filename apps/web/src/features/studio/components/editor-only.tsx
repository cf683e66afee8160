import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/get-me';
import { StudioRefusal } from './studio-refusal';

/**
 * The studio is for course editors (ADR 0041): anyone else is told so, with the way back, and the
 * studio asks the server nothing for them. Unlike the support console, which does not admit it
 * exists, the studio is meant to be found by teachers who may not have the flag yet. The server
 * checks the flag on every call as well.
 */
export function EditorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('studio');
  const me = useMe();

  if (me.data) return me.data.editor ? children : <StudioRefusal />;
  if (me.isError) {
    return (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void me.refetch()}
      />
    );
  }
  return <FullPageSpinner label={t('common.loading')} />;
}
