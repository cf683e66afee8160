import { useId } from 'react';
import { Modal } from '../../../components/ui/modal';
import { GrownUpGate } from './grown-up-gate';

export interface GrownUpGateDialogProps {
  onPass: () => void;
  onCancel: () => void;
}

/** The gate over the current screen: leaving it (Cancel, Escape, the backdrop) changes nothing. */
export function GrownUpGateDialog({ onPass, onCancel }: GrownUpGateDialogProps) {
  const titleId = useId();
  return (
    <Modal open onClose={onCancel} labelledBy={titleId} className="gate-dialog">
      <GrownUpGate titleId={titleId} onPass={onPass} onCancel={onCancel} />
    </Modal>
  );
}
