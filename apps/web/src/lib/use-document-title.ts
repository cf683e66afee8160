import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the screen, in the current language ("Карта уроков — Bolajon"), so
 * that history and the task switcher tell the screens apart; it follows a change of language. A
 * screen without a name (still loading) shows the app's name. Leaving the screen puts the app's
 * name back, so a screen that names nothing never shows the previous one's name. One screen at a
 * time calls it (React 19's <title> would put one element a caller into <head>).
 */
export function useDocumentTitle(screen: string | null | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  const title = screen ? t('app.documentTitle', { screen }) : appName;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}
