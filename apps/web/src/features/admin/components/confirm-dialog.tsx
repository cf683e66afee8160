import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Whom the change is about (name and phone): a check against the wrong family. */
  subject: string;
  text: string;
  confirmLabel: string;
  /** A change that takes something away reads as one. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a change a family would feel. The safe answer comes first (focused). */
export function ConfirmDialog({
  open,
  title,
  subject,
  text,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="admin-confirm">
      <h2 id={titleId} className="admin-confirm__title">
        {title}
      </h2>
      <p className="admin-confirm__subject">{subject}</p>
      <p>{text}</p>
      <div className="admin-confirm__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
