import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './bottom-nav.css';

export interface BottomNavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

export interface BottomNavProps {
  /** Names the navigation landmark. */
  label: string;
  items: readonly BottomNavItem[];
  /** The `to` of the tab to mark active, if any. */
  activeTo: string | null;
}

export function BottomNav({ label, items, activeTo }: BottomNavProps) {
  return (
    <nav className="bottom-nav" aria-label={label}>
      <ul className="bottom-nav__list">
        {items.map((item) => {
          const active = item.to === activeTo;
          return (
            <li key={item.to} className="bottom-nav__item">
              <Link
                to={item.to}
                className="bottom-nav__link"
                aria-current={active ? 'page' : undefined}
              >
                <span className="bottom-nav__icon">{item.icon}</span>
                <span className="bottom-nav__label">{item.label}</span>
                {active && (
                  <span className="bottom-nav__dot" data-testid="active-dot" aria-hidden="true" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
