import type { Question, User } from '@bolajon/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arrangePictures } from '../../../games/listening-choice/listening-choice-reducer';
import { installFakeAudio, noEngine } from '../../../lib/__tests__/fake-audio';
import { paths } from '../../../lib/paths';
import { storageKeys } from '../../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { asGrownUp } from '../../../test/grown-up';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, mockApi, renderInRouter, sampleUser } from '../../../test/utils';
import { loadStudioTexts } from '../../../lib/i18n';
import { PreviewLink } from '../components/preview-link';
import { previewGame } from '../lib/preview-game';
import { studioPaths } from '../lib/studio-paths';
import { previewDraft, previewLesson } from './preview-fixtures';
import { editorUser } from './studio-fixtures';

// The studio is behind the grown-up gate: a grown-up passed.
asGrownUp();

vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(
    vi.fn(() => null),
    { reset: vi.fn() },
  );
  return { default: Object.assign(vi.fn(), { create: vi.fn(() => cannon) }) };
});

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  // The page was tapped; texts without a recording are asked of POST /audio, as for a child.
  installFakeAudio({ unlocked: true });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const todayUtc = () => new Date().toISOString().slice(0, 10);
type Handlers = Parameters<typeof mockApi>[0];

function renderAppAs(me: User, path: string, handlers: Handlers = {}) {
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  localStorage.setItem(storageKeys.lastActiveDayTracked, todayUtc());
  const api = mockApi({
    'GET /users/me': () => jsonResponse(200, me),
    'GET /home': () => jsonResponse(200, sampleHome()),
    'GET /home/my-progress': () => jsonResponse(200, sampleProgress()),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'GET /user-days/my-days': () => jsonResponse(200, []),
    'GET /user-achievements/my-achievements': () => jsonResponse(200, []),
    'GET /studio/lessons/4/draft': () => jsonResponse(200, previewDraft()),
    'POST /audio': noEngine,
    ...handlers,
  });
  const { router } = renderApp(path);
  return { router, api };
}

/** Everything the preview sent that is not a read or a request for a text's sound. */
const sentToServer = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.method !== 'GET' && call.path !== '/audio');

const listening = previewGame(previewLesson(), 'listen', { lessonId: 4 })!;
const phone = () => within(screen.getByRole('region', { name: /Экран телефона/ }));
const pictures = () => phone().getByRole('group', { name: 'Картинки' });
/** The picture of `answer`, by its place on screen (its label never names it). */
function pictureOf(question: Question, answer: string) {
  const place = arrangePictures(question).findIndex((v) => v.answer === answer) + 1;
  return within(pictures()).getByRole('button', { name: new RegExp(`^Картинка ${place}\\b`) });
}

/** From the intro's video to the first question. */
async function startGame(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('region', { name: /Экран телефона/ });
  await user.click(await phone().findByRole('button', { name: 'Смотреть видео' }));
  await user.click(phone().getByRole('button', { name: 'Начать игру' }));
  await phone().findByText('Вопрос 1 из 2');
}

describe('the studio preview of a game', () => {
  it('plays a 2.3 game from the draft: right judged right, wrong judged wrong, to the end screens, nothing sent', async () => {
    const { api, router } = renderAppAs(editorUser(), studioPaths.lessonPreview.href(4, 'listen'));
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Послушай' })).toBeVisible();
    expect(screen.getByText('Просмотр — ничей прогресс не меняется')).toBeVisible();
    expect(screen.getByRole('link', { name: 'К уроку' })).toHaveAttribute(
      'href',
      paths.studioLesson.href(4),
    );
    // The intro, from the draft's own media.
    expect(await phone().findByLabelText('Послушай', { selector: 'video' })).toHaveAttribute(
      'src',
      '/media/v/first.mp4',
    );
    await startGame(user);

    const [first, second] = listening.questions as [Question, Question];
    await user.click(pictureOf(first, 'кошка'));
    await user.click(phone().getByRole('button', { name: 'Проверить' }));
    const right = await phone().findByRole('region', { name: 'Правильно! Молодец!' });
    expect(pictureOf(first, 'кошка')).toHaveAccessibleDescription('Верно');
    await user.click(await within(right).findByRole('button', { name: 'Дальше' }));

    await phone().findByText('Вопрос 2 из 2');
    await user.click(pictureOf(second, 'кошка'));
    await user.click(phone().getByRole('button', { name: 'Проверить' }));
    const wrong = await phone().findByRole('region', { name: 'Ой, не так!' });
    expect(pictureOf(second, 'кошка')).toHaveAccessibleDescription('Неверно');
    expect(within(wrong).getByText('собака')).toBeInTheDocument();
    await user.click(await within(wrong).findByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(phone().queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    await user.click(pictureOf(second, 'собака'));
    await user.click(phone().getByRole('button', { name: 'Проверить' }));
    const last = await phone().findByRole('region', { name: 'Правильно! Молодец!' });
    await user.click(await within(last).findByRole('button', { name: 'Дальше' }));

    // The game has an award: its card, the closing video, then the round's result.
    await user.click(await phone().findByRole('button', { name: 'Открыть секретную награду' }));
    expect(phone().getByRole('heading', { name: 'Чуткое ухо' })).toBeInTheDocument();
    await user.click(phone().getByRole('button', { name: 'Дальше' }));
    await user.click(await phone().findByRole('button', { name: 'Завершить' }));
    await user.click(await phone().findByRole('button', { name: 'Открыть результат' }));
    // A question counts by its first answer, as the server counts a round: 1 of 2.
    expect(
      await phone().findByLabelText('Правильных ответов: 1 из 2', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(phone().getByRole('link', { name: 'На карту' })).toHaveAttribute(
      'href',
      paths.studioLesson.href(4),
    );
    // The preview stayed on its page: the stages are not the learner's URLs.
    expect(router.state.location.pathname).toBe(studioPaths.lessonPreview.href(4, 'listen'));

    // Nothing was sent: no answer, no progress, no award; the texts without a recording were
    // asked of POST /audio, as a child's game asks.
    expect(sentToServer(api)).toEqual([]);
    // Nor was the learner's game read: the draft is the game.
    expect(
      api.calls.filter((call) => /^\/(games|questions|user-questions)\//.test(call.path)),
    ).toEqual([]);
    expect(api.callsTo('POST /audio').length).toBeGreaterThan(0);
  });

  it('restarts from the intro, and closes to the lesson, not the child map', async () => {
    renderAppAs(editorUser(), studioPaths.lessonPreview.href(4, 'listen'));
    const user = userEvent.setup();
    await startGame(user);

    expect(phone().getByRole('link', { name: 'Выйти на карту' })).toHaveAttribute(
      'href',
      paths.studioLesson.href(4),
    );
    await user.click(screen.getByRole('button', { name: 'Начать заново' }));
    expect(await phone().findByRole('button', { name: 'Смотреть видео' })).toBeInTheDocument();
    expect(phone().getByRole('button', { name: 'Начать игру' })).toBeDisabled();
  });

  it.each([
    ['talk', 'Поговорим'],
    ['order', 'Собери диалог'],
    ['pairs', 'Найди пару'],
  ])('opens the %s game (%s) on its own screen, its first question showing', async (key, title) => {
    renderAppAs(editorUser(), studioPaths.lessonPreview.href(4, key));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await screen.findByRole('region', { name: /Экран телефона/ });
    await user.click(await phone().findByRole('button', { name: 'Смотреть видео' }));
    await user.click(phone().getByRole('button', { name: 'Начать игру' }));
    expect(await phone().findByText('Вопрос 1 из 1')).toBeInTheDocument();
  });

  it("previews a new lesson's draft by the draft's id", async () => {
    const { api } = renderAppAs(editorUser(), studioPaths.draftPreview.href(9, 'talk'), {
      'GET /studio/drafts/9': () => jsonResponse(200, previewDraft({ lessonId: null, draftId: 9 })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Поговорим' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'К уроку' })).toHaveAttribute(
      'href',
      studioPaths.draft.href(9),
    );
    expect(api.callsTo('GET /studio/drafts/9')).toHaveLength(1);
  });

  it('says so when the lesson has no such game', async () => {
    renderAppAs(editorUser(), studioPaths.lessonPreview.href(4, 'gone'));
    expect(await screen.findByText('В этом уроке нет такой игры')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'К уроку' })).toHaveAttribute(
      'href',
      paths.studioLesson.href(4),
    );
  });

  it('is opened by a Preview link naming its game, for a lesson or a draft', async () => {
    await loadStudioTexts();
    renderInRouter(
      <>
        <PreviewLink lessonId={4} gameKey="listen" title="Послушай" />
        <PreviewLink draftId={9} gameKey="talk" />
      </>,
      '/',
    );
    expect(screen.getByRole('link', { name: 'Просмотр игры «Послушай»' })).toHaveAttribute(
      'href',
      '/studio/lessons/4/preview/listen',
    );
    expect(screen.getByRole('link', { name: 'Просмотр' })).toHaveAttribute(
      'href',
      '/studio/drafts/9/preview/talk',
    );
  });

  it('is for editors only: a learner is refused and the draft is never asked for', async () => {
    const { api } = renderAppAs(
      { ...sampleUser, role: 'learner', editor: false },
      studioPaths.lessonPreview.href(4, 'listen'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Студия — для редакторов курсов' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Просмотр — ничей прогресс не меняется')).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/studio'))).toEqual([]);
  });
});
