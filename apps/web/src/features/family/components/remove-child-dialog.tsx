import type { Child } from '@bolajon/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAskGrownUp } from '../../../lib/ask-grown-up';
import { forgetGrownUpPass } from '../../../lib/grown-up';
import { useRemoveChild } from '../api/remove-child';
import { familyErrorText } from '../lib/error-text';
import { needsGrownUp } from '../lib/gate-errors';

export interface RemoveChildDialogProps {
  child: Child;
  /** The child plays on this device now: another one takes its place. */
  active: boolean;
  onClose: () => void;
}

/** "Remove Aliya? All her progress goes": the child is removed only on a second, named tap. */
export function RemoveChildDialog({ child, active, onClose }: RemoveChildDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const remove = useRemoveChild();
  const ask = useAskGrownUp();

  const confirm = () => {
    remove.mutate(
      { childId: child.id, wasActive: active },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (needsGrownUp(error)) {
            forgetGrownUpPass();
            ask(confirm);
          }
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="kid-remove">
      <h2 id={titleId} className="kid-form__title">
        {t('family.children.removeTitle', { name: child.name })}
      </h2>
      <p>{t('family.children.removeText')}</p>
      {remove.error && !needsGrownUp(remove.error) && (
        <p className="kid-form__error" role="alert">
          {familyErrorText(remove.error, t)}
        </p>
      )}
      <Button variant="danger" block busy={remove.isPending} onClick={confirm}>
        {t('family.children.removeConfirm', { name: child.name })}
      </Button>
      <Button variant="secondary" block onClick={onClose}>
        {t('profile.editForm.cancel')}
      </Button>
    </Modal>
  );
}
