import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceSettings } from '../../../lib/device-settings';
import { i18n } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage';
import { sampleSettings } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/utils';
import { mockProfileApi, renderProfile } from './profile-fixtures';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSettings(settings: object = sampleSettings, extra = {}) {
  const api = mockProfileApi({
    more: { 'GET /settings/default': () => jsonResponse(200, settings), ...extra },
  });
  const view = renderProfile('?view=settings');
  await screen.findByRole('heading', { level: 1, name: 'Настройки' });
  return { api, ...view };
}

const support = () => screen.getByRole('region', { name: 'Служба поддержки' });

describe('the settings view', () => {
  it('turns sound and vibration off and on, kept as device settings', async () => {
    await openSettings();
    const user = userEvent.setup();
    const sound = screen.getByRole('switch', { name: 'Звук' });
    const vibration = screen.getByRole('switch', { name: 'Вибрация' });
    expect(sound).toHaveAttribute('aria-checked', 'true');
    expect(vibration).toHaveAttribute('aria-checked', 'true');

    await user.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'false');
    expect(getDeviceSettings()).toEqual({ soundEnabled: false, vibrationEnabled: true });
    expect(localStorage.getItem(storageKeys.soundEnabled)).toBe('false');

    await user.click(vibration);
    expect(vibration).toHaveAttribute('aria-checked', 'false');
    expect(getDeviceSettings()).toEqual({ soundEnabled: false, vibrationEnabled: false });

    await user.click(sound);
    expect(getDeviceSettings().soundEnabled).toBe(true);
  });

  it("links to the parent's view", async () => {
    await openSettings();
    expect(
      screen.getByRole('link', { name: 'Для родителей: как занимаются дети' }),
    ).toHaveAttribute('href', '/parent');
  });

  it('shows the stored device settings', async () => {
    localStorage.setItem(storageKeys.vibrationEnabled, 'false');
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Вибрация' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('switches the language to Uzbek', async () => {
    await openSettings();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Oʻzbekcha' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sozlamalar' }),
    ).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('uz');
    expect(localStorage.getItem(storageKeys.language)).toBe('uz');
  });

  it('calls the support phone', async () => {
    await openSettings();
    const call = await within(support()).findByRole('link', { name: /Позвонить/ });
    expect(call).toHaveAttribute('href', 'tel:+998712000000');
    expect(call).toHaveTextContent('+998 71 200 00 00');
  });

  it('shows a fallback text when the settings hold no support phone', async () => {
    await openSettings({ ...sampleSettings, supportPhone: '' });
    expect(
      await within(support()).findByText('Номер поддержки пока не указан. Загляни сюда чуть позже'),
    ).toBeInTheDocument();
    expect(within(support()).queryByRole('link', { name: /Позвонить/ })).toBeNull();
  });

  it('says the settings failed to load, and retries', async () => {
    await openSettings(sampleSettings, {
      'GET /settings/default': [
        () => jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' }),
        () => jsonResponse(200, sampleSettings),
      ],
    });
    expect(await screen.findByText('Ошибка загрузки настроек')).toBeInTheDocument();
    // The rest of the settings still work.
    expect(screen.getByRole('switch', { name: 'Звук' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('link', { name: /Позвонить/ })).toBeInTheDocument();
  });

  it('opens the social links in a new tab; YouTube only when present', async () => {
    await openSettings({
      ...sampleSettings,
      telegramLink: 'https://t.me/bolajon',
      instagramLink: 'https://instagram.com/bolajon',
      facebookLink: 'https://facebook.com/bolajon',
      youtubeLink: null,
    });
    const telegram = await screen.findByRole('link', { name: /Telegram/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/bolajon');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/bolajon',
    );
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /YouTube/ })).toBeNull();
  });

  it('shows YouTube when its link is present', async () => {
    await openSettings({ ...sampleSettings, youtubeLink: 'https://youtube.com/@bolajon' });
    expect(await screen.findByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      'https://youtube.com/@bolajon',
    );
  });
});

describe('logout', () => {
  const logoutHandler = () => jsonResponse(200, { ok: true });

  async function openConfirm() {
    const view = await openSettings(sampleSettings, { 'POST /user-auth/logout': logoutHandler });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти из аккаунта?' });
    return { ...view, user, dialog };
  }

  it('asks first, and taps on the exit button never sign out', async () => {
    const { api, user, dialog, router } = await openConfirm();
    const hold = within(dialog).getByRole('button', { name: 'Держи, чтобы выйти' });
    await user.click(hold);
    await user.click(hold);
    await user.click(hold);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /user-auth/logout')).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('"stay" closes the question and keeps the session', async () => {
    const { api, user, dialog } = await openConfirm();
    // The safe answer takes the focus.
    expect(within(dialog).getByRole('button', { name: 'Остаться' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /user-auth/logout')).toHaveLength(0);
  });

  it('signs out to /login after the exit button is held for 1.5 s', async () => {
    const { api, dialog, router } = await openConfirm();
    const hold = within(dialog).getByRole('button', { name: 'Держи, чтобы выйти' });

    vi.useFakeTimers();
    fireEvent.pointerDown(hold);
    act(() => vi.advanceTimersByTime(1400));
    fireEvent.pointerUp(hold);
    act(() => vi.advanceTimersByTime(1000));
    expect(api.callsTo('POST /user-auth/logout')).toHaveLength(0);

    fireEvent.pointerDown(hold);
    act(() => vi.advanceTimersByTime(1500));
    vi.useRealTimers();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /user-auth/logout').map((c) => c.body)).toEqual([
      { refreshToken: 'refresh-1' },
    ]);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('can be held with the keyboard', async () => {
    const { api, dialog, router } = await openConfirm();
    const hold = within(dialog).getByRole('button', { name: 'Держи, чтобы выйти' });
    vi.useFakeTimers();
    fireEvent.keyDown(hold, { key: ' ' });
    act(() => vi.advanceTimersByTime(1500));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /user-auth/logout')).toHaveLength(1);
  });
});
