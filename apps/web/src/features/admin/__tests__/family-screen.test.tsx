import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/utils';
import {
  auditEntry,
  course,
  family,
  mockAdminApi,
  renderConsole,
  supportUser,
} from './admin-fixtures';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

const COURSE_PUT = 'PUT /admin/families/42/courses/3';
const ROLE_PUT = 'PUT /admin/families/42/role';
const EDITOR_PUT = 'PUT /admin/users/42/editor';

async function openFamily(entry = '/admin/families/42') {
  const view = renderConsole(entry);
  await screen.findByRole('heading', { level: 1, name: 'Алия' });
  return view;
}

const courseCard = (title = 'Русский для малышей') => screen.getByRole('article', { name: title });
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe("a family's page", () => {
  it("shows the family's facts, its courses' progress and access", async () => {
    mockAdminApi({
      'GET /admin/families/42': () =>
        jsonResponse(
          200,
          family({
            courses: [
              course(),
              course({
                id: 4,
                title: 'Весёлый счёт',
                open: true,
                grantedAt: '2025-04-01T11:30:00.000Z',
                grantedBy: 'Дилноза',
                gamesCompleted: 0,
                gamesTotal: 10,
                stars: 0,
                starsMax: 30,
              }),
            ],
          }),
        ),
    });
    await openFamily();

    expect(fact('Телефон')).toHaveTextContent('+998 90 123 45 67');
    expect(fact('Возраст')).toHaveTextContent('6');
    expect(fact('Регистрация')).toHaveTextContent('12.03.2025');
    expect(fact('Последний день занятий')).toHaveTextContent('02.04.2025');
    expect(fact('Роль')).toHaveTextContent('ученик');
    expect(fact('Редактор курсов')).toHaveTextContent('нет');

    const closed = courseCard();
    expect(within(closed).getByText('Игры: пройдено 5 из 24')).toBeInTheDocument();
    expect(within(closed).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '21');
    expect(within(closed).getByText('Звёзды: 12 из 72')).toBeInTheDocument();
    expect(
      within(closed).getByText('Доступ закрыт: бесплатен только первый урок'),
    ).toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: 'Открыть курс' })).toBeInTheDocument();

    const open = courseCard('Весёлый счёт');
    expect(within(open).getByText('Доступ открыт')).toBeInTheDocument();
    expect(within(open).getByText(/^Когда: 01\.04\.2025/)).toBeInTheDocument();
    expect(within(open).getByText('Кто открыл: Дилноза')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Закрыть курс' })).toBeInTheDocument();
  });

  it('reads a missing age and a family that never played', async () => {
    mockAdminApi({
      'GET /admin/families/42': () =>
        jsonResponse(200, family({ age: null, lastActiveDay: null, courses: [] })),
    });
    await openFamily();
    expect(fact('Возраст')).toHaveTextContent('не указан');
    expect(fact('Последний день занятий')).toHaveTextContent('ещё не занимались');
    expect(screen.getByText('Курсов пока нет')).toBeInTheDocument();
    expect(screen.getByText('Изменений пока не было')).toBeInTheDocument();
  });

  it('lists the audit log newest first: when, who, what', async () => {
    mockAdminApi({
      'GET /admin/families/42': () =>
        jsonResponse(
          200,
          family({
            audit: [
              auditEntry({
                id: 3,
                at: '2025-04-03T12:00:00.000Z',
                action: 'role.set',
                subject: 'Алия',
                before: 'learner',
                after: 'admin',
              }),
              auditEntry({ id: 2, at: '2025-04-02T12:00:00.000Z', action: 'course.close' }),
              auditEntry({ id: 1, at: '2025-04-01T12:00:00.000Z', actor: null }),
            ],
          }),
        ),
    });
    await openFamily();
    const log = screen.getByRole('region', { name: 'Журнал изменений' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/03\.04\.2025.*Дилноза, \+998 71 111 22 33роль: learner → admin$/),
      expect.stringMatching(
        /02\.04\.2025.*Дилноза, \+998 71 111 22 33закрыл курс «Русский для малышей»$/,
      ),
      expect.stringMatching(/01\.04\.2025.*командная строкаоткрыл курс «Русский для малышей»$/),
    ]);
    expect(within(entries[0]!).getByText(/03\.04\.2025/)).toHaveAttribute(
      'datetime',
      '2025-04-03T12:00:00.000Z',
    );
  });

  it('opens a course at once, then shows the family the server answered', async () => {
    const opened = family({
      courses: [
        course({ open: true, grantedAt: '2025-04-05T12:00:00.000Z', grantedBy: 'Дилноза' }),
      ],
      audit: [auditEntry({ id: 9, at: '2025-04-05T12:00:00.000Z' })],
    });
    const api = mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family()),
      [COURSE_PUT]: () => jsonResponse(200, opened),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(within(courseCard()).getByRole('button', { name: 'Открыть курс' }));

    expect(await within(courseCard()).findByRole('status')).toHaveTextContent(
      'Готово: курс «Русский для малышей» открыт',
    );
    expect(api.callsTo(COURSE_PUT)).toEqual([expect.objectContaining({ body: { open: true } })]);
    expect(within(courseCard()).getByText('Доступ открыт')).toBeInTheDocument();
    expect(within(courseCard()).getByRole('button', { name: 'Закрыть курс' })).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Журнал изменений' });
    expect(within(log).getByText('открыл курс «Русский для малышей»')).toBeInTheDocument();
    // The answer is the page: no second load.
    expect(api.callsTo('GET /admin/families/42')).toHaveLength(1);
  });

  it('makes one change at a time', async () => {
    let answer: (response: Response) => void = () => {};
    mockAdminApi({
      'GET /admin/families/42': () =>
        jsonResponse(
          200,
          family({ courses: [course(), course({ id: 4, title: 'Весёлый счёт' })] }),
        ),
      [COURSE_PUT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(within(courseCard()).getByRole('button', { name: 'Открыть курс' }));
    await waitFor(() =>
      expect(within(courseCard()).getByRole('button', { name: 'Открыть курс' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    expect(
      within(courseCard('Весёлый счёт')).getByRole('button', { name: 'Открыть курс' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Сделать администратором' })).toBeDisabled();

    answer(
      jsonResponse(
        200,
        family({ courses: [course({ open: true }), course({ id: 4, title: 'Весёлый счёт' })] }),
      ),
    );
    expect(await within(courseCard()).findByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сделать администратором' })).toBeEnabled();
  });

  it('closes a course only after the confirmation', async () => {
    const openCourse = course({
      open: true,
      grantedAt: '2025-04-01T11:30:00.000Z',
      grantedBy: 'Дилноза',
    });
    const api = mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family({ courses: [openCourse] })),
      [COURSE_PUT]: () => jsonResponse(200, family({ courses: [course()] })),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(within(courseCard()).getByRole('button', { name: 'Закрыть курс' }));
    let dialog = screen.getByRole('dialog', { name: 'Закрыть курс «Русский для малышей»?' });
    // The safe answer takes the focus.
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    expect(within(dialog).getByText('Алия, +998 90 123 45 67')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(COURSE_PUT)).toHaveLength(0);

    await user.click(within(courseCard()).getByRole('button', { name: 'Закрыть курс' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть курс' }));

    expect(await within(courseCard()).findByRole('status')).toHaveTextContent(
      'Готово: курс «Русский для малышей» закрыт',
    );
    expect(api.callsTo(COURSE_PUT)).toEqual([expect.objectContaining({ body: { open: false } })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(courseCard()).getByRole('button', { name: 'Открыть курс' })).toBeInTheDocument();
  });

  it('makes a learner an admin after the confirmation', async () => {
    const api = mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family()),
      [ROLE_PUT]: () =>
        jsonResponse(
          200,
          family({
            role: 'admin',
            audit: [auditEntry({ id: 5, action: 'role.set', before: 'learner', after: 'admin' })],
          }),
        ),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Сделать администратором' }));
    const dialog = screen.getByRole('dialog', { name: 'Сделать администратором?' });
    expect(within(dialog).getByText('Алия, +998 90 123 45 67')).toBeInTheDocument();
    expect(api.callsTo(ROLE_PUT)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Да, сделать' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Готово: Алия теперь администратор',
    );
    expect(api.callsTo(ROLE_PUT)).toEqual([expect.objectContaining({ body: { role: 'admin' } })]);
    expect(fact('Роль')).toHaveTextContent('администратор');
    expect(screen.getByRole('button', { name: 'Снять права администратора' })).toBeInTheDocument();
    expect(screen.getByText('роль: learner → admin')).toBeInTheDocument();
  });

  it('unmakes an admin after the confirmation', async () => {
    const api = mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family({ role: 'admin' })),
      [ROLE_PUT]: () => jsonResponse(200, family({ role: 'learner' })),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Снять права администратора' }));
    const dialog = screen.getByRole('dialog', { name: 'Снять права администратора?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, снять' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Готово: Алия больше не администратор',
    );
    expect(api.callsTo(ROLE_PUT)).toEqual([expect.objectContaining({ body: { role: 'learner' } })]);
    expect(screen.getByRole('button', { name: 'Сделать администратором' })).toBeInTheDocument();
  });

  it('makes the account a course editor only after the confirmation', async () => {
    const api = mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family()),
      [EDITOR_PUT]: () =>
        jsonResponse(
          200,
          family({
            editor: true,
            audit: [
              auditEntry({
                id: 6,
                action: 'editor.set',
                subject: 'editor',
                before: 'none',
                after: 'editor',
              }),
            ],
          }),
        ),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Сделать редактором курсов' }));
    let dialog = screen.getByRole('dialog', { name: 'Сделать редактором курсов?' });
    expect(within(dialog).getByText('Алия, +998 90 123 45 67')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(EDITOR_PUT)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Сделать редактором курсов' }));
    dialog = screen.getByRole('dialog', { name: 'Сделать редактором курсов?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, сделать' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Готово: Алия теперь редактор курсов',
    );
    expect(api.callsTo(EDITOR_PUT)).toEqual([expect.objectContaining({ body: { editor: true } })]);
    expect(fact('Редактор курсов')).toHaveTextContent('да: студия курсов открыта');
    // The role is another matter: still a learner.
    expect(fact('Роль')).toHaveTextContent('ученик');
    expect(
      screen.getByRole('button', { name: 'Снять права редактора курсов' }),
    ).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Журнал изменений' });
    expect(within(log).getByText('редактор курсов: нет → да')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/families/42')).toHaveLength(1);
  });

  it('takes the course editor flag away after the confirmation', async () => {
    const api = mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family({ role: 'admin', editor: true })),
      [EDITOR_PUT]: () => jsonResponse(200, family({ role: 'admin', editor: false })),
    });
    await openFamily();
    const user = userEvent.setup();
    expect(fact('Редактор курсов')).toHaveTextContent('да: студия курсов открыта');

    await user.click(screen.getByRole('button', { name: 'Снять права редактора курсов' }));
    const dialog = screen.getByRole('dialog', { name: 'Снять права редактора курсов?' });
    expect(
      within(dialog).getByText('Студия курсов станет для этого аккаунта недоступна.'),
    ).toBeInTheDocument();
    expect(api.callsTo(EDITOR_PUT)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Да, снять' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Готово: Алия больше не редактор курсов',
    );
    expect(api.callsTo(EDITOR_PUT)).toEqual([expect.objectContaining({ body: { editor: false } })]);
    expect(fact('Редактор курсов')).toHaveTextContent('нет');
    expect(fact('Роль')).toHaveTextContent('администратор');
    expect(screen.getByRole('button', { name: 'Сделать редактором курсов' })).toBeInTheDocument();
  });

  it('keeps the flag as it was when the change fails, and makes one change at a time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family()),
      [EDITOR_PUT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Сделать редактором курсов' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, сделать' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Сделать редактором курсов' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Сделать администратором' })).toBeDisabled();
    expect(within(courseCard()).getByRole('button', { name: 'Открыть курс' })).toBeDisabled();

    answer(jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'boom' }));
    const details = screen.getByRole('region', { name: 'Данные семьи' });
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Не удалось сохранить данные',
    );
    expect(fact('Редактор курсов')).toHaveTextContent('нет');
    expect(screen.getByRole('button', { name: 'Сделать редактором курсов' })).toBeEnabled();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("offers no way to unmake the signed-in admin's own account", async () => {
    mockAdminApi(
      { 'GET /admin/families/42': () => jsonResponse(200, family({ role: 'admin' })) },
      supportUser({ id: 42 }),
    );
    await openFamily();
    expect(
      screen.getByText('Это ваш аккаунт: свои права администратора снять нельзя'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Снять права администратора' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the page as it was when a change fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(200, family()),
      [COURSE_PUT]: () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'boom' }),
      [ROLE_PUT]: () =>
        jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'You cannot unmake yourself' }),
    });
    await openFamily();
    const user = userEvent.setup();

    await user.click(within(courseCard()).getByRole('button', { name: 'Открыть курс' }));
    expect(await within(courseCard()).findByRole('alert')).toHaveTextContent(
      'Не удалось сохранить данные',
    );
    expect(api.callsTo(COURSE_PUT)).toHaveLength(1);
    expect(
      within(courseCard()).getByText('Доступ закрыт: бесплатен только первый урок'),
    ).toBeInTheDocument();
    expect(within(courseCard()).getByRole('button', { name: 'Открыть курс' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Сделать администратором' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, сделать' }),
    );
    const details = screen.getByRole('region', { name: 'Данные семьи' });
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Не удалось сохранить данные',
    );
    expect(fact('Роль')).toHaveTextContent('ученик');
    // One word at a time: the course's failure gave way to the role's.
    expect(within(courseCard()).queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the family fails to load', async () => {
    const api = mockAdminApi({
      'GET /admin/families/42': [
        () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'boom' }),
        () => jsonResponse(200, family()),
      ],
    });
    renderConsole('/admin/families/42');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Семья' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Алия' })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/families/42')).toHaveLength(2);
  });

  it('says the console is for support when the server answers 403', async () => {
    mockAdminApi({
      'GET /admin/families/42': () => jsonResponse(403, { code: 'FORBIDDEN', message: 'no' }),
    });
    renderConsole('/admin/families/42');
    expect(await screen.findByText('Этот раздел только для службы поддержки')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Попробовать снова' })).not.toBeInTheDocument();
  });

  it('says there is no such family, for an unknown id and for an id that is none', async () => {
    const api = mockAdminApi({
      'GET /admin/families/404': () => jsonResponse(404, { code: 'NOT_FOUND', message: 'no' }),
    });
    renderConsole('/admin/families/404');
    expect(await screen.findByText('Такой семьи нет')).toBeInTheDocument();

    api.calls.length = 0;
    renderConsole('/admin/families/0x10');
    await waitFor(() => expect(screen.getAllByText('Такой семьи нет')).toHaveLength(2));
    expect(api.calls.filter((call) => call.path.startsWith('/admin'))).toHaveLength(0);
  });

  it('goes back to an empty search when opened directly', async () => {
    mockAdminApi({ 'GET /admin/families/42': () => jsonResponse(200, family()) });
    const { router } = await openFamily();
    await userEvent.setup().click(screen.getByRole('button', { name: 'К поиску' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Консоль поддержки' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('');
  });
});
