import type { HomeResponse, MyProgressResponse } from '@bolajon/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../app/provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { keepLesson, keptLessons, type KeptLesson } from '../../../lib/offline/keep-lesson';
import { playableAudioUrl } from '../../../lib/playable-audio';
import { controlledByServiceWorker, installFakeCaches } from '../../../test/fake-cache-storage';
import { sampleSettings } from '../../../test/fixtures';
import { asGrownUp } from '../../../test/grown-up';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { HomeScreen } from '../components/home-screen';
import { todayUtc } from '../lib/active-day';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

/**
 * What is kept on the phone, as lib/offline/keep-lesson.ts would find it in Cache Storage (its
 * own tests cover that with a fake Cache Storage); keeping a lesson waits for `hold` when set.
 */
const phone = vi.hoisted(() => ({
  kept: new Map<number, KeptLesson>(),
  hold: null as Promise<void> | null,
  /** Lessons whose keeping fails (a file the network did not give). */
  failing: new Set<number>(),
}));
vi.mock(import('../../../lib/offline/keep-lesson'), async (original) => ({
  ...(await original()),
  keptLessons: vi.fn(async () => [...phone.kept.values()].sort((a, b) => a.lessonId - b.lessonId)),
  keepLesson: vi.fn(async (lessonId: number) => {
    await phone.hold;
    if (phone.failing.has(lessonId)) throw new Error(`Could not keep /media/c/${lessonId}.webm`);
    const lesson = {
      lessonId,
      title: `Урок ${lessonId}`,
      titleUz: null,
      bytes: 1,
      keptAt: Date.now(),
    };
    phone.kept.set(lessonId, lesson);
    return lesson;
  }),
}));

type Game = [id: number, status: 'active' | 'inactive' | 'locked', stars: number];

/** The home and progress answers of a map whose lessons are `[id, title, games]`. */
function mapOf(lessons: [number, string, Game[]][]) {
  const games = (list: Game[]) => list.map(([id, status, stars]) => ({ id, status, stars }));
  const home: HomeResponse = {
    lessons: lessons.map(([id, title, list]) => ({ id, title, titleUz: null, games: games(list) })),
  };
  const progress: MyProgressResponse = {
    lessons: lessons.map(([id, title, list]) => ({
      id,
      title,
      titleUz: null,
      block: { title: 'Знакомство и семья', titleUz: null },
      introSeen: true,
      newWords: 10,
      games: games(list),
    })),
  };
  return { home, progress };
}

function homeApi({ home, progress }: ReturnType<typeof mapOf>) {
  return mockApi({
    'GET /home': () => jsonResponse(200, home),
    'GET /home/my-progress': () => jsonResponse(200, progress),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'POST /user-days/track': () => {
      if (!navigator.onLine) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { date: todayUtc() });
    },
  });
}

// The app's query client: its writes fail at once without a network instead of waiting for one.
const renderHome = () => renderRoute('/', <HomeScreen />, { queryClient: createQueryClient() });

const lessonRegion = (title: string) => screen.findByRole('region', { name: new RegExp(title) });
async function gameButton(n: number, lesson: string) {
  return within(await lessonRegion(lesson)).findByRole('button', { name: `ИГРА ${n}` });
}

/** The phone loses its network, as the browser says it (`navigator.onLine` and the event). */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

beforeEach(() => {
  phone.kept.clear();
  phone.hold = null;
  phone.failing.clear();
  vi.mocked(keepLesson).mockClear();
  vi.mocked(keptLessons).mockClear();
  installFakeCaches();
});
afterEach(() => {
  // TanStack Query's own idea of the network outlives the test: back online for the next.
  onlineManager.setOnline(true);
});

describe('the map without a network', () => {
  const played: [number, string, Game[]][] = [
    [
      1,
      'Привет',
      [
        [11, 'active', 3],
        [12, 'active', 2],
      ],
    ],
    [2, 'Моя семья', [[21, 'active', 0]]],
    [3, 'Цвета', [[31, 'locked', 0]]],
  ];

  it('says so in its band once the network goes, and what can be played', async () => {
    phone.kept.set(1, { lessonId: 1, title: 'Привет', titleUz: null, bytes: 1, keptAt: 1 });
    // The kept list is read once a worker controls the page; the lesson it would keep by itself
    // meanwhile never finishes, so only lesson 1 is on the phone.
    controlledByServiceWorker();
    phone.hold = new Promise(() => {});
    homeApi(mapOf(played));
    renderHome();
    await gameButton(1, 'Привет');
    expect(screen.queryByText(/Нет интернета/)).not.toBeInTheDocument();

    goOffline();
    const banner = await screen.findByText(/Нет интернета/);
    expect(banner.closest('[role="status"]')).toHaveTextContent(
      'Нет интернета. Играй в уроки с галочкой «На телефоне» — они скачаны.',
    );

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/Нет интернета/)).not.toBeInTheDocument();
  });

  it('says the lessons open with the network when none is on the phone (in Uzbek too)', async () => {
    await initI18n('uz');
    homeApi(mapOf(played));
    renderHome();
    await within(await lessonRegion('Привет')).findByRole('button', {
      name: i18n.t('home.gameLabel', { n: 1 }),
    });
    goOffline();
    expect(
      await screen.findByText("Internet yo'q. Darslar internet paydo bo'lganda ochiladi."),
    ).toBeInTheDocument();
  });

  it('opens a kindly note, not the game, for a lesson that is not on the phone', async () => {
    phone.kept.set(1, { lessonId: 1, title: 'Привет', titleUz: null, bytes: 1, keptAt: 1 });
    // The kept list is read once a worker controls the page; the lesson it would keep by itself
    // meanwhile never finishes, so only lesson 1 is on the phone.
    controlledByServiceWorker();
    phone.hold = new Promise(() => {});
    const api = homeApi(mapOf(played));
    const user = userEvent.setup();
    const { router } = renderHome();
    const notKept = await gameButton(1, 'Моя семья');
    goOffline();

    await user.click(notKept);
    const note = screen.getByRole('dialog', { name: 'Этот урок не скачан' });
    expect(note).toHaveTextContent('Он откроется, когда появится интернет.');
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /user-days/track')).toHaveLength(0);

    await user.click(within(note).getByRole('button', { name: 'Хорошо' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notKept).toHaveFocus();

    // The lesson's words are not on the phone either.
    await user.click(
      within(await lessonRegion('Моя семья')).getByRole('button', { name: 'СЛОВА' }),
    );
    expect(screen.getByRole('dialog', { name: 'Этот урок не скачан' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens a game of a kept lesson as ever (the day cannot be recorded: it goes on)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    phone.kept.set(1, { lessonId: 1, title: 'Привет', titleUz: null, bytes: 1, keptAt: 1 });
    // The kept list is read once a worker controls the page; the lesson it would keep by itself
    // meanwhile never finishes, so only lesson 1 is on the phone.
    controlledByServiceWorker();
    phone.hold = new Promise(() => {});
    homeApi(mapOf(played));
    const user = userEvent.setup();
    renderHome();
    const kept = await gameButton(1, 'Привет');
    goOffline();

    await user.click(kept);
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/game-stage-1/11');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves a locked lesson to the support call, offline too', async () => {
    homeApi(mapOf(played));
    const user = userEvent.setup();
    renderHome();
    const locked = await gameButton(1, 'Цвета');
    goOffline();
    await user.click(locked);
    expect(screen.getByRole('dialog', { name: 'Этот урок пока закрыт' })).toBeInTheDocument();
  });
});

describe('keeping lessons from the map (a service worker in control, online)', () => {
  const fresh: [number, string, Game[]][] = [
    [
      1,
      'Привет',
      [
        [11, 'active', 0],
        [12, 'inactive', 0],
      ],
    ],
    [2, 'Моя семья', [[21, 'inactive', 0]]],
    [
      3,
      'Цвета',
      [
        [31, 'inactive', 0],
        [32, 'inactive', 0],
      ],
    ],
    [4, 'Еда', [[41, 'locked', 0]]],
  ];
  const keepButton = (title: string) =>
    screen.queryByRole('button', { name: `Скачать урок «${title}» для игры без интернета` });

  it('keeps the current lesson and the next by themselves: "on the phone" under them', async () => {
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    renderHome();

    expect(await within(await lessonRegion('Привет')).findByText('На телефоне')).toBeVisible();
    expect(await within(await lessonRegion('Моя семья')).findByText('На телефоне')).toBeVisible();
    expect(vi.mocked(keepLesson).mock.calls.map(([id, options]) => [id, options.gameIds])).toEqual([
      [1, [11, 12]],
      [2, [21]],
    ]);
    expect(within(await lessonRegion('Цвета')).queryByText('На телефоне')).not.toBeInTheDocument();
  });

  it('offers "download for the road" under an open lesson, never under a locked one', async () => {
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    renderHome();
    await within(await lessonRegion('Моя семья')).findByText('На телефоне');

    const keep = keepButton('Цвета');
    expect(keep).toHaveTextContent('Скачать в дорогу');
    expect(within(await lessonRegion('Цвета')).getByRole('button', { name: /Скачать урок/ })).toBe(
      keep,
    );
    expect(keepButton('Еда')).not.toBeInTheDocument();
    expect(within(await lessonRegion('Еда')).queryByText(/Скачать|На телефоне/)).toBeNull();
  });

  it('keeps the tapped lesson with its games, says it is keeping, then that it is on the phone', async () => {
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    const user = userEvent.setup();
    renderHome();
    await within(await lessonRegion('Моя семья')).findByText('На телефоне');

    let done!: () => void;
    phone.hold = new Promise((resolve) => (done = resolve));
    await user.click(keepButton('Цвета')!);
    expect(keepLesson).toHaveBeenLastCalledWith(3, {
      gameIds: [31, 32],
      playable: playableAudioUrl,
    });
    const region = await lessonRegion('Цвета');
    // One status, said once (not a status in a status repeating it).
    expect((await within(region).findByRole('status')).textContent).toBe('Скачиваем урок…');
    expect(keepButton('Цвета')).not.toBeInTheDocument();

    await act(async () => done());
    expect(await within(region).findByText('На телефоне')).toBeVisible();
  });

  it('keeps again a copy older than twelve hours, not a fresh one', async () => {
    const hours = (n: number) => Date.now() - n * 60 * 60_000;
    phone.kept.set(1, { lessonId: 1, title: 'Привет', titleUz: null, bytes: 1, keptAt: hours(13) });
    phone.kept.set(2, { lessonId: 2, title: 'Семья', titleUz: null, bytes: 1, keptAt: hours(11) });
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    renderHome();
    await waitFor(() => expect(keepLesson).toHaveBeenCalled());
    await waitFor(() => expect(phone.kept.get(1)!.keptAt).toBeGreaterThan(hours(1)));
    expect(vi.mocked(keepLesson).mock.calls.map(([id]) => id)).toEqual([1]);
  });

  it('goes on to the next lesson when one cannot be kept, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    phone.failing.add(1);
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    renderHome();

    expect(await within(await lessonRegion('Моя семья')).findByText('На телефоне')).toBeVisible();
    expect(keepLesson).toHaveBeenCalledWith(1, expect.anything());
    expect(warn).toHaveBeenCalledWith(
      'Could not keep lesson 1 for offline play',
      expect.any(Error),
    );
    // Not on the phone: it can be kept by hand.
    expect(keepButton('Привет')).toBeInTheDocument();
  });

  it('tries a lesson that could not be kept once, not again at once (the next visit will)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    phone.failing.add(1);
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    renderHome();

    await within(await lessonRegion('Моя семья')).findByText('На телефоне');
    // The kept list was read again after the tries: lesson 1 is still due, and not tried again.
    await waitFor(() => expect(keepLesson).toHaveBeenCalledTimes(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(vi.mocked(keepLesson).mock.calls.map(([id]) => id)).toEqual([1, 2]);
  });

  it('says kindly when "download for the road" failed, and offers it again', async () => {
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    const user = userEvent.setup();
    renderHome();
    await within(await lessonRegion('Моя семья')).findByText('На телефоне');

    phone.failing.add(3);
    await user.click(keepButton('Цвета')!);
    const region = await lessonRegion('Цвета');
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Не получилось скачать урок. Проверь интернет и попробуй ещё раз.',
    );
    phone.failing.delete(3);
    await user.click(keepButton('Цвета')!);
    expect(await within(region).findByText('На телефоне')).toBeVisible();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts keeping once a service worker takes the page (after the first visit)', async () => {
    const container = controlledByServiceWorker();
    container.controller = null;
    homeApi(mapOf(fresh));
    renderHome();
    await gameButton(1, 'Привет');
    expect(keepButton('Цвета')).not.toBeInTheDocument();
    expect(keepLesson).not.toHaveBeenCalled();

    act(() => {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(await within(await lessonRegion('Моя семья')).findByText('На телефоне')).toBeVisible();
    expect(keepButton('Цвета')).toBeInTheDocument();
  });

  it('offers nothing where no service worker controls the page', async () => {
    homeApi(mapOf(fresh));
    renderHome();
    await gameButton(1, 'Привет');
    expect(screen.queryByText('Скачать в дорогу')).not.toBeInTheDocument();
    expect(keepLesson).not.toHaveBeenCalled();
    // Nothing can have been kept without a worker: the phone is not even asked (nor its code loaded).
    expect(keptLessons).not.toHaveBeenCalled();
  });

  it('offers nothing to keep without a network', async () => {
    controlledByServiceWorker();
    homeApi(mapOf(fresh));
    renderHome();
    await within(await lessonRegion('Моя семья')).findByText('На телефоне');
    expect(keepButton('Цвета')).toBeInTheDocument();
    goOffline();
    expect(keepButton('Цвета')).not.toBeInTheDocument();
    // What is on the phone still says so.
    expect(within(await lessonRegion('Привет')).getByText('На телефоне')).toBeVisible();
  });
});
