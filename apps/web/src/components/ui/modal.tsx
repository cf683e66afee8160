import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './class-names';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its title, rendered by the caller). */
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The open dialogs, the last on top: only the top one hears the keyboard. */
const openDialogs: HTMLElement[] = [];

/**
 * A modal dialog: focus moves in and stays in (Tab cycles), Escape and the backdrop close it,
 * and focus goes back to where it was when it closes. One opened over another (the grown-up gate
 * over the support dialog) takes the keys until it closes.
 */
export function Modal({ open, onClose, labelledBy, children, className }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.querySelector<HTMLElement>(focusable);
    (first ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    openDialogs.push(dialog);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(focusable)];
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={classNames('modal__dialog', className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
