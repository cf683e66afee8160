import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { NoNetworkIcon } from './offline-icons';
import './offline.css';

/** A lesson tapped without a network that is not on the phone: said kindly, nothing breaks. */
export function NotKeptNote({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="not-kept">
      <NoNetworkIcon className="not-kept__icon" width={56} height={56} />
      <h2 id={titleId} className="not-kept__title">
        {t('offline.notKept.title')}
      </h2>
      <p className="not-kept__text">{t('offline.notKept.text')}</p>
      <Button block onClick={onClose}>
        {t('offline.notKept.ok')}
      </Button>
    </Modal>
  );
}
