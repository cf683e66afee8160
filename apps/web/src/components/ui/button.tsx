import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { classNames } from './class-names';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames('button', `button--${variant}`, block && 'button--block', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      <span className="button__label">{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<typeof Link> {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button, for actions that only navigate. */
export function ButtonLink({
  variant = 'primary',
  block = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={classNames('button', `button--${variant}`, block && 'button--block', className)}
      {...rest}
    />
  );
}
