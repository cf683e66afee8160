import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { i18n, initI18n, storedLanguage } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import { LanguageSwitch } from '../language-switch';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('nav.home')}</h1>;
}

describe('LanguageSwitch', () => {
  it('switches the texts to Uzbek, saves the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Greeting />
        <LanguageSwitch />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Oʻzbekcha' }));

    expect(await screen.findByRole('heading', { name: 'Bosh sahifa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oʻzbekcha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem(storageKeys.language)).toBe('uz');
    expect(document.documentElement.lang).toBe('uz');

    await user.click(screen.getByRole('button', { name: 'Русский' }));
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.language)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('offers short RU / UZ labels in its compact form', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch compact />);
    await user.click(screen.getByRole('button', { name: 'UZ' }));
    expect(localStorage.getItem(storageKeys.language)).toBe('uz');
  });
});

describe('stored language', () => {
  it('restores a saved language at start', async () => {
    localStorage.setItem(storageKeys.language, 'uz');
    await initI18n();
    expect(i18n.language).toBe('uz');
    expect(document.documentElement.lang).toBe('uz');
    expect(i18n.t('profile.logout')).toBe('Chiqish');
  });

  it.each(['en', 'UZ', ' uz', 'uz-UZ', ''])('ignores %j and falls back to ru', (value) => {
    localStorage.setItem(storageKeys.language, value);
    expect(storedLanguage()).toBe('ru');
  });
});
