import { useTranslation } from 'react-i18next';
import { classNames } from './ui/class-names';
import './uzbek-title.css';

export interface UzbekTitleProps {
  /** The Uzbek form the content pack gives the title (`titleUz`); null or missing when none. */
  text: string | null | undefined;
  /** Size and spacing where it stands; the colour is the muted text colour (≥ 4.5:1 on white). */
  className?: string;
}

/**
 * The Uzbek form of a content title (a lesson's, a block's), shown under the Russian title in the
 * Uzbek interface only: the Russian is what the child learns, the Uzbek says what it means. In the
 * Russian interface, or when the pack gives no Uzbek form, nothing is shown.
 */
export function UzbekTitle({ text, className }: UzbekTitleProps) {
  const { i18n } = useTranslation();
  if (!text || i18n.resolvedLanguage !== 'uz') return null;
  return (
    <span lang="uz" className={classNames('uzbek-title', className)}>
      {text}
    </span>
  );
}
