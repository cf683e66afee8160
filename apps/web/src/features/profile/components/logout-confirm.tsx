import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LogoutIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { classNames } from '../../../components/ui/class-names';
import { useLogout } from '../../../lib/logout';
import { paths } from '../../../lib/paths';
import { HOLD_TO_CONFIRM_MS, useHold } from '../hooks/use-hold';

export interface LogoutConfirmProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Выйти из аккаунта?" A child tapping around must not sign the family out, so the confirmation
 * is hold-to-confirm: the exit button signs out only after being held for 1.5 s (it fills up
 * meanwhile), which random taps never do, while a parent who reads the hint does it at once. It
 * was chosen over a confirm button moved elsewhere because a moved button is still one tap away
 * for a child who taps everything. The safe answer, "stay", comes first and takes the focus, so
 * Enter or a tap where the exit button was keeps the child signed in.
 */
export function LogoutConfirm({ open, onClose }: LogoutConfirmProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const titleId = useId();
  const hintId = useId();
  const hold = useHold(() =>
    logout.mutate(undefined, {
      onSettled: () => void navigate(paths.login.href(), { replace: true }),
    }),
  );

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="logout-confirm">
      <div className="logout-confirm__art" aria-hidden="true">
        <LogoutIcon width={48} height={48} />
      </div>
      <h2 id={titleId} className="logout-confirm__title">
        {t('settings.logout.title')}
      </h2>
      <p id={hintId} className="logout-confirm__hint">
        {t('settings.logout.hint')}
      </p>
      <Button block onClick={onClose}>
        {t('settings.logout.stay')}
      </Button>
      <button
        type="button"
        className={classNames('hold-button', hold.holding && 'hold-button--holding')}
        style={{ '--hold-ms': `${HOLD_TO_CONFIRM_MS}ms` } as CSSProperties}
        aria-describedby={hintId}
        aria-busy={logout.isPending || undefined}
        disabled={logout.isPending}
        {...hold.handlers}
      >
        <span className="hold-button__fill" aria-hidden="true" />
        <span className="hold-button__label">
          <LogoutIcon width={24} height={24} />
          {t('settings.logout.hold')}
        </span>
      </button>
    </Modal>
  );
}
