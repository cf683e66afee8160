import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/game-icons';

export interface AdminHeaderProps {
  /** The screen's h1 (its route names the browser tab). */
  title: string;
  /** The way back: a link somewhere, or an action (e.g. a step back in history). */
  back: { label: string } & ({ to: string } | { onClick: () => void });
  /** Above the title, on screens whose title is not the console's name. */
  showConsoleName?: boolean;
}

/** A console screen's top: the way back, then the screen's one h1. */
export function AdminHeader({ title, back, showConsoleName = false }: AdminHeaderProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <ArrowLeftIcon width={22} height={22} />
      <span>{back.label}</span>
    </>
  );
  return (
    <header className="admin__header">
      {'to' in back ? (
        <Link className="admin__back" to={back.to}>
          {content}
        </Link>
      ) : (
        <button type="button" className="admin__back" onClick={back.onClick}>
          {content}
        </button>
      )}
      <div className="admin__heading">
        {showConsoleName && <p className="admin__kicker">{t('admin.title')}</p>}
        <h1 className="admin__title">{title}</h1>
      </div>
    </header>
  );
}
