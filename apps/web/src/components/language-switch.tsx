import { useTranslation } from 'react-i18next';
import { classNames } from './ui/class-names';
import { changeLanguage, isLanguage, languages, defaultLanguage } from '../lib/i18n';
import './language-switch.css';

export interface LanguageSwitchProps {
  /** Short labels (RU, UZ) for tight spots such as the sign-in header. */
  compact?: boolean;
}

/** RU / UZ choice; the choice is saved and survives a reload. */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={classNames('language-switch', compact && 'language-switch--compact')}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={current === language}
          onClick={() => {
            changeLanguage(language).catch((error: unknown) =>
              console.error('Could not switch language', error),
            );
          }}
        >
          {compact ? t(`language.${language}.short`) : t(`language.${language}.name`)}
        </button>
      ))}
    </div>
  );
}
