import type { DictionaryWord, LessonWithDictionaries, MyProgressResponse } from '@bolajon/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { playInTurn, stopSound } from '../../../lib/audio';
import { initI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { sampleProgress } from '../../../test/fixtures';
import {
  jsonResponse,
  mockApi,
  readProbe,
  renderRoute,
  testQueryClient,
} from '../../../test/utils';
import { LessonIntroScreen, type LessonIntroScreenProps } from '../components/lesson-intro-screen';
import { swipeDirection } from '../lib/swipe';

const { silentAudio } = await vi.hoisted(() => import('../../../test/audio-mock'));
vi.mock(import('../../../lib/audio'), silentAudio);

const lessonPath = {
  id: 1,
  title: 'Привет!',
  titleUz: 'Salom!',
  block: {
    title: 'Знакомство',
    titleUz: null,
    module: {
      title: 'Модуль',
      titleUz: null,
      course: { id: 1, title: 'Курс', titleUz: null },
    },
  },
};

const words = (): DictionaryWord[] =>
  [
    ['мама', 'ona'],
    ['папа', 'ota'],
    ['кошка', 'mushuk'],
  ].map(([word, translation], index) => ({
    id: 201 + index,
    word: word!,
    translation: translation!,
    imageUrl: `/media/${word}.png`,
    audioUrl: `/media/${word}.ogg`,
    translationAudioUrl: `/media/${translation}.ogg`,
    lesson: lessonPath,
  }));

const lesson = (dictionaries = words()): LessonWithDictionaries => ({
  id: 1,
  title: 'Привет!',
  titleUz: 'Salom!',
  dictionaries,
});

const seenAnswer = { lessonId: 1, seenAt: '2026-11-27T10:00:00.000Z' };

function introApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /lessons/1/with-dictionaries': () => jsonResponse(200, lesson()),
    'POST /lessons/1/intro-seen': () => jsonResponse(200, seenAnswer),
    'GET /home/my-progress': () => jsonResponse(200, sampleProgress()),
    ...overrides,
  });
}

function renderIntro(props: Partial<LessonIntroScreenProps> = {}) {
  const queryClient = testQueryClient();
  const view = renderRoute(
    '/lesson-intro/1',
    <LessonIntroScreen lessonId={1} nextGameId={11} seenBefore={false} {...props} />,
    { queryClient },
  );
  return { ...view, queryClient };
}

/** The big card: its name says the word it says. */
const card = (word: string) => screen.findByRole('button', { name: `Послушать ещё раз: ${word}` });
const heard = () => vi.mocked(playInTurn).mock.calls.map(([sounds]) => sounds.map((s) => s.text));

beforeEach(() => {
  vi.mocked(playInTurn).mockClear();
  vi.mocked(stopSound).mockClear();
});

describe('the show-and-say step', () => {
  it('shows each word with its picture, says it as it shows, and goes through with "next"', async () => {
    const api = introApi();
    const user = userEvent.setup();
    renderIntro();

    expect(await screen.findByRole('heading', { level: 1, name: 'Новые слова' })).toBeVisible();
    const first = await card('мама');
    expect(first).toBeVisible();
    expect(screen.getByText('Слово 1 из 3')).toBeInTheDocument();
    // The picture is the card's (the button names the word): decorative to a screen reader.
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/мама.png');
    // The Russian interface: the word alone, no Uzbek shown or heard.
    expect(screen.queryByText('ona')).not.toBeInTheDocument();
    await waitFor(() => expect(heard()).toEqual([['мама']]));
    expect(vi.mocked(playInTurn).mock.calls[0]).toEqual([
      [{ text: 'мама', audioUrl: '/media/мама.ogg' }],
      { auto: true },
    ]);

    await user.click(screen.getByRole('button', { name: /Дальше/ }));
    expect(await card('папа')).toBeVisible();
    expect(screen.getByText('Слово 2 из 3')).toBeInTheDocument();
    await waitFor(() => expect(heard()).toEqual([['мама'], ['папа']]));
    // Nothing recorded before the last word.
    expect(api.callsTo('POST /lessons/1/intro-seen')).toHaveLength(0);

    // Back and forth.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await card('мама')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  it('says the word again on a tap of the card (not automatically: a tap of its own)', async () => {
    introApi();
    const user = userEvent.setup();
    renderIntro();
    await user.click(await card('мама'));
    expect(vi.mocked(playInTurn).mock.calls.at(-1)).toEqual([
      [{ text: 'мама', audioUrl: '/media/мама.ogg' }],
    ]);
  });

  it('in the Uzbek interface shows the translation and says it after the word', async () => {
    await initI18n('uz');
    introApi();
    renderIntro();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yangi soʻzlar' })).toBeVisible();
    expect(await screen.findByText('ona')).toHaveAttribute('lang', 'uz');
    await waitFor(() =>
      expect(vi.mocked(playInTurn).mock.calls[0]).toEqual([
        [
          { text: 'мама', audioUrl: '/media/мама.ogg' },
          { text: 'ona', audioUrl: '/media/ona.ogg' },
        ],
        { auto: true },
      ]),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Keyingi/ }));
    await waitFor(() => expect(heard().at(-1)).toEqual(['папа', 'ota']));
  });

  it('records the words seen at the last word, once, and "Play!" opens the game', async () => {
    const api = introApi();
    const user = userEvent.setup();
    const { queryClient } = renderIntro();
    queryClient.setQueryData(queryKeys.myProgress(), {
      lessons: sampleProgress().lessons.map((l) => ({ ...l, introSeen: false })),
    });
    await card('мама');
    await user.click(screen.getByRole('button', { name: /Дальше/ }));
    await user.click(screen.getByRole('button', { name: /Дальше/ }));
    expect(await card('кошка')).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST /lessons/1/intro-seen')).toHaveLength(1));
    // The map's cached progress shows the step done at once.
    await waitFor(() =>
      expect(
        queryClient.getQueryData<MyProgressResponse>(queryKeys.myProgress())?.lessons[0]?.introSeen,
      ).toBe(true),
    );

    // Back and to the end again: still one record.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await user.click(screen.getByRole('button', { name: /Дальше/ }));
    const play = screen.getByRole('button', { name: /Играть!/ });
    expect(play).toHaveFocus();
    await user.click(play);
    expect(readProbe(await screen.findByLabelText('location')).pathname).toBe('/game-stage-1/11');
    expect(api.callsTo('POST /lessons/1/intro-seen')).toHaveLength(1);
  });

  it('lets the child play on when recording fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    introApi({
      'GET /lessons/1/with-dictionaries': () => jsonResponse(200, lesson(words().slice(0, 1))),
      'POST /lessons/1/intro-seen': () =>
        jsonResponse(500, { message: 'Internal error', code: 'INTERNAL_ERROR' }),
    });
    const user = userEvent.setup();
    renderIntro();
    await card('мама');
    await user.click(screen.getByRole('button', { name: /Играть!/ }));
    expect(readProbe(await screen.findByLabelText('location')).pathname).toBe('/game-stage-1/11');
  });

  it('turns the card with a swipe, and a swipe is not a tap', async () => {
    introApi();
    renderIntro();
    const first = await card('мама');
    await waitFor(() => expect(heard()).toEqual([['мама']]));
    fireEvent.pointerDown(first, { clientX: 300, clientY: 400 });
    fireEvent.pointerUp(first, { clientX: 150, clientY: 410 });
    fireEvent.click(first);
    expect(await card('папа')).toBeVisible();
    await waitFor(() => expect(heard()).toEqual([['мама'], ['папа']]));

    const second = await card('папа');
    fireEvent.pointerDown(second, { clientX: 100, clientY: 400 });
    fireEvent.pointerUp(second, { clientX: 260, clientY: 400 });
    expect(await card('мама')).toBeVisible();
  });

  it('can be skipped on a replay, and not the first time', async () => {
    introApi();
    const first = renderIntro();
    await card('мама');
    expect(screen.queryByRole('link', { name: 'Пропустить' })).not.toBeInTheDocument();
    first.unmount();

    renderIntro({ seenBefore: true });
    await card('мама');
    expect(screen.getByRole('link', { name: 'Пропустить' })).toHaveAttribute(
      'href',
      '/game-stage-1/11',
    );
  });

  it('stops the sound when the word goes', async () => {
    introApi();
    const view = renderIntro();
    await card('мама');
    await waitFor(() => expect(heard()).toHaveLength(1));
    act(() => view.unmount());
    expect(stopSound).toHaveBeenCalled();
  });

  it('records a lesson without new words as seen and offers to play', async () => {
    const api = introApi({
      'GET /lessons/1/with-dictionaries': () => jsonResponse(200, lesson([])),
    });
    renderIntro();
    expect(await screen.findByText('В этом уроке нет новых слов. Можно играть!')).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST /lessons/1/intro-seen')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Играть!/ })).toBeVisible();
  });

  it('says a locked lesson is locked and an unknown one is not there, with the way to the map', async () => {
    introApi({
      'GET /lessons/1/with-dictionaries': () =>
        jsonResponse(403, { message: 'locked', code: 'COURSE_LOCKED' }),
    });
    const locked = renderIntro();
    expect(await screen.findByText('Этот урок откроется после покупки курса')).toBeVisible();
    expect(screen.getByRole('link', { name: 'На карту' })).toHaveAttribute('href', '/');
    locked.unmount();

    renderRoute(
      '/lesson-intro/x',
      <LessonIntroScreen lessonId={null} nextGameId={null} seenBefore={false} />,
    );
    expect(await screen.findByText('Такого урока нет')).toBeVisible();
  });
});

describe('swipeDirection', () => {
  it('reads a long sideways move as a swipe, anything else as none', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(120, -10)).toBe('back');
    expect(swipeDirection(-20, 0)).toBe('none');
    expect(swipeDirection(-80, 90)).toBe('none');
  });
});
