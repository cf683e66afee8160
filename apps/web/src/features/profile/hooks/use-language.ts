import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '../../../lib/i18n';

/** The interface language, re-rendering when it changes (dates follow it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}
