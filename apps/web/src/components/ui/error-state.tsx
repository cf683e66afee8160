import { Button } from './button';
import './error-state.css';

export interface ErrorStateProps {
  title: string;
  message?: string;
  actionLabel: string;
  onAction: () => void;
}

export function ErrorState({ title, message, actionLabel, onAction }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title}</p>
      {message && <p className="error-state__message">{message}</p>}
      <Button onClick={onAction}>{actionLabel}</Button>
    </div>
  );
}
