import { classNames } from './class-names';
import './spinner.css';

export interface SpinnerProps {
  /** Read by screen readers, e.g. "Loading…". */
  label: string;
  size?: 'medium' | 'large';
}

export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  return (
    <span role="status" className={classNames('spinner', `spinner--${size}`)}>
      <span className="spinner__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in the whole screen, for route and session loading. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="spinner-page">
      <Spinner label={label} size="large" />
    </div>
  );
}
