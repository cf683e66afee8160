import { useId, type ReactNode } from 'react';
import './placeholder-screen.css';

export interface PlaceholderScreenProps {
  title: string;
  note: string;
  /** Extra actions under the note, such as a link onward. */
  children?: ReactNode;
}

/** A titled screen whose content arrives in a later release. */
export function PlaceholderScreen({ title, note, children }: PlaceholderScreenProps) {
  const titleId = useId();
  return (
    <section className="placeholder" aria-labelledby={titleId}>
      <h1 id={titleId} className="placeholder__title">
        {title}
      </h1>
      <div className="placeholder__card">
        <svg className="placeholder__art" viewBox="0 0 160 120" aria-hidden="true">
          <circle cx="80" cy="62" r="44" fill="#ffe066" stroke="#f08c00" strokeWidth="4" />
          <ellipse cx="66" cy="56" rx="5" ry="7" fill="#3d2c1e" />
          <ellipse cx="94" cy="56" rx="5" ry="7" fill="#3d2c1e" />
          <ellipse cx="56" cy="72" rx="6" ry="4" fill="#ff7aa2" opacity=".7" />
          <ellipse cx="104" cy="72" rx="6" ry="4" fill="#ff7aa2" opacity=".7" />
          <path
            d="M66 76 Q80 90 94 76"
            fill="none"
            stroke="#3d2c1e"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <path d="M18 30 l6 -12 l6 12 l-12 -8 h12 z" fill="#5cc8ff" />
          <path d="M132 24 l5 -10 l5 10 l-10 -7 h10 z" fill="#ff7aa2" />
          <circle cx="140" cy="96" r="6" fill="#2fa866" />
          <circle cx="22" cy="94" r="5" fill="#ff9f1c" />
        </svg>
        <p className="placeholder__note">{note}</p>
        {children}
      </div>
    </section>
  );
}
