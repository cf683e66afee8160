import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { forgetInstallPrompt, type InstallPromptEvent } from '../../../lib/install-prompt';
import { dismissInstallOffer } from '../lib/install-offer';
import './install-offer.css';

/**
 * «Установить Bolajon на телефон?» under a completed round's result (ADR 0049). The browser's own
 * dialog asks the grown-up; «Не сейчас» hides the card for good.
 */
export function InstallOffer({ event }: { event: InstallPromptEvent }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!shown) return null;

  const install = async () => {
    setBusy(true);
    // The event prompts once: used, it is gone whatever the answer.
    forgetInstallPrompt();
    try {
      await event.prompt();
      const choice = await event.userChoice;
      // Turned down in the browser's own dialog: as good as «Не сейчас».
      if (choice.outcome === 'dismissed') dismissInstallOffer();
    } catch (error) {
      console.warn('The install prompt failed', error);
    }
    setShown(false);
  };

  return (
    <section className="install-offer" aria-labelledby={titleId}>
      <img
        className="install-offer__icon"
        src="/icons/icon-192.png"
        alt=""
        width={44}
        height={44}
      />
      <h2 id={titleId} className="install-offer__title">
        {t('installOffer.title')}
      </h2>
      <p className="install-offer__text">{t('installOffer.text')}</p>
      <div className="install-offer__actions">
        <Button busy={busy} onClick={() => void install()}>
          {t('installOffer.install')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => {
            dismissInstallOffer();
            setShown(false);
          }}
        >
          {t('installOffer.notNow')}
        </Button>
      </div>
    </section>
  );
}
