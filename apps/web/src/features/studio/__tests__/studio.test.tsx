import type { User } from '@bolajon/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { studioRoutes } from '../../../app/routes/studio/studio-routes';
import type { ScreenHandle } from '../../../app/lazy-screen';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { storageKeys } from '../../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { asGrownUp } from '../../../test/grown-up';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, mockApi, sampleUser } from '../../../test/utils';
import { studioPaths } from '../lib/studio-paths';
import { editorUser, lessonFourDraft, studioTree } from './studio-fixtures';

// The studio, as the console, is behind the grown-up gate: a grown-up passed.
asGrownUp();

const todayUtc = () => new Date().toISOString().slice(0, 10);
type Handlers = Parameters<typeof mockApi>[0];

/** The whole app (its real route table, lazy screens and all) at `path`, signed in as `me`. */
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
    'GET /family': () => jsonResponse(200, { children: [] }),
    'GET /studio/courses': () => jsonResponse(200, studioTree()),
    'GET /studio/drafts': () => jsonResponse(200, []),
    'GET /studio/lessons/4/draft': () => jsonResponse(200, lessonFourDraft()),
    ...handlers,
  });
  const { router } = renderApp(path);
  return { router, api };
}

const learner: User = { ...sampleUser, role: 'learner', editor: false };
const studioCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.path.startsWith('/studio'));

describe('the studio, for an editor', () => {
  it('shows the course tree: courses open, modules closed until opened', async () => {
    renderAppAs(editorUser(), '/studio');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Студия курсов' }),
    ).toBeInTheDocument();
    const course = await screen.findByRole('button', { name: /Русский язык для детей/ });
    expect(course).toHaveAttribute('aria-expanded', 'true');
    expect(course).toHaveAccessibleName('Русский язык для детей Bolalar uchun rus tili Модулей: 2');
    const animals = screen.getByRole('button', { name: /Животные/ });
    expect(animals).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Кошка и собака/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Студия курсов — Bolajon'));
  });

  it('opens a lesson with the keyboard only: Tab to a module, Enter, Tab to the lesson, Enter', async () => {
    const { router, api } = renderAppAs(editorUser(), '/studio');
    const user = userEvent.setup();
    const animals = await screen.findByRole('button', { name: /Животные/ });

    // Tab until the module's button has the focus, as a keyboard user would.
    for (let step = 0; step < 20 && document.activeElement !== animals; step += 1) {
      await user.tab();
    }
    expect(animals).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(animals).toHaveAttribute('aria-expanded', 'true');
    // Its block is open by default: its button, then its lesson.
    await user.tab();
    expect(screen.getByRole('button', { name: /На ферме/ })).toHaveFocus();
    await user.tab();
    const lessonLink = screen.getByRole('link', { name: /Кошка и собака/ });
    expect(lessonLink).toHaveFocus();
    expect(lessonLink).toHaveTextContent('Игр: 2');
    expect(lessonLink).toHaveTextContent('Слов: 2');
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Кошка и собака' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.studioLesson.href(4));
    // The lesson in the editor's fields.
    expect(await screen.findByDisplayValue('кошка')).toHaveAccessibleName('Слово (по-русски)');
    expect(screen.getByDisplayValue('mushuk')).toHaveAccessibleName('Перевод (по-узбекски)');
    expect(screen.getByDisplayValue('Mushuk va it')).toHaveAccessibleName('Название по-узбекски');
    const games = screen.getByRole('region', { name: 'Игры (2)' });
    expect(
      within(games)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Игра 1: Кто это?', 'Игра 2: Послушай']);
    expect(
      within(games)
        .getAllByRole('combobox', { name: 'Тип игры' })
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['2.0', '2.3']);
    expect(within(games).getAllByRole('group', { name: /^Вопрос \d$/ })).toHaveLength(5);
    expect(screen.getByText('Черновика нет: показан урок, как его видят ученики')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Кошка и собака — Bolajon'));
    // The tree was read once: the lesson screen takes its counts from the same cache entry.
    expect(api.callsTo('GET /studio/courses')).toHaveLength(1);

    // Back to the tree: the lesson's module is open and the focus is on the lesson again.
    await user.click(screen.getByRole('link', { name: 'К курсам' }));
    const again = await screen.findByRole('link', { name: /Кошка и собака/ });
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('marks a lesson with a saved draft in the tree', async () => {
    renderAppAs(editorUser(), '/studio', {
      'GET /studio/drafts': () =>
        jsonResponse(200, [
          {
            draftId: 9,
            lessonId: 4,
            blockId: 2,
            key: 'lesson-4',
            title: 'Кошка и собака',
            updatedAt: '2026-11-20T10:00:00.000Z',
            updatedBy: { id: 5, name: 'Малика' },
          },
        ]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Животные/ }));
    expect(await screen.findByRole('link', { name: /Кошка и собака.*черновик/ })).toBeVisible();
  });

  it('marks nothing when no lesson has a draft', async () => {
    renderAppAs(editorUser(), '/studio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Животные/ }));
    const link = await screen.findByRole('link', { name: /Кошка и собака/ });
    expect(link).not.toHaveTextContent('черновик');
  });

  it('closes and opens every branch at once', async () => {
    renderAppAs(editorUser(), '/studio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Развернуть всё' }));
    expect(screen.getByRole('link', { name: /Здравствуй/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Кошка и собака/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Свернуть всё' }));
    expect(screen.getByRole('button', { name: /Русский язык для детей/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('button', { name: /Животные/ })).not.toBeInTheDocument();
  });

  it('says when a lesson has no Uzbek title', async () => {
    renderAppAs(editorUser(), '/studio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Знакомство/ }));
    expect(screen.getByRole('link', { name: /Моя семья/ })).toHaveTextContent(
      'без перевода на узбекский',
    );
  });

  it('says when there is no course yet', async () => {
    renderAppAs(editorUser(), '/studio', { 'GET /studio/courses': () => jsonResponse(200, []) });
    expect(await screen.findByText('Курсов пока нет')).toHaveAttribute('role', 'status');
  });

  it('says when the editor sees a saved draft, and who saved it', async () => {
    renderAppAs(editorUser(), '/studio/lessons/4', {
      'GET /studio/lessons/4/draft': () =>
        jsonResponse(
          200,
          lessonFourDraft({
            draft: true,
            draftId: 9,
            updatedAt: '2026-11-20T10:00:00.000Z',
            updatedBy: { id: 5, name: 'Малика' },
            lesson: { key: 'lesson-4', title: 'Кошка и собака', words: [], games: [] },
          }),
        ),
    });
    expect(
      await screen.findByText(/^Черновик сохранён \d\d\.11\.2026, \d\d:\d\d, Малика$/),
    ).toBeVisible();
    expect(
      screen.getByText('В этом уроке нет новых слов (например, урок-повторение)'),
    ).toBeVisible();
    expect(screen.getByText('В уроке пока нет игр')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Название по-узбекски' })).toHaveValue('');
  });

  describe('publishing or throwing away a draft', () => {
    let published = false;
    const savedDraft = () =>
      lessonFourDraft({
        draft: true,
        draftId: 9,
        updatedAt: '2026-11-20T10:00:00.000Z',
        updatedBy: { id: 5, name: 'Малика' },
      });
    const draftApi = (): Handlers => ({
      'GET /studio/lessons/4/draft': () =>
        jsonResponse(200, published ? lessonFourDraft() : savedDraft()),
      'POST /studio/lessons/4/publish': () => {
        published = true;
        return jsonResponse(200, {
          lessonId: 4,
          created: 1,
          updated: 2,
          deleted: 0,
          unchanged: 7,
          contentVersion: 12,
        });
      },
      'DELETE /studio/lessons/4/draft': () => {
        published = true;
        return new Response(null, { status: 204 });
      },
    });
    beforeEach(() => {
      published = false;
    });

    it('publishes after the editor confirms, says what changed, and shows the lesson as learners now see it', async () => {
      const { api } = renderAppAs(editorUser(), '/studio/lessons/4', draftApi());
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Опубликовать' }));
      const dialog = screen.getByRole('dialog', { name: 'Опубликовать урок?' });
      // The safe answer sends nothing.
      await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      expect(api.callsTo('POST /studio/lessons/4/publish')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Опубликовать урок?' })).getByRole('button', {
          name: 'Опубликовать',
        }),
      );
      expect(
        await screen.findByText('Опубликовано: добавлено 1, изменено 2, удалено 0.'),
      ).toBeVisible();
      expect(api.callsTo('POST /studio/lessons/4/publish')).toHaveLength(1);
      // Read again: no draft any more, so no buttons.
      expect(
        await screen.findByText('Черновика нет: показан урок, как его видят ученики'),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Опубликовать' })).not.toBeInTheDocument();
    });

    it('throws a draft away after the editor confirms', async () => {
      const { api } = renderAppAs(editorUser(), '/studio/lessons/4', draftApi());
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Удалить черновик' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Удалить черновик?' })).getByRole('button', {
          name: 'Удалить черновик',
        }),
      );
      expect(await screen.findByText('Черновик удалён.')).toBeVisible();
      expect(api.callsTo('DELETE /studio/lessons/4/draft')).toHaveLength(1);
    });

    it('says why a publish was refused, keeping the draft', async () => {
      const { api } = renderAppAs(editorUser(), '/studio/lessons/4', {
        ...draftApi(),
        'POST /studio/lessons/4/publish': () =>
          jsonResponse(400, {
            code: 'VALIDATION_ERROR',
            message: 'games: a lesson needs at least one game',
          }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Опубликовать' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Опубликовать урок?' })).getByRole('button', {
          name: 'Опубликовать',
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Не получилось: games: a lesson needs at least one game',
      );
      expect(api.callsTo('POST /studio/lessons/4/publish')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Опубликовать' })).toBeEnabled();
    });

    it('offers neither when there is no draft', async () => {
      renderAppAs(editorUser(), '/studio/lessons/4');
      expect(
        await screen.findByText('Черновика нет: показан урок, как его видят ученики'),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Опубликовать' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Удалить черновик' })).not.toBeInTheDocument();
    });
  });

  it('says a lesson is not in the courses, with the way back', async () => {
    renderAppAs(editorUser(), '/studio/lessons/999');
    expect(await screen.findByText('Такого урока в курсах нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К курсам' })).toHaveAttribute('href', '/studio');
  });
});

describe('errors', () => {
  it('shows a retry when the tree does not load, and the tree after it', async () => {
    const { api } = renderAppAs(editorUser(), '/studio', {
      'GET /studio/courses': [
        () => jsonResponse(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' }),
        () => jsonResponse(200, studioTree()),
      ],
    });
    const alert = await screen.findByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    expect(
      await screen.findByRole('button', { name: /Русский язык для детей/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /studio/courses')).toHaveLength(2);
  });

  it('shows a retry when a lesson does not load', async () => {
    const { api } = renderAppAs(editorUser(), '/studio/lessons/4', {
      'GET /studio/lessons/4/draft': [
        () => jsonResponse(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' }),
        () => jsonResponse(200, lessonFourDraft()),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить урок');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByDisplayValue('собака')).toBeInTheDocument();
    expect(api.callsTo('GET /studio/lessons/4/draft')).toHaveLength(2);
  });

  it('tells an editor whose flag was taken meanwhile (403) that the studio is for editors', async () => {
    renderAppAs(editorUser(), '/studio', {
      'GET /studio/courses': () => jsonResponse(403, { message: 'Forbidden', code: 'FORBIDDEN' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Студия — для редакторов курсов' }),
    ).toBeInTheDocument();
  });
});

describe('anyone else', () => {
  it.each(['/studio', '/studio/lessons/4'])(
    'is told at %s that the studio is for course editors, and the studio asks nothing',
    async (path) => {
      const { router, api } = renderAppAs(learner, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Студия — для редакторов курсов' }),
      ).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('link', { name: 'В профиль' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
      expect(studioCalls(api)).toEqual([]);
    },
  );

  it('an admin without the editor flag is refused too', async () => {
    const { api } = renderAppAs({ ...learner, role: 'admin' }, '/studio');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Студия — для редакторов курсов' }),
    ).toBeInTheDocument();
    expect(studioCalls(api)).toEqual([]);
  });
});

describe('the way in, from the settings', () => {
  it('is a link to the studio for an editor', async () => {
    const { router } = renderAppAs(editorUser(), '/profile?view=settings');
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Студия курсов' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Студия курсов' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio');
  });

  it('is not there for anyone else', async () => {
    renderAppAs({ ...learner, role: 'admin' }, '/profile?view=settings');
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await screen.findByRole('link', { name: /Позвонить/ });
    expect(screen.queryByRole('link', { name: 'Студия курсов' })).not.toBeInTheDocument();
  });
});

describe('in Uzbek', () => {
  it('shows the tree, a lesson and the refusal in Uzbek', async () => {
    await act(() => i18n.changeLanguage('uz'));
    renderAppAs(editorUser(), '/studio');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kurslar studiyasi' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hammasini ochish' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Hayvonlar/ }));
    const lessonLink = screen.getByRole('link', { name: /Кошка и собака/ });
    expect(lessonLink).toHaveAccessibleName('Кошка и собака Mushuk va it Oʻyinlar: 2 Soʻzlar: 2');
    await user.click(lessonLink);
    expect(await screen.findByText('Dars soʻzlari (2)', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurslarga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qoralamani saqlash' })).toBeInTheDocument();
  });

  it('tells a non-editor in Uzbek', async () => {
    await act(() => i18n.changeLanguage('uz'));
    renderAppAs(learner, '/studio');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Studiya — kurs muharrirlari uchun',
      }),
    ).toBeInTheDocument();
  });
});

describe('the route', () => {
  const flat = (routes: RouteObject[]): RouteObject[] =>
    routes.flatMap((route) => [route, ...flat(route.children ?? [])]);
  const isLazy = (route: RouteObject) =>
    typeof (route.handle as ScreenHandle | undefined)?.preload === 'function';

  it('is one lazy route in the entry, so none of the studio is in a learner first load', () => {
    const studio = flat(appRoutes()).filter((route) => route.path?.startsWith('/studio'));
    expect(studio.map((route) => route.path)).toEqual(['/studio/*']);
    expect(isLazy(studio[0]!)).toBe(true);
  });

  it('has its own table of screens, each a chunk of its own fetched when first matched', () => {
    const screens = studioRoutes().filter((route) => route.path !== '*');
    expect(screens.map((route) => route.path)).toEqual([
      '/',
      '/lessons/:id',
      '/drafts/:id',
      '/lessons/:id/preview/:gameKey',
      '/drafts/:id/preview/:gameKey',
    ]);
    expect(screens.every(isLazy)).toBe(true);
    // Each is a studio address below /studio.
    expect(screens.map((route) => `/studio${route.path === '/' ? '' : route.path}`)).toEqual([
      studioPaths.tree.pattern,
      studioPaths.lesson.pattern,
      studioPaths.draft.pattern,
      studioPaths.lessonPreview.pattern,
      studioPaths.draftPreview.pattern,
    ]);
  });

  it('opens at /studio/ as at /studio', async () => {
    renderAppAs(editorUser(), '/studio/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Студия курсов' }),
    ).toBeInTheDocument();
  });

  it('sends an address under /studio that is no studio screen home, as any unknown address', async () => {
    const { router, api } = renderAppAs(editorUser(), '/studio/nowhere/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Карта уроков' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(studioCalls(api)).toEqual([]);
  });
});
