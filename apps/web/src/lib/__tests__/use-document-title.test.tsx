import { act, render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { useDocumentTitle } from '../use-document-title';

type TitleKey = 'screens.dictionary' | 'screens.home' | 'screens.profile' | 'screens.achievements';

/** A screen that names itself by a text key, as the app's screens do. */
function Screen({ titleKey }: { titleKey: TitleKey | null }) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey === null ? null : t(titleKey));
  return null;
}

describe('useDocumentTitle', () => {
  it("names the tab after the screen and the app, and puts the app's name back on leaving", () => {
    const { unmount } = render(<Screen titleKey="screens.dictionary" />);
    expect(document.title).toBe('Словарь — Bolajon');
    unmount();
    expect(document.title).toBe('Bolajon');
  });

  it("shows the next screen's name, not the one left behind", () => {
    const { rerender } = render(<Screen key="map" titleKey="screens.home" />);
    expect(document.title).toBe('Карта уроков — Bolajon');
    rerender(<Screen key="profile" titleKey="screens.profile" />);
    expect(document.title).toBe('Профиль — Bolajon');
  });

  it("shows the app's name for a screen without a name yet", () => {
    document.title = 'Словарь — Bolajon';
    render(<Screen titleKey={null} />);
    expect(document.title).toBe('Bolajon');
  });

  it('follows a change of language at once', async () => {
    render(<Screen titleKey="screens.achievements" />);
    expect(document.title).toBe('Награды — Bolajon');
    await act(() => changeLanguage('uz'));
    expect(document.title).toBe('Yutuqlar — Bolajon');
    await act(() => changeLanguage('ru'));
    expect(document.title).toBe('Награды — Bolajon');
  });
});
