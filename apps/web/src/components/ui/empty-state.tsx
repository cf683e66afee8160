import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  message: string;
  children?: ReactNode;
}

/** Nothing to show yet: a friendly note and, optionally, a way on. */
export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__art" viewBox="0 0 120 100" aria-hidden="true">
        <ellipse cx="60" cy="88" rx="40" ry="7" fill="#e9e1f7" />
        <path d="M22 40h76l-8 44H30z" fill="#ffd84d" stroke="#f08c00" strokeWidth="4" />
        <path d="M16 40h88" stroke="#f08c00" strokeWidth="6" strokeLinecap="round" />
        <circle cx="47" cy="60" r="4" fill="#3d2c1e" />
        <circle cx="73" cy="60" r="4" fill="#3d2c1e" />
        <path
          d="M50 72q10 -6 20 0"
          fill="none"
          stroke="#3d2c1e"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <p className="empty-state__message">{message}</p>
      {children}
    </div>
  );
}
