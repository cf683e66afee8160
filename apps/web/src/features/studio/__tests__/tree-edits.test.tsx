import type { StudioCoursesResponse, StudioDraft, User } from '@bolajon/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { asGrownUp } from '../../../test/grown-up';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, mockApi } from '../../../test/utils';
import { studioPaths } from '../lib/studio-paths';
import { editorUser, studioTree } from './studio-fixtures';

/*
 * The tree's own edits (issue 23, ADR 0046): reorder a block's lessons (buttons, Alt+arrows,
 * drag and drop), delete one behind a confirmation that says what learners lose, add a lesson
 * as a draft. Each is saved at once.
 */

asGrownUp();

const todayUtc = () => new Date().toISOString().slice(0, 10);
type Handlers = Parameters<typeof mockApi>[0];
const noContent = () => new Response(null, { status: 204 });

function renderStudio(handlers: Handlers = {}, me: User = editorUser()) {
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
    ...handlers,
  });
  const { router } = renderApp('/studio');
  return { router, api };
}

/** The first module's first block («Привет!»): lessons 1 «Здравствуй» and 2 «Моя семья». */
async function openFirstBlock() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Знакомство/ }));
  return user;
}

const lessonTitles = () =>
  within(blockList())
    .getAllByRole('link')
    .map((link) => link.querySelector('.studio-lesson__title')?.textContent);
const blockList = () =>
  screen.getByRole('link', { name: /Здравствуй/ }).closest('ul') as HTMLElement;

/** The first block's "add a lesson" button (each block has one). */
const addButton = () =>
  within(blockList().parentElement!).getByRole('button', { name: 'Добавить урок' });

/** The tree with block 111's lessons in `ids` order (what the server answers after a move). */
function treeWithOrder(ids: number[]): StudioCoursesResponse {
  const tree = studioTree();
  const block = tree[0]!.modules[0]!.blocks[0]!;
  block.lessons = ids.map((id, order) => ({ ...block.lessons.find((l) => l.id === id)!, order }));
  return tree;
}

describe('reordering a block of lessons', () => {
  it('moves a lesson with its buttons and with Alt+↑, saves each move, says it, and keeps the focus on it', async () => {
    const { api } = renderStudio({
      'PUT /studio/blocks/111/order': noContent,
      'GET /studio/courses': [
        () => jsonResponse(200, studioTree()),
        () => jsonResponse(200, treeWithOrder([2, 1])),
        () => jsonResponse(200, treeWithOrder([1, 2])),
      ],
    });
    const user = await openFirstBlock();
    expect(lessonTitles()).toEqual(['Здравствуй', 'Моя семья']);
    expect(screen.getByRole('button', { name: 'Переместить «Здравствуй» выше' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Переместить «Здравствуй» ниже' }));
    await waitFor(() => expect(lessonTitles()).toEqual(['Моя семья', 'Здравствуй']));
    expect(api.callsTo('PUT /studio/blocks/111/order').map((c) => c.body)).toEqual([
      { lessonIds: [2, 1] },
    ]);
    // Its "down" button no longer applies (it is last): the focus is on the lesson itself.
    const moved = screen.getByRole('link', { name: /Здравствуй/ });
    await waitFor(() => expect(moved).toHaveFocus());
    // The block is the course's first: its first lesson, the free one, is now another.
    expect(
      screen.getByText(
        '«Здравствуй»: место 2 из 2. Бесплатный урок курса теперь — «Моя семья»: его откроют и семьи, которые не покупали курс.',
      ),
    ).toHaveAttribute('role', 'status');

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(lessonTitles()).toEqual(['Здравствуй', 'Моя семья']));
    expect(api.callsTo('PUT /studio/blocks/111/order').at(-1)?.body).toEqual({
      lessonIds: [1, 2],
    });
    await waitFor(() => expect(screen.getByRole('link', { name: /Здравствуй/ })).toHaveFocus());
    expect(
      screen.getByText(
        '«Здравствуй»: место 1 из 2. Бесплатный урок курса теперь — «Здравствуй»: его откроют и семьи, которые не покупали курс.',
      ),
    ).toBeInTheDocument();
  });

  it('moves a lesson dropped on another one', async () => {
    const { api } = renderStudio({
      'PUT /studio/blocks/111/order': noContent,
      'GET /studio/courses': [
        () => jsonResponse(200, studioTree()),
        () => jsonResponse(200, treeWithOrder([2, 1])),
      ],
    });
    await openFirstBlock();
    const rowOf = (name: RegExp) => screen.getByRole('link', { name }).closest('li')!;
    fireEvent.dragStart(rowOf(/Моя семья/));
    fireEvent.dragOver(rowOf(/Здравствуй/));
    fireEvent.drop(rowOf(/Здравствуй/));
    await waitFor(() => expect(lessonTitles()).toEqual(['Моя семья', 'Здравствуй']));
    await waitFor(() =>
      expect(api.callsTo('PUT /studio/blocks/111/order').map((c) => c.body)).toEqual([
        { lessonIds: [2, 1] },
      ]),
    );
  });

  it('puts the lessons back and says why when the server refuses the order', async () => {
    renderStudio({
      'PUT /studio/blocks/111/order': () =>
        jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'Lesson 2 is not in this block' }),
    });
    const user = await openFirstBlock();
    await user.click(screen.getByRole('button', { name: 'Переместить «Здравствуй» ниже' }));
    expect(
      await screen.findByText(
        'Порядок не сохранён (Lesson 2 is not in this block): уроки стоят как прежде.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(lessonTitles()).toEqual(['Здравствуй', 'Моя семья']));
  });
});

describe('deleting a lesson', () => {
  const impact = { learners: 12, answers: 340, stars: 25, wordMarks: 0, games: [] };
  const withoutLessonTwo = () => {
    const tree = studioTree();
    const block = tree[0]!.modules[0]!.blocks[0]!;
    block.lessons = block.lessons.filter((l) => l.id !== 2);
    return tree;
  };

  it('asks first, safe answer first, saying what learners lose; deletes on yes', async () => {
    const { api } = renderStudio({
      'GET /studio/lessons/2/impact': () => jsonResponse(200, impact),
      'DELETE /studio/lessons/2': noContent,
      'GET /studio/courses': [
        () => jsonResponse(200, studioTree()),
        () => jsonResponse(200, withoutLessonTwo()),
      ],
    });
    const user = await openFirstBlock();
    expect(api.callsTo('GET /studio/lessons/2/impact')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Удалить урок «Моя семья»' }));

    const dialog = await screen.findByRole('dialog', { name: 'Удалить урок «Моя семья»?' });
    expect(
      await within(dialog).findByText('12 детей потеряют 340 ответов и 25 звёзд.'),
    ).toBeInTheDocument();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Не удалять', 'Удалить урок']);
    expect(buttons[0]).toHaveFocus();
    expect(api.callsTo('DELETE /studio/lessons/2')).toHaveLength(0);

    await user.click(buttons[1]!);
    await waitFor(() => expect(api.callsTo('DELETE /studio/lessons/2')).toHaveLength(1));
    expect(await screen.findByText('Урок «Моя семья» удалён.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Моя семья/ })).not.toBeInTheDocument(),
    );
  });

  it('deletes nothing when the editor keeps it (Escape or «Не удалять»)', async () => {
    const { api } = renderStudio({
      'GET /studio/lessons/2/impact': () =>
        jsonResponse(200, { learners: 0, answers: 0, stars: 0, wordMarks: 0, games: [] }),
    });
    const user = await openFirstBlock();
    await user.click(screen.getByRole('button', { name: 'Удалить урок «Моя семья»' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'В этот урок ещё никто не играл: ученики ничего не потеряют.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Не удалять' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить урок «Моя семья»' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it("says when the lesson is the course's free one, and not for another", async () => {
    renderStudio({
      'GET /studio/lessons/1/impact': () => jsonResponse(200, impact),
      'GET /studio/lessons/2/impact': () => jsonResponse(200, impact),
    });
    const user = await openFirstBlock();
    const free =
      'Это бесплатный урок курса. После удаления бесплатным станет следующий урок: семьи, которые не покупали курс, больше не откроют этот.';
    await user.click(screen.getByRole('button', { name: 'Удалить урок «Здравствуй»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить урок «Здравствуй»?' });
    expect(within(dialog).getByText(free)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Не удалять' }));
    await user.click(screen.getByRole('button', { name: 'Удалить урок «Моя семья»' }));
    const other = await screen.findByRole('dialog', { name: 'Удалить урок «Моя семья»?' });
    expect(within(other).queryByText(free)).not.toBeInTheDocument();
  });

  it('says the dictionary marks that go with the words too', async () => {
    renderStudio({
      'GET /studio/lessons/2/impact': () => jsonResponse(200, { ...impact, wordMarks: 5 }),
    });
    const user = await openFirstBlock();
    await user.click(screen.getByRole('button', { name: 'Удалить урок «Моя семья»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить урок «Моя семья»?' });
    expect(
      await within(dialog).findByText(
        '12 детей потеряют 340 ответов и 25 звёзд. Они потеряют и 5 отметок в словаре.',
      ),
    ).toBeInTheDocument();
  });

  it('says the loss in Uzbek, and in Russian one child in the singular', async () => {
    await act(() => i18n.changeLanguage('uz'));
    renderStudio({ 'GET /studio/lessons/2/impact': () => jsonResponse(200, impact) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Tanishuv/ }));
    await user.click(screen.getByRole('button', { name: '«Моя семья» darsini oʻchirish' }));
    const dialog = await screen.findByRole('dialog', { name: '«Моя семья» darsi oʻchirilsinmi?' });
    expect(
      await within(dialog).findByText('12 ta bola 340 ta javob va 25 ta yulduz yoʻqotadi.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')[0]).toHaveTextContent('Oʻchirmaslik');

    await act(() => i18n.changeLanguage('ru'));
    expect(
      i18n.t('tree.impact', {
        ns: 'studio',
        count: 1,
        children: i18n.t('tree.children', { ns: 'studio', count: 1 }),
        answers: i18n.t('tree.answers', { ns: 'studio', count: 21 }),
        stars: i18n.t('tree.stars', { ns: 'studio', count: 3 }),
      }),
    ).toBe('1 ребёнок потеряет 21 ответ и 3 звезды.');
  });
});

describe('adding a lesson', () => {
  const created = (overrides: Partial<StudioDraft> = {}): StudioDraft => ({
    draft: true,
    draftId: 31,
    lessonId: null,
    blockId: 111,
    lesson: { key: 'tsveta', title: 'Цвета', words: [], games: [] },
    updatedAt: '2026-11-27T04:00:00.000Z',
    updatedBy: { id: 3, name: 'Гульнора' },
    ...overrides,
  });

  it('makes the key from the title, creates the draft and opens it', async () => {
    const { api, router } = renderStudio({
      'POST /studio/blocks/111/lessons': () => jsonResponse(201, created()),
      'GET /studio/drafts/31': () => jsonResponse(200, created()),
    });
    const user = await openFirstBlock();
    await user.click(addButton());
    const form = screen.getByRole('form', { name: 'Новый урок в блоке «Привет!»' });
    const title = within(form).getByLabelText('Название');
    expect(title).toHaveFocus();
    await user.type(title, 'Цвета');
    expect(within(form).getByLabelText('Ключ')).toHaveValue('tsveta');
    await user.type(within(form).getByLabelText('Название по-узбекски'), 'Ranglar');
    await user.click(within(form).getByRole('button', { name: 'Создать черновик' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(studioPaths.draft.href(31)));
    expect(api.callsTo('POST /studio/blocks/111/lessons').map((c) => c.body)).toEqual([
      { key: 'tsveta', title: 'Цвета', titleUz: 'Ranglar' },
    ]);
  });

  it('takes an edited key, refuses an empty title or a bad key, and says a taken key', async () => {
    const { api } = renderStudio({
      'POST /studio/blocks/111/lessons': () =>
        jsonResponse(409, { code: 'VALIDATION_ERROR', message: 'The block already has a lesson' }),
    });
    const user = await openFirstBlock();
    await user.click(addButton());
    const form = screen.getByRole('form');
    await user.click(within(form).getByRole('button', { name: 'Создать черновик' }));
    expect(within(form).getByText('Напишите название урока.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Название'), 'Цвета');
    const key = within(form).getByLabelText('Ключ');
    await user.clear(key);
    await user.type(key, 'Bad key');
    await user.click(within(form).getByRole('button', { name: 'Создать черновик' }));
    expect(within(form).getByText(/Ключ — это латинские буквы/)).toBeInTheDocument();
    expect(api.callsTo('POST /studio/blocks/111/lessons')).toHaveLength(0);

    await user.clear(key);
    await user.type(key, 'colors');
    await user.click(within(form).getByRole('button', { name: 'Создать черновик' }));
    expect(
      await within(form).findByText('В этом блоке уже есть урок или черновик с ключом «colors».'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /studio/blocks/111/lessons').map((c) => c.body)).toEqual([
      { key: 'colors', title: 'Цвета' },
    ]);
    // Cancel closes the form, the focus back on its button.
    await user.click(within(form).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(addButton()).toHaveFocus());
  });

  it('lists a new lesson saved as a draft under its block, marked and linked to its draft', async () => {
    renderStudio({
      'GET /studio/drafts': () =>
        jsonResponse(200, [
          {
            draftId: 5,
            lessonId: null,
            blockId: 111,
            key: 'tsveta',
            title: 'Цвета',
            updatedAt: '2026-11-27T04:00:00.000Z',
            updatedBy: null,
          },
        ]),
    });
    await openFirstBlock();
    const link = await screen.findByRole('link', { name: /Цвета/ });
    expect(link).toHaveAttribute('href', studioPaths.draft.href(5));
    expect(link).toHaveAccessibleName('Цвета черновик новый урок, ещё не опубликован');
    expect(link.closest('ul')).toBe(blockList());
  });
});
