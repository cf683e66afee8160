import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/game-icons';

export interface StudioHeaderProps {
  /** The screen's one h1 (its route names the browser tab). */
  title: ReactNode;
  /** The way back. */
  back: { label: string; to: string; state?: unknown };
  /** Above the title, on screens whose title is not the studio's name. */
  showStudioName?: boolean;
}

/** A studio screen's top: the way back, then the screen's h1. */
export function StudioHeader({ title, back, showStudioName = false }: StudioHeaderProps) {
  const { t } = useTranslation('studio');
  return (
    <header className="studio__header">
      <Link className="studio__back" to={back.to} state={back.state}>
        <ArrowLeftIcon width={22} height={22} />
        <span>{back.label}</span>
      </Link>
      <div className="studio__heading">
        {showStudioName && <p className="studio__kicker">{t('title')}</p>}
        <h1 className="studio__title">{title}</h1>
      </div>
    </header>
  );
}
