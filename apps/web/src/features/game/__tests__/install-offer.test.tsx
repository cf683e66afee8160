import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GameOutroRoute from '../../../app/routes/games/game-outro';
import {
  forgetInstallPrompt,
  keptInstallPrompt,
  listenForInstallPrompt,
  type InstallPromptEvent,
} from '../../../lib/install-prompt';
import { paths } from '../../../lib/paths';
import { readItem, storageKeys, writeItem } from '../../../lib/storage';
import { attempt, sampleGame, sampleQuestions } from '../../../test/fixtures';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import { installOfferFacts, isStandalone, shouldOfferInstall } from '../lib/install-offer';

vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(
    vi.fn(() => null),
    { reset: vi.fn() },
  );
  return { default: Object.assign(vi.fn(), { create: vi.fn(() => cannon) }) };
});

/** What Chromium fires when the app may be installed: an event with prompt() and userChoice. */
function browserOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

/** `(display-mode: standalone)` as the browser answers it. */
function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  }));
}

beforeEach(() => {
  forgetInstallPrompt();
  displayMode(false);
});

describe('keeping the browser install prompt (lib/install-prompt.ts)', () => {
  it('keeps the event and stops the browser showing its own bar on load', () => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    const { event } = browserOffer();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(keptInstallPrompt()).toBe(event);
  });

  it('forgets it once the app is installed', () => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    target.dispatchEvent(browserOffer().event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(keptInstallPrompt()).toBeNull();
  });
});

describe('when the install is offered (shouldOfferInstall)', () => {
  const { event } = browserOffer();
  const offered = { event, dismissed: false, standalone: false, gameCompleted: true };

  it('offers it after a completed game when the browser kept its prompt', () => {
    expect(shouldOfferInstall(offered)).toBe(true);
  });

  it('never before a game is completed, after «Не сейчас», when installed or without the event', () => {
    expect(shouldOfferInstall({ ...offered, gameCompleted: false })).toBe(false);
    expect(shouldOfferInstall({ ...offered, dismissed: true })).toBe(false);
    expect(shouldOfferInstall({ ...offered, standalone: true })).toBe(false);
    expect(shouldOfferInstall({ ...offered, event: null })).toBe(false);
  });

  it('reads the facts from the device: the kept event, the stored dismissal, the display mode', () => {
    listenForInstallPrompt(window);
    window.dispatchEvent(event);
    expect(installOfferFacts(true)).toEqual(offered);

    writeItem(storageKeys.installOfferDismissed, 'true');
    displayMode(true);
    expect(installOfferFacts(false)).toEqual({
      event,
      dismissed: true,
      standalone: true,
      gameCompleted: false,
    });
  });

  it('counts iOS Safari opened from the home screen as installed', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(isStandalone()).toBe(false);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { standalone: true }),
    );
    expect(isStandalone()).toBe(true);
  });
});

describe('the install card on the outro', () => {
  const round = [attempt(1, 1, true), attempt(2, 2, true), attempt(3, 3, false)];
  const outro = (results = round, state: unknown = { score: 20, totalQuestions: 3 }) => {
    mockApi({
      'GET /games/11': () => jsonResponse(200, sampleGame()),
      'GET /questions/by-game/11': () => jsonResponse(200, sampleQuestions()),
      'GET /user-questions/my-game-results/11': () => jsonResponse(200, results),
    });
    return renderRoute(paths.gameOutro.pattern, <GameOutroRoute />, {
      initialEntry: { pathname: '/game-outro/11', state },
    });
  };
  const browserOffers = (outcome?: 'accepted' | 'dismissed') => {
    listenForInstallPrompt(window);
    const offer = browserOffer(outcome);
    window.dispatchEvent(offer.event);
    return offer;
  };
  const openResult = async (user: ReturnType<typeof userEvent.setup>) =>
    user.click(await screen.findByRole('button', { name: 'Открыть результат' }));

  it('asks under the opened result, beside the outro buttons, and «Установить» prompts', async () => {
    const { prompt } = browserOffers();
    const user = userEvent.setup();
    outro();
    await openResult(user);
    const card = await screen.findByRole('region', { name: 'Установить Bolajon на телефон?' });
    // The outro's own buttons stay there and usable.
    expect(screen.getByRole('link', { name: 'На карту' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Результаты' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Установить' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(card).not.toBeInTheDocument();
    // Accepted: nothing to remember, and the used event is gone.
    expect(readItem(storageKeys.installOfferDismissed)).toBeNull();
    expect(keptInstallPrompt()).toBeNull();
  });

  it('is not there while the result card is still closed', async () => {
    browserOffers();
    outro();
    await screen.findByRole('button', { name: 'Открыть результат' });
    expect(screen.queryByRole('region', { name: 'Установить Bolajon на телефон?' })).toBeNull();
  });

  it('«Не сейчас» hides it, and it is never offered again', async () => {
    const { prompt } = browserOffers();
    const user = userEvent.setup();
    const { unmount } = outro();
    await openResult(user);
    await screen.findByRole('region', { name: 'Установить Bolajon на телефон?' });
    await user.click(screen.getByRole('button', { name: 'Не сейчас' }));
    expect(screen.queryByRole('region', { name: 'Установить Bolajon на телефон?' })).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    expect(readItem(storageKeys.installOfferDismissed)).toBe('true');
    unmount();

    outro();
    await openResult(user);
    expect(await screen.findByRole('region', { name: 'Игра пройдена!' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Установить Bolajon на телефон?' })).toBeNull();
  });

  it('a «no» in the browser dialog counts as «Не сейчас»', async () => {
    browserOffers('dismissed');
    const user = userEvent.setup();
    outro();
    await openResult(user);
    await user.click(await screen.findByRole('button', { name: 'Установить' }));
    expect(readItem(storageKeys.installOfferDismissed)).toBe('true');
  });

  it('is not offered without the browser event, when installed, or when no answer was given', async () => {
    const user = userEvent.setup();
    const noCard = async () => {
      await openResult(user);
      expect(await screen.findByRole('region', { name: 'Игра пройдена!' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Установить Bolajon на телефон?' })).toBeNull();
    };
    let view = outro();
    await noCard();
    view.unmount();

    browserOffers();
    displayMode(true);
    view = outro();
    await noCard();
    view.unmount();

    // Opened by its address, with no round behind it.
    displayMode(false);
    outro([], null);
    await noCard();
  });
});
