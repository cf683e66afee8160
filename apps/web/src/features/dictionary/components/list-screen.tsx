import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { ArrowLeftIcon } from '../../../components/ui/game-icons';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { UzbekTitle } from '../../../components/uzbek-title';
import './list-screen.css';

export interface ListScreenProps {
  title: string;
  /** The title's Uzbek form (a lesson's), shown under it in the Uzbek interface. */
  titleUz?: string | null;
  onBack: () => void;
  /** Present where the screen has a shuffle button; `canShuffle` false greys it out. */
  onShuffle?: () => void;
  canShuffle?: boolean;
  /** Kept at the bottom of the screen (the screens without the bottom navigation). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the word-list screens: back, the title and shuffle on top; the way on below.
 */
export function ListScreen({
  title,
  titleUz,
  onBack,
  onShuffle,
  canShuffle = true,
  footer,
  children,
}: ListScreenProps) {
  const { t } = useTranslation();
  return (
    <div className={classNames('list-screen', footer ? 'list-screen--with-footer' : null)}>
      <header className="list-screen__bar">
        <button
          type="button"
          className="list-screen__round"
          aria-label={t('common.back')}
          onClick={onBack}
        >
          <ArrowLeftIcon />
        </button>
        <h1 className="list-screen__title">
          <span>{title}</span>
          <UzbekTitle text={titleUz} className="list-screen__title-uz" />
        </h1>
        {onShuffle ? (
          <button
            type="button"
            className="list-screen__round list-screen__round--shuffle"
            aria-label={t('wordLists.shuffle')}
            onClick={onShuffle}
            disabled={!canShuffle}
          >
            <ShuffleIcon />
          </button>
        ) : (
          <span className="list-screen__spacer" aria-hidden="true" />
        )}
      </header>
      <div className="list-screen__body">{children}</div>
      {footer && <div className="list-screen__footer">{footer}</div>}
    </div>
  );
}

function ShuffleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 7h3.2c2 0 3.3.9 4.4 2.6l1.8 2.8c1.1 1.7 2.4 2.6 4.4 2.6h3.2" />
      <path d="M3.5 17h3.2c1.3 0 2.3-.4 3.1-1.1M14.2 8.1c.8-.7 1.8-1.1 3.1-1.1h3.2" />
      <path d="m17.8 4.5 2.7 2.5-2.7 2.5M17.8 14.5l2.7 2.5-2.7 2.5" />
    </Icon>
  );
}
