import type { Child } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface RemoveChildDialogProps {
  child: Child | null;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Remove this child?": names the child and what goes with it; the safe answer comes first. */
export function RemoveChildDialog({
  child,
  busy,
  failed,
  onConfirm,
  onClose,
}: RemoveChildDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal open={child !== null} onClose={onClose} labelledBy={titleId} className="parent-confirm">
      {child && (
        <>
          <Avatar kind={child.avatar} className="parent-confirm__avatar" width={72} height={72} />
          <h2 id={titleId} className="parent-confirm__title">
            {t('parent.remove.title', { name: child.name })}
          </h2>
          <p>{t('parent.remove.text', { name: child.name })}</p>
          {failed && (
            <p className="parent__error" role="alert">
              {t('parent.remove.failed')}
            </p>
          )}
          <div className="parent-confirm__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('parent.cancel')}
            </Button>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {t('parent.remove.confirm')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
