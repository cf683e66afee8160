import { act, screen } from '@testing-library/react';
import type * as I18nModule from '../../lib/i18n';
import { renderApp } from '../../test/render-app';

// The screens' texts arrive when the test says; the rest of lib/i18n is the real one.
const texts = vi.hoisted(() => {
  let arrive = () => {};
  const pending = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { pending, arrive: () => arrive() };
});
vi.mock('../../lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  loadScreenTexts: () => texts.pending,
}));

describe('a screen past sign-in', () => {
  it('renders only once the screens texts are there', async () => {
    // Its code is at hand already: only the texts keep it from rendering.
    await Promise.all([import('../data-layer'), import('../routes/onboarding')]);
    renderApp('/onboarding');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');

    await act(async () => texts.arrive());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Давай знакомиться!' }),
    ).toBeInTheDocument();
  });

  it('is not /login: it never waits for those texts', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
  });
});
