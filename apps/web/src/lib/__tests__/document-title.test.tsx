import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle, useScreenTitle } from '../document-title';
import { changeLanguage } from '../i18n';

type TitleKey = 'screens.dictionary' | 'screens.home' | 'screens.profile' | 'screens.achievements';

/** A route naming its screen by a text key, as the app's route modules do. */
function Route({ titleKey, children }: { titleKey: TitleKey | null; children?: ReactNode }) {
  const { t } = useTranslation();
  return <DocumentTitle title={titleKey === null ? '' : t(titleKey)}>{children}</DocumentTitle>;
}

/** A screen that names the tab more exactly once its data is there. */
function Lesson({ name }: { name: string | null }) {
  useScreenTitle(name);
  return null;
}

describe('DocumentTitle', () => {
  it("names the tab after the screen and the app, and puts the app's name back on leaving", () => {
    const { unmount } = render(<Route titleKey="screens.dictionary" />);
    expect(document.title).toBe('Словарь — Bolajon');
    unmount();
    expect(document.title).toBe('Bolajon');
  });

  it("shows the next screen's name, not the one left behind", () => {
    const { rerender } = render(<Route key="map" titleKey="screens.home" />);
    expect(document.title).toBe('Карта уроков — Bolajon');
    rerender(<Route key="profile" titleKey="screens.profile" />);
    expect(document.title).toBe('Профиль — Bolajon');
  });

  it("shows the app's name for a screen without a name", () => {
    document.title = 'Словарь — Bolajon';
    render(<Route titleKey={null} />);
    expect(document.title).toBe('Bolajon');
  });

  it('follows a change of language at once', async () => {
    render(<Route titleKey="screens.achievements" />);
    expect(document.title).toBe('Награды — Bolajon');
    await act(() => changeLanguage('uz'));
    expect(document.title).toBe('Yutuqlar — Bolajon');
    await act(() => changeLanguage('ru'));
    expect(document.title).toBe('Награды — Bolajon');
  });
});

describe('useScreenTitle', () => {
  it("names the tab more exactly than the route, and gives the route's name back", () => {
    const { rerender } = render(
      <Route titleKey="screens.dictionary">
        <Lesson name={null} />
      </Route>,
    );
    expect(document.title).toBe('Словарь — Bolajon');
    rerender(
      <Route titleKey="screens.dictionary">
        <Lesson name="Животные" />
      </Route>,
    );
    expect(document.title).toBe('Животные — Bolajon');
    rerender(<Route titleKey="screens.dictionary" />);
    expect(document.title).toBe('Словарь — Bolajon');
  });

  it('names nothing outside a route', () => {
    document.title = 'Bolajon';
    render(<Lesson name="Животные" />);
    expect(document.title).toBe('Bolajon');
  });
});
