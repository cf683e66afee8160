import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './page-layout.css';

export interface PageLayoutProps {
  children: ReactNode;
  /** Rendered under the content; when present the content keeps clear of it. */
  bottomNav?: ReactNode;
  /** A thin bar across the top while the next screen loads. */
  busy?: boolean;
  busyLabel?: string;
}

/** The app's frame: one centred column of at most 500 px, optional bottom navigation. */
export function PageLayout({ children, bottomNav, busy = false, busyLabel }: PageLayoutProps) {
  return (
    <div className={classNames('page', bottomNav ? 'page--with-nav' : null)}>
      {busy && <div className="page__progress" role="progressbar" aria-label={busyLabel} />}
      <main className="page__main">{children}</main>
      {bottomNav}
    </div>
  );
}
