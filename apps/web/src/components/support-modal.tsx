import type { Settings } from '@bolajon/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskGrownUp } from '../lib/ask-grown-up';
import { useContract } from '../lib/contract';
import { grownUpToken } from '../lib/grown-up';
import { Button } from './ui/button';
import { CallIcon, LockIcon } from './ui/game-icons';
import { Modal } from './ui/modal';
import { Spinner } from './ui/spinner';
import './support-modal.css';

export interface SupportModalProps {
  open: boolean;
  onClose: () => void;
  settings: UseQueryResult<Settings>;
  /** The heading; by default a locked lesson's ("this lesson is closed for now"). */
  title?: string;
}

/**
 * A locked game: buy the course through support, with a call button (spec section 2) that a
 * grown-up opens through the gate (issue 20).
 */
export function SupportModal({ open, onClose, settings, title }: SupportModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The number's formatting is the contract's (its phone-number parser), loaded after the map's
  // first paint, well before a child can open this; the map never waits for it (lib/contract.ts).
  // Until it is there the number shows as stored.
  const { contract } = useContract();
  const ask = useAskGrownUp();
  const [passed, setPassed] = useState(false);
  // A pass got elsewhere (the map's "for grown-ups") counts too, while it is good.
  const canCall = passed || grownUpToken() !== null;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="support">
      <div className="support__art" aria-hidden="true">
        <LockIcon width={56} height={56} />
      </div>
      <h2 id={titleId} className="support__title">
        {title ?? t('support.title')}
      </h2>
      <p className="support__text">{t('support.text')}</p>
      {settings.isPending ? (
        <div className="support__loading">
          <Spinner label={t('common.loading')} />
        </div>
      ) : settings.isError ? (
        <div className="support__error" role="alert">
          <p>{t('support.settingsError')}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : !canCall ? (
        // The call is for grown-ups: the gate first, then the number and its link.
        <Button block className="support__call" onClick={() => ask(() => setPassed(true))}>
          <CallIcon width={26} height={26} />
          <span className="support__call-text">
            <span>{t('support.call')}</span>
            <span className="support__phone">{t('support.forGrownUps')}</span>
          </span>
        </Button>
      ) : (
        <a
          className="button button--primary button--block support__call"
          href={`tel:${settings.data.supportPhone}`}
        >
          <CallIcon width={26} height={26} />
          <span className="support__call-text">
            <span>{t('support.call')}</span>
            <span className="support__phone">
              {contract
                ? contract.formatPhone(settings.data.supportPhone)
                : settings.data.supportPhone}
            </span>
          </span>
        </a>
      )}
      <Button variant="secondary" block onClick={onClose}>
        {t('common.close')}
      </Button>
    </Modal>
  );
}
