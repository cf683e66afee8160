import type { User } from '@bolajon/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { storageKeys } from '../../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { asGrownUp } from '../../../test/grown-up';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, mockApi } from '../../../test/utils';
import type { EditLesson } from '../lib/edit-lesson';
import { studioPaths } from '../lib/studio-paths';
import { editorDraft, gameTemplates, validLesson } from './editor-fixtures';
import { editorUser, studioTree } from './studio-fixtures';

// The studio is behind the grown-up gate: a grown-up passed.
asGrownUp();

type Handlers = Parameters<typeof mockApi>[0];
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The whole app at `path`, signed in as an editor, the lesson editor's calls answered. */
function renderStudio(path: string, handlers: Handlers = {}, me: User = editorUser()) {
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
    'GET /studio/game-templates': () => jsonResponse(200, gameTemplates()),
    'GET /studio/lessons/4/draft': () => jsonResponse(200, editorDraft()),
    // A save answers with the draft as stored: the lesson sent.
    'PUT /studio/lessons/4/draft': (call) =>
      jsonResponse(
        200,
        editorDraft({
          draft: true,
          draftId: 9,
          lesson: (call.body as { lesson: Record<string, unknown> }).lesson,
          updatedAt: '2026-11-27T05:00:00.000Z',
          updatedBy: { id: 3, name: 'Гульнора' },
        }),
      ),
    ...handlers,
  });
  const { router } = renderApp(path);
  return { router, api };
}

const savedLesson = (api: ReturnType<typeof mockApi>, n = 0) =>
  (api.callsTo('PUT /studio/lessons/4/draft')[n]?.body as { lesson: EditLesson }).lesson;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the lesson editor', () => {
  it('saves an edited word: the whole lesson is PUT, with the change', async () => {
    const { api } = renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    const translation = await screen.findByDisplayValue('it');
    expect(screen.getByRole('button', { name: 'Сохранить черновик' })).toBeDisabled();

    await user.clear(translation);
    await user.type(translation, 'kuchuk');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    expect(await screen.findByText('Сохранено')).toBeVisible();
    const expected = validLesson();
    expected.words![1]!.translation = 'kuchuk';
    expect(api.callsTo('PUT /studio/lessons/4/draft')).toHaveLength(1);
    expect(savedLesson(api)).toEqual(expected);
    // The saved draft is said, and it can be published now.
    expect(await screen.findByText(/^Черновик сохранён .*, Гульнора$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Опубликовать' })).toBeEnabled();
  });

  it('adds a word whose key follows what is typed, and focuses it', async () => {
    const { api } = renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Добавить слово' }));
    const word = screen.getByRole('group', { name: 'Слово 3:' });
    expect(within(word).getByRole('textbox', { name: 'Слово (по-русски)' })).toHaveFocus();
    await user.keyboard('мяч');
    await user.type(within(word).getByRole('textbox', { name: 'Перевод (по-узбекски)' }), 'toʻp');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await screen.findByText('Сохранено');
    expect(savedLesson(api).words?.[2]).toEqual({ key: 'myach', word: 'мяч', translation: 'toʻp' });
  });

  it('moves and removes with the keyboard, the focus following the moved item', async () => {
    const { api } = renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    const down = await screen.findByRole('button', { name: 'Ниже: Слово 1: кошка' });
    down.focus();
    await user.keyboard('{Enter}');
    // Now the last word: its "down" is off, so the focus is on its "up".
    expect(screen.getByRole('button', { name: 'Выше: Слово 2: кошка' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Ниже: Слово 1: кошка' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Удалить: Слово 1: кошка' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('edit-words')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Слово 1: собака' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await screen.findByText('Сохранено');
    expect(savedLesson(api).words?.map((word) => word.key)).toEqual(['sobaka']);
  });

  it('refuses a 2.3 question with two right answers in the contract’s words, and sends nothing', async () => {
    const twoRight = validLesson();
    twoRight.games[0]!.questions[0]!.variants![1]!.correct = true;
    const { api } = renderStudio('/studio/lessons/4', {
      'GET /studio/lessons/4/draft': () =>
        jsonResponse(200, editorDraft({ lesson: twoRight as Record<string, unknown> })),
    });
    const user = userEvent.setup();
    // Make a change, so there is something to save.
    await user.type(await screen.findByDisplayValue('Кошка и собака'), '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    const message = 'game type 2.3 needs exactly one variant marked correct, got 2';
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Черновик не сохранён: исправьте ошибки (1)');
    const link = within(summary).getByRole('link', {
      name: `Игра 1 › вопрос 1 › variants: ${message}`,
    });
    // At the field: the question's variants.
    const question = screen.getByRole('group', { name: 'Вопрос 1' });
    expect(within(question).getByText(message)).toBeVisible();
    expect(api.callsTo('PUT /studio/lessons/4/draft')).toHaveLength(0);

    // The link takes the focus to the variants; marking one right answer (a radio) clears it.
    await user.click(link);
    expect(document.getElementById('edit-games-0-questions-0-variants')).toHaveFocus();
    // Two marked: checkboxes, so either can be unmarked; one marked: a radio group again.
    const boxes = within(question).getAllByRole('checkbox', { name: 'Правильный ответ' });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    await user.click(boxes[1]!);
    expect(within(question).getAllByRole('radio', { name: 'Правильный ответ' })).toHaveLength(2);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await screen.findByText('Сохранено');
    expect(
      savedLesson(api).games[0]?.questions[0]?.variants?.map((variant) => variant.correct),
    ).toEqual([true, false]);
  });

  it('shows a server refusal (400 issues) at its field and in the list', async () => {
    const { api } = renderStudio('/studio/lessons/4', {
      'PUT /studio/lessons/4/draft': () =>
        jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'words[0].image: media file not found: c/cat.svg',
          issues: [{ path: 'words[0].image', message: 'media file not found: c/cat.svg' }],
        }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('mushuk'), 'cha');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'Слово 1 › image: media file not found: c/cat.svg',
      }),
    ).toBeVisible();
    const word = screen.getByRole('group', { name: 'Слово 1: кошка' });
    expect(within(word).getByText('media file not found: c/cat.svg')).toBeVisible();
    expect(api.callsTo('PUT /studio/lessons/4/draft')).toHaveLength(1);
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
  });

  it('adds a game of type 2.3 with its media from the type’s template', async () => {
    const { api } = renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Тип новой игры' }),
      '2.3',
    );
    const add = screen.getByRole('button', { name: 'Добавить игру' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    const title = screen.getAllByRole('textbox', { name: 'Название игры' })[1]!;
    expect(title).toHaveFocus();
    await user.keyboard('Где мяч?');
    const games = screen.getByRole('region', { name: 'Игры (2)' });
    expect(within(games).getByRole('heading', { name: 'Игра 2: Где мяч?' })).toBeVisible();
    expect(
      within(games).getAllByText(
        'Вступительное и финальное видео — стандартные для этого типа игры.',
      ),
    ).toHaveLength(1);

    const template = gameTemplates()[0]!;
    const mainImage = document.getElementById('edit-games-1-mainImage')!;
    expect(within(mainImage).getByRole('img')).toHaveAttribute('src', template.mainImage);

    // Saved as it is (its question still empty): the checks say what is missing — the question,
    // not the media, which the template gave — and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('game type 2.3 needs the question text');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .filter((text) => /mainImage|video/.test(text ?? '')),
    ).toEqual([]);
    expect(api.callsTo('PUT /studio/lessons/4/draft')).toHaveLength(0);
  });
});

describe('reordering in the editor', () => {
  /** The fixture lesson with a second game («Повтори», two questions). */
  const twoGames = () => {
    const lesson = validLesson();
    const first = lesson.games[0]!;
    lesson.games.push({
      ...structuredClone(first),
      key: 'g2',
      title: 'Повтори',
      questions: [
        { ...structuredClone(first.questions[0]!), key: 'q2a', text: 'Где собака?' },
        { ...structuredClone(first.questions[0]!), key: 'q2b', text: 'Где кот?' },
      ],
    });
    return lesson;
  };
  const withTwoGames = {
    'GET /studio/lessons/4/draft': () =>
      jsonResponse(200, editorDraft({ lesson: twoGames() as Record<string, unknown> })),
  };
  const saveAndRead = async (api: ReturnType<typeof mockApi>) => {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await screen.findByText('Сохранено');
    return savedLesson(api);
  };

  it('drops game 2 on game 1: it stands first, is said so, and is saved so', async () => {
    const { api } = renderStudio('/studio/lessons/4', withTwoGames);
    const second = await screen.findByRole('region', { name: 'Игра 2: Повтори' });
    const first = screen.getByRole('region', { name: 'Игра 1: Послушай' });
    // The game's own handle (its questions have theirs, further down).
    const handle = within(second).getAllByTitle('Перетащите, чтобы переставить')[0]!;
    fireEvent.dragStart(handle);
    fireEvent.dragOver(first);
    fireEvent.drop(first);

    expect(screen.getByRole('region', { name: 'Игра 1: Повтори' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Игра 2: Послушай' })).toBeVisible();
    expect(screen.getByText('Игра 2: Повтори — теперь на месте 1 из 2.')).toHaveAttribute(
      'role',
      'status',
    );
    const saved = await saveAndRead(api);
    expect(saved.games.map((game) => game.key)).toEqual(['g2', 'g1']);
    // Moved whole: its questions with it.
    expect(saved.games[0]?.questions.map((q) => q.key)).toEqual(['q2a', 'q2b']);
  });

  it('a drag of a question moves it within its game; dropped on another game, nothing moves', async () => {
    const { api } = renderStudio('/studio/lessons/4', withTwoGames);
    const game = await screen.findByRole('region', { name: 'Игра 2: Повтори' });
    // The question's own handle (its variants have theirs, further down).
    const handleOf = (name: string) =>
      within(within(game).getByRole('group', { name })).getAllByTitle(
        'Перетащите, чтобы переставить',
      )[0]!;
    // Onto the other game: not a place for this game's question.
    fireEvent.dragStart(handleOf('Вопрос 2'));
    fireEvent.dragOver(screen.getByRole('region', { name: 'Игра 1: Послушай' }));
    fireEvent.drop(screen.getByRole('region', { name: 'Игра 1: Послушай' }));
    fireEvent.dragEnd(handleOf('Вопрос 2'));
    // Onto its first question: it stands first.
    fireEvent.dragStart(handleOf('Вопрос 2'));
    const firstQuestion = within(game).getByRole('group', { name: 'Вопрос 1' });
    fireEvent.dragOver(firstQuestion);
    fireEvent.drop(firstQuestion);
    const saved = await saveAndRead(api);
    expect(saved.games.map((g) => g.key)).toEqual(['g1', 'g2']);
    expect(saved.games[1]?.questions.map((q) => q.key)).toEqual(['q2b', 'q2a']);
  });

  it('Alt+↓ on a word moves it, keeps the focus on it and says so; in a text field the keys stay the field’s', async () => {
    const { api } = renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Удалить: Слово 1: кошка' });
    remove.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

    expect(screen.getByRole('group', { name: 'Слово 1: собака' })).toBeVisible();
    // The same button of the moved word, at its new place.
    expect(screen.getByRole('button', { name: 'Удалить: Слово 2: кошка' })).toHaveFocus();
    expect(screen.getByText('Слово 1: кошка — теперь на месте 2 из 2.')).toHaveAttribute(
      'role',
      'status',
    );
    // At the end of the list, Alt+↓ moves nothing (and nothing else).
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('button', { name: 'Удалить: Слово 2: кошка' })).toHaveFocus();

    // In the word's text field, Alt+↑ is the field's: the word stays.
    const word = within(screen.getByRole('group', { name: 'Слово 2: кошка' })).getByRole(
      'textbox',
      { name: 'Слово (по-русски)' },
    );
    word.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByRole('group', { name: 'Слово 2: кошка' })).toBeVisible();

    // From its "up" button Alt+↑ moves it back; the button is off at the top, so the focus
    // goes to its "down".
    screen.getByRole('button', { name: 'Выше: Слово 2: кошка' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByRole('button', { name: 'Ниже: Слово 1: кошка' })).toHaveFocus();
    expect(screen.getByText('Слово 2: кошка — теперь на месте 1 из 2.')).toBeInTheDocument();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect((await saveAndRead(api)).words?.map((w) => w.key)).toEqual(['sobaka', 'koshka']);
  });

  it('Alt+↑ on a question moves the question, never its game', async () => {
    const { api } = renderStudio('/studio/lessons/4', withTwoGames);
    const user = userEvent.setup();
    const game = await screen.findByRole('region', { name: 'Игра 2: Повтори' });
    within(game).getByRole('button', { name: 'Удалить: Вопрос 2' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(within(game).getByRole('button', { name: 'Удалить: Вопрос 1' })).toHaveFocus();
    // At the top of its list: the question stays, and so does its game.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByText('Вопрос 2 — теперь на месте 1 из 2.')).toBeInTheDocument();
    const saved = await saveAndRead(api);
    expect(saved.games.map((g) => g.key)).toEqual(['g1', 'g2']);
    expect(saved.games[1]?.questions.map((q) => q.key)).toEqual(['q2b', 'q2a']);
  });

  it('says a move in Uzbek in the Uzbek interface', async () => {
    await act(() => i18n.changeLanguage('uz'));
    renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Pastga: 1-soʻz: кошка' })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByText('1-soʻz: кошка — endi 2 tadan 2-oʻrinda.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});

describe('pictures, voices and previews', () => {
  it('gives each spoken text its voice and each picture its field; a removed picture is saved', async () => {
    const recorded = validLesson();
    recorded.words![0]!.audio = '/media/r/koshka.ogg';
    recorded.games[0]!.instruction = 'Послушай и выбери';
    const { api } = renderStudio('/studio/lessons/4', {
      'GET /studio/lessons/4/draft': () =>
        jsonResponse(200, editorDraft({ lesson: recorded as Record<string, unknown> })),
    });
    const user = userEvent.setup();
    const word = await screen.findByRole('group', { name: 'Слово 1: кошка' });
    // The word's recording is there to hear; its translation has none yet.
    expect(within(word).getByLabelText('Запись: Слово (по-русски)')).toBeInTheDocument();
    const translationVoice = within(word).getByRole('group', { name: 'Перевод (по-узбекски)' });
    expect(within(translationVoice).getByRole('button', { name: 'Записать голос' })).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Что сказать ребёнку (по-русски)' }),
    ).toBeInTheDocument();
    const question = screen.getByRole('group', { name: 'Вопрос 1' });
    for (const name of [
      'Текст вопроса (по-русски)',
      'Вопрос по-узбекски',
      'Вариант 1',
      'Вариант 2',
    ])
      expect(within(question).getByRole('group', { name })).toBeInTheDocument();
    expect(within(word).getByRole('img', { name: 'Картинка: Картинка' })).toHaveAttribute(
      'src',
      '/media/c/cat.svg',
    );

    await user.click(within(word).getByRole('button', { name: 'Убрать картинку' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await screen.findByText('Сохранено');
    expect(savedLesson(api).words?.[0]).toEqual({
      key: 'koshka',
      word: 'кошка',
      translation: 'mushuk',
      audio: '/media/r/koshka.ogg',
    });
  });

  it('lists what has no human voice yet as the lesson now stands', async () => {
    renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    const count = async () =>
      Number(
        /Без живого голоса: (\d+)/.exec(
          (await screen.findByRole('heading', { name: /^Без живого голоса/ })).textContent ?? '',
        )?.[1],
      );
    const before = await count();
    await user.click(screen.getByRole('button', { name: 'Добавить слово' }));
    await user.keyboard('мяч');
    expect(await count()).toBe(before + 1);
  });

  it('offers a preview of a saved game, not of one added since', async () => {
    renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Просмотр игры «Послушай»' })).toHaveAttribute(
      'href',
      studioPaths.lessonPreview.href(4, 'g1'),
    );
    const add = screen.getByRole('button', { name: 'Добавить игру' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await user.keyboard('Новая');
    expect(screen.getAllByRole('link', { name: /^Просмотр игры/ })).toHaveLength(1);
  });
});

describe('removing a game of a published lesson', () => {
  it('asks first, saying what learners would lose; the safe answer keeps it', async () => {
    const { api } = renderStudio('/studio/lessons/4', {
      'GET /studio/lessons/4/impact': () =>
        jsonResponse(200, {
          learners: 12,
          answers: 340,
          stars: 25,
          wordMarks: 0,
          games: [{ key: 'g1', learners: 12, answers: 340, stars: 25 }],
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Удалить: Игра 1: Послушай' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить игру «Послушай»?' });
    expect(
      await within(dialog).findByText(
        'Детей: 12. Когда урок опубликуют, они потеряют в этой игре ответов: 340, звёзд: 25.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('heading', { name: 'Игра 1: Послушай' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Удалить: Игра 1: Послушай' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Удалить: Игра 1: Послушай' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить игру' }),
    );
    expect(screen.queryByRole('heading', { name: 'Игра 1: Послушай' })).not.toBeInTheDocument();
    expect(document.getElementById('edit-games')).toHaveFocus();
    expect(screen.getByText('В уроке пока нет игр')).toBeVisible();
    expect(api.callsTo('GET /studio/lessons/4/impact').length).toBeGreaterThan(0);
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first; staying keeps the changes', async () => {
    const { router } = renderStudio('/studio/lessons/4');
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue('mushuk'), 'cha');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'К курсам' }));
    expect(confirm).toHaveBeenCalledWith('Изменения не сохранены. Уйти и потерять их?');
    expect(router.state.location.pathname).toBe(paths.studioLesson.href(4));
    expect(screen.getByDisplayValue('mushukcha')).toBeVisible();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'К курсам' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.studio.href()));
  });
});

describe('a new lesson’s draft', () => {
  it('opens at /studio/drafts/:id, saves to its draft and publishes, then opens the lesson', async () => {
    const newLesson = { key: 'novyy-urok', title: 'Новый урок', words: [], games: [] };
    const { api } = renderStudio('/studio/drafts/21', {
      'GET /studio/drafts/21': () =>
        jsonResponse(
          200,
          editorDraft({
            draft: true,
            draftId: 21,
            lessonId: null,
            lesson: newLesson,
            updatedAt: '2026-11-27T05:00:00.000Z',
          }),
        ),
      'PUT /studio/drafts/21': (call) =>
        jsonResponse(
          200,
          editorDraft({
            draft: true,
            draftId: 21,
            lessonId: null,
            lesson: (call.body as { lesson: Record<string, unknown> }).lesson,
            updatedAt: '2026-11-27T05:01:00.000Z',
          }),
        ),
      'POST /studio/drafts/21/publish': () =>
        jsonResponse(200, {
          lessonId: 4,
          created: 5,
          updated: 0,
          deleted: 0,
          unchanged: 0,
          contentVersion: 13,
        }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Новый урок' })).toBeVisible();
    expect(screen.getByText('Новый урок: ученики его ещё не видят')).toBeVisible();

    const title = screen.getByRole('textbox', { name: 'Название урока' });
    await user.type(title, ' о животных');
    // Unsaved: what would be published is the saved draft, so publishing waits for a save.
    expect(screen.getByRole('button', { name: 'Опубликовать урок' })).toBeDisabled();
    // A new lesson needs a game: the checks say so, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('a lesson needs at least one game');
    expect(api.callsTo('PUT /studio/drafts/21')).toHaveLength(0);
  });

  it('publishes a saved draft and opens the lesson', async () => {
    const { api, router } = renderStudio('/studio/drafts/21', {
      'GET /studio/drafts/21': () =>
        jsonResponse(
          200,
          editorDraft({
            draft: true,
            draftId: 21,
            lessonId: null,
            updatedAt: '2026-11-27T05:00:00.000Z',
          }),
        ),
      'PUT /studio/drafts/21': (call) =>
        jsonResponse(
          200,
          editorDraft({
            draft: true,
            draftId: 21,
            lessonId: null,
            lesson: (call.body as { lesson: Record<string, unknown> }).lesson,
            updatedAt: '2026-11-27T05:01:00.000Z',
          }),
        ),
      'POST /studio/drafts/21/publish': () =>
        jsonResponse(200, {
          lessonId: 4,
          created: 5,
          updated: 0,
          deleted: 0,
          unchanged: 0,
          contentVersion: 13,
        }),
    });
    const user = userEvent.setup();
    const translation = await screen.findByDisplayValue('it');
    await user.type(translation, 'cha');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await screen.findByText('Сохранено');
    expect(
      (api.callsTo('PUT /studio/drafts/21')[0]?.body as { lesson: EditLesson }).lesson.words?.[1]
        ?.translation,
    ).toBe('itcha');

    await user.click(screen.getByRole('button', { name: 'Опубликовать урок' }));
    const dialog = screen.getByRole('dialog', { name: 'Опубликовать новый урок?' });
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать урок' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.studioLesson.href(4)));
    expect(api.callsTo('POST /studio/drafts/21/publish')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Кошка и собака' }),
    ).toBeInTheDocument();
  });

  it('throws a new lesson away after asking, safe answer first, and goes back to the tree', async () => {
    const { api, router } = renderStudio('/studio/drafts/21', {
      'GET /studio/drafts/21': () =>
        jsonResponse(200, editorDraft({ draft: true, draftId: 21, lessonId: null })),
      'DELETE /studio/drafts/21': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Удалить новый урок' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить новый урок?' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Отмена');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.callsTo('DELETE /studio/drafts/21')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Удалить новый урок' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить новый урок?' })).getByRole('button', {
        name: 'Удалить новый урок',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.studio.href()));
    expect(api.callsTo('DELETE /studio/drafts/21')).toHaveLength(1);
  });
});
