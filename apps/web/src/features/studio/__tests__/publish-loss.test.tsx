import type { StudioPublishLoss, User } from '@bolajon/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, loadStudioTexts } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { asGrownUp } from '../../../test/grown-up';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, mockApi } from '../../../test/utils';
import { lostText, removedText } from '../components/publish-loss';
import { editorUser, lessonFourDraft, studioTree } from './studio-fixtures';

/*
 * The publish confirmation of a published lesson's draft says what the publish would delete and
 * what learners would lose with it (GET /studio/lessons/{id}/draft/loss), asked when it opens.
 */

asGrownUp();

type Handlers = Parameters<typeof mockApi>[0];
const todayUtc = () => new Date().toISOString().slice(0, 10);
const LOSS = 'GET /studio/lessons/4/draft/loss';

const savedDraft = () =>
  lessonFourDraft({
    draft: true,
    draftId: 9,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: { id: 5, name: 'Малика' },
  });

const noLoss: StudioPublishLoss = {
  learners: 0,
  answers: 0,
  stars: 0,
  wordMarks: 0,
  games: [],
  questions: 0,
  words: [],
};
const someLoss: StudioPublishLoss = {
  learners: 3,
  answers: 7,
  stars: 2,
  wordMarks: 1,
  games: ['g2'],
  questions: 1,
  words: ['koshka'],
};

/** Lesson 4 with a saved draft, signed in as an editor. */
function renderLesson(handlers: Handlers, me: User = editorUser()) {
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
    'GET /family': () => jsonResponse(200, { children: [] }),
    'GET /studio/courses': () => jsonResponse(200, studioTree()),
    'GET /studio/drafts': () => jsonResponse(200, []),
    'GET /studio/game-templates': () => jsonResponse(200, []),
    'GET /studio/lessons/4/draft': () => jsonResponse(200, savedDraft()),
    'POST /studio/lessons/4/publish': () =>
      jsonResponse(200, {
        lessonId: 4,
        created: 0,
        updated: 1,
        deleted: 3,
        unchanged: 5,
        contentVersion: 13,
      }),
    ...handlers,
  });
  renderApp('/studio/lessons/4');
  return api;
}

async function openPublish() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Опубликовать' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Опубликовать урок?' }) };
}

/** A response the test lets go of when it wants: the count is seen while it is made. */
function held(response: () => Response) {
  let release!: () => void;
  const answered = new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });
  return { handler: () => answered, release };
}

describe('the publish confirmation says what learners would lose', () => {
  it('counts while the confirmation is open, then says what goes and what learners lose; the safe answer first', async () => {
    const count = held(() => jsonResponse(200, someLoss));
    const api = renderLesson({ [LOSS]: count.handler });
    const { user, dialog } = await openPublish();

    expect(within(dialog).getByRole('status')).toHaveTextContent('Считаю, что потеряют ученики…');
    // The publish does not wait for the count.
    expect(within(dialog).getByRole('button', { name: 'Опубликовать' })).toBeEnabled();
    expect(within(dialog).getAllByRole('button')[0]).toHaveTextContent('Отмена');

    await act(async () => count.release());
    expect(
      await within(dialog).findByText(
        'При публикации удалятся: игра «g2», 1 вопрос, слово «koshka».',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('3 ребёнка потеряют 7 ответов, 2 звезды и 1 отметку в словаре.'),
    ).toBeVisible();
    expect(api.callsTo(LOSS)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect(
      await screen.findByText('Опубликовано: добавлено 0, изменено 1, удалено 3.'),
    ).toBeVisible();
    expect(api.callsTo('POST /studio/lessons/4/publish')).toHaveLength(1);
  });

  it('says nothing learners have done is lost when all is zero, and counts afresh when opened again', async () => {
    const second = held(() => jsonResponse(200, someLoss));
    const api = renderLesson({ [LOSS]: [() => jsonResponse(200, noLoss), second.handler] });
    const { user, dialog } = await openPublish();
    expect(
      await within(dialog).findByText('Ничего из сделанного учениками не пропадёт.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/При публикации удалятся/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.callsTo('POST /studio/lessons/4/publish')).toHaveLength(0);

    // Opened again: the last count is not shown as if it were this one's.
    const again = await openPublish();
    expect(within(again.dialog).getByRole('status')).toHaveTextContent(
      'Считаю, что потеряют ученики…',
    );
    expect(within(again.dialog).queryByText(/Ничего из сделанного/)).not.toBeInTheDocument();
    await act(async () => second.release());
    expect(await within(again.dialog).findByText(/^3 ребёнка потеряют 7 ответов/)).toBeVisible();
    expect(api.callsTo(LOSS)).toHaveLength(2);
  });

  it('says the count could not be made, and the publish still goes', async () => {
    const api = renderLesson({
      [LOSS]: () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'Internal Server Error' }),
    });
    const { user, dialog } = await openPublish();
    expect(
      await within(dialog).findByText(
        'Не удалось посчитать, что потеряют ученики. Опубликовать можно и так.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect(
      await screen.findByText('Опубликовано: добавлено 0, изменено 1, удалено 3.'),
    ).toBeVisible();
    expect(api.callsTo('POST /studio/lessons/4/publish')).toHaveLength(1);
  });

  it('says it in Uzbek', async () => {
    await act(() => i18n.changeLanguage('uz'));
    renderLesson({ [LOSS]: () => jsonResponse(200, { ...someLoss, games: ['g1', 'g2'] }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eʼlon qilish' }));
    const dialog = screen.getByRole('dialog', { name: 'Dars eʼlon qilinsinmi?' });
    expect(
      await within(dialog).findByText(
        'Eʼlon qilinganda oʻchiriladi: «g1», «g2» oʻyinlari, 1 ta savol, «koshka» soʻzi.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        '3 ta bola 7 ta javob, 2 ta yulduz va lugʻatdagi 1 ta belgi yoʻqotadi.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Eʼlon qilish' })).toBeEnabled();
  });
});

describe('the loss in words', () => {
  it('names only the kinds there are, in the Russian plural forms', async () => {
    await loadStudioTexts();
    const t = i18n.getFixedT('ru', 'studio');
    expect(lostText({ ...noLoss, learners: 1, answers: 21 }, t)).toBe(
      '1 ребёнок потеряет 21 ответ.',
    );
    expect(lostText({ ...noLoss, learners: 5, stars: 5, wordMarks: 3 }, t)).toBe(
      '5 детей потеряют 5 звёзд и 3 отметки в словаре.',
    );
    expect(lostText({ ...noLoss, learners: 2, wordMarks: 11 }, t)).toBe(
      '2 ребёнка потеряют 11 отметок в словаре.',
    );
    expect(lostText(noLoss, t)).toBeNull();
    expect(removedText({ ...noLoss, questions: 5 }, t)).toBe(
      'При публикации удалятся: 5 вопросов.',
    );
    expect(removedText({ ...noLoss, words: ['a', 'b'] }, t)).toBe(
      'При публикации удалятся: слова «a», «b».',
    );
    expect(removedText(noLoss, t)).toBeNull();
  });
});
