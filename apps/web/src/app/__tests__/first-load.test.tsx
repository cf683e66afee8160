import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import ru from '../../locales/ru.json';
import { AppLoading, RouteError } from '../route-error';
import LoginRoute from '../routes/auth/login';
import RegisterRoute from '../routes/auth/register';

/** An i18next holding only what the first load carries, noting every key it lacks. */
async function firstLoadTexts() {
  const missing: string[] = [];
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'ru',
    resources: { ru: { translation: ru } },
    fallbackNS: ['translation', 'screens'],
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.push(`${namespace}:${key}`),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return { i18n, missing };
}

describe('the first load of /login', () => {
  it.each<[string, () => ReactElement, string]>([
    ['/login', () => <LoginRoute />, 'Вход'],
    ['/register', () => <RegisterRoute />, 'Регистрация'],
  ])(
    '%s shows its texts from the first-load file alone, with no query client',
    async (path, element, heading) => {
      const { i18n, missing } = await firstLoadTexts();
      render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>{element()}</MemoryRouter>
        </I18nextProvider>,
      );
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(missing).toEqual([]);
    },
  );

  it('has the texts of the loading and the error page', async () => {
    const { i18n, missing } = await firstLoadTexts();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={i18n}>
        <AppLoading />
        <RouteError error={new Error('chunk failed')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Ой! Что-то пошло не так')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
