import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetGrownUpPass, saveGrownUpPass } from '../../../lib/grown-up';
import { playSpeech } from '../../../lib/audio';
import { AskGrownUpContext } from '../../../lib/ask-grown-up';
import { storageKeys } from '../../../lib/storage';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import { ParentScreen } from '../components/parent-screen';
import { exportFileName } from '../api/export-family';
import { aliya, sampleFamily, sampleOverview, timur } from './parent-fixtures';

const { silentAudio } = await vi.hoisted(() => import('../../../test/audio-mock'));
vi.mock(import('../../../lib/audio'), silentAudio);

function parentApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /family/overview': () => jsonResponse(200, sampleOverview()),
    'GET /family': () => jsonResponse(200, sampleFamily()),
    ...overrides,
  });
}

/** The x-grown-up header of the last call to `path`. */
function grownUpHeaderOf(api: ReturnType<typeof mockApi>, method: string, path: string) {
  const call = api.fetchMock.mock.calls.findLast(
    ([input, init]) => String(input) === `/api${path}` && (init?.method ?? 'GET') === method,
  );
  return call ? new Headers(call[1]?.headers).get('x-grown-up') : undefined;
}

const renderParent = () => renderRoute('/parent', <ParentScreen />);
const card = (name: string) => screen.findByRole('article', { name });
/** A figure's value by its label, within a card. */
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('div')?.querySelector('dd')?.textContent;

beforeEach(() => {
  saveGrownUpPass({ grownUpToken: 'pass-1', expiresInSeconds: 600 });
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
});
afterEach(() => forgetGrownUpPass());

describe('the parent view', () => {
  it('loads the overview with the gate pass and shows each child’s figures for 7 days', async () => {
    const api = parentApi();
    renderParent();
    const aliyaCard = await card('Алия');
    expect(grownUpHeaderOf(api, 'GET', '/family/overview')).toBe('pass-1');
    expect(api.callsTo('GET /family/overview')).toHaveLength(1);

    expect(figure(aliyaCard, 'Дней занятий')).toBe('3');
    expect(figure(aliyaCard, 'Минут в игре')).toBe('42');
    expect(figure(aliyaCard, 'Игр пройдено')).toBe('5');
    expect(figure(aliyaCard, 'Звёзд получено')).toBe('12');
    expect(figure(aliyaCard, 'Уроков пройдено')).toBe('1');
    expect(figure(aliyaCard, 'Слов выучено')).toBe('8');
    expect(within(aliyaCard).getByText('2 дня подряд')).toBeInTheDocument();
    const awards = within(aliyaCard).getByRole('region', { name: 'Последние награды' });
    const award = within(awards).getByRole('listitem');
    expect(award).toHaveTextContent('Первое слово');
    expect(award.querySelector('img')).toHaveAttribute('src', '/media/c/star.svg');
  });

  it('says a child has not played yet instead of a wall of zeros', async () => {
    parentApi();
    renderParent();
    const timurCard = await card('Тимур');
    expect(
      within(timurCard).getByText(/Тимур ещё не играл\. Когда он пройдёт первую игру/),
    ).toBeInTheDocument();
    expect(within(timurCard).queryByText('Дней занятий')).not.toBeInTheDocument();
    expect(within(timurCard).queryByRole('list')).not.toBeInTheDocument();
  });

  it('switches a card between the last 7 and the last 30 days', async () => {
    parentApi();
    const user = userEvent.setup();
    renderParent();
    const aliyaCard = await card('Алия');
    const week = within(aliyaCard).getByRole('button', { name: '7 дней' });
    const month = within(aliyaCard).getByRole('button', { name: '30 дней' });
    expect(week).toHaveAttribute('aria-pressed', 'true');

    await user.click(month);
    expect(month).toHaveAttribute('aria-pressed', 'true');
    expect(week).toHaveAttribute('aria-pressed', 'false');
    expect(figure(aliyaCard, 'Дней занятий')).toBe('11');
    expect(figure(aliyaCard, 'Минут в игре')).toBe('160');
    expect(figure(aliyaCard, 'Слов выучено')).toBe('31');

    await user.click(week);
    expect(figure(aliyaCard, 'Минут в игре')).toBe('42');
  });

  it('draws the week as 7 bars, each day with its minutes in words', async () => {
    parentApi();
    renderParent();
    const aliyaCard = await card('Алия');
    const chart = within(aliyaCard).getByRole('figure', { name: 'Минуты игры по дням' });
    const days = within(chart).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('пятница, 20 ноября: 0 мин');
    expect(days[3]).toHaveTextContent('понедельник, 23 ноября: 12 мин');
    expect(days[6]).toHaveTextContent('четверг, 26 ноября: 16 мин');
    // The tallest day fills its track; a day without play has no bar.
    expect(days[6]?.querySelector<HTMLElement>('.week-chart__bar')?.style.height).toBe('100%');
    expect(days[0]?.querySelector<HTMLElement>('.week-chart__bar')?.style.height).toBe('0%');
  });

  it('lists the words to practise with their translations, each said on a tap', async () => {
    parentApi();
    const user = userEvent.setup();
    renderParent();
    const aliyaCard = await card('Алия');
    const words = within(aliyaCard).getByRole('region', { name: 'Слова для повторения' });
    expect(within(words).getByText('ona')).toBeInTheDocument();
    await user.click(within(words).getByRole('button', { name: 'Послушать: мама' }));
    expect(playSpeech).toHaveBeenCalledWith({ text: 'мама', audioUrl: null });
  });

  it('removes a child after a confirm that names it, with the gate pass; the card goes', async () => {
    const api = parentApi({
      'DELETE /family/children/22': () => jsonResponse(200, sampleFamily([aliya])),
    });
    const user = userEvent.setup();
    renderParent();
    await user.click(
      within(await card('Тимур')).getByRole('button', { name: 'Удалить профиль «Тимур»' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Удалить профиль «Тимур»?' });
    expect(dialog).toHaveTextContent('Весь прогресс профиля «Тимур»');
    // The safe answer is first, and nothing is sent before the confirm.
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    expect(api.callsTo('DELETE /family/children/22')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Тимур' })).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(grownUpHeaderOf(api, 'DELETE', '/family/children/22')).toBe('pass-1');
    expect(api.callsTo('POST /family/active-child')).toHaveLength(0);
    // Алия is the only child now: she cannot be removed.
    expect(screen.queryByRole('button', { name: /Удалить профиль/ })).not.toBeInTheDocument();
  });

  it('keeps the card when the child is not removed after all', async () => {
    const api = parentApi();
    const user = userEvent.setup();
    renderParent();
    await user.click(
      within(await card('Тимур')).getByRole('button', { name: 'Удалить профиль «Тимур»' }),
    );
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Тимур' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('lets another child play when the one playing is removed', async () => {
    const api = parentApi({
      // As the server answers: the child it names active is one that is left.
      'DELETE /family/children/21': () => jsonResponse(200, sampleFamily([timur])),
      'POST /family/active-child': () =>
        jsonResponse(200, { accessToken: 'access-timur', child: timur.child }),
    });
    const user = userEvent.setup();
    renderParent();
    await user.click(
      within(await card('Алия')).getByRole('button', { name: 'Удалить профиль «Алия»' }),
    );
    await user.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Алия' })).toBeNull());
    expect(api.callsTo('POST /family/active-child')[0]?.body).toEqual({ childId: 22 });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-timur');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(storageKeys.userAvatar)).toBe('boy');
  });

  it('asks the gate again when the pass ran out, then removes the child', async () => {
    const api = parentApi({
      'DELETE /family/children/22': [
        () => jsonResponse(403, { message: 'Grown-up required', code: 'GROWN_UP_REQUIRED' }),
        () => jsonResponse(200, sampleFamily([aliya])),
      ],
    });
    let gates = 0;
    const user = userEvent.setup();
    renderRoute(
      '/parent',
      <AskGrownUpContext.Provider
        value={(onPass) => {
          // A grown-up passes the gate: a new pass, then what was asked.
          gates += 1;
          saveGrownUpPass({ grownUpToken: 'pass-2', expiresInSeconds: 600 });
          onPass();
        }}
      >
        <ParentScreen />
      </AskGrownUpContext.Provider>,
    );
    await user.click(
      within(await card('Тимур')).getByRole('button', { name: 'Удалить профиль «Тимур»' }),
    );
    await user.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Тимур' })).toBeNull());
    expect(gates).toBe(1);
    expect(api.callsTo('DELETE /family/children/22')).toHaveLength(2);
    expect(grownUpHeaderOf(api, 'DELETE', '/family/children/22')).toBe('pass-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no removal for the only child', async () => {
    parentApi({
      'GET /family/overview': () => jsonResponse(200, sampleOverview([aliya])),
      'GET /family': () => jsonResponse(200, sampleFamily([aliya])),
    });
    renderParent();
    await card('Алия');
    expect(screen.queryByRole('button', { name: /Удалить профиль/ })).not.toBeInTheDocument();
  });

  it('says the grown-up time ran out when the server asks for the gate again', async () => {
    parentApi({
      'GET /family/overview': () =>
        jsonResponse(403, { message: 'Grown-up required', code: 'GROWN_UP_REQUIRED' }),
    });
    renderParent();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Время входа для взрослых истекло/);
  });
});

describe('the PIN', () => {
  const pinField = () => screen.findByLabelText('Новый PIN-код (4 цифры)');
  const repeatField = () => screen.getByLabelText('Повторите PIN-код');

  it('sets a PIN typed twice, with the gate pass', async () => {
    const api = parentApi({ 'PUT /family/pin': () => jsonResponse(200, { hasPin: true }) });
    const user = userEvent.setup();
    renderParent();
    expect(await screen.findByText(/PIN-кода нет/)).toBeInTheDocument();
    await user.type(await pinField(), '1234');
    await user.type(repeatField(), '1234');
    await user.click(screen.getByRole('button', { name: 'Сохранить PIN-код' }));

    expect(await screen.findByText('PIN-код сохранён')).toBeInTheDocument();
    expect(api.callsTo('PUT /family/pin')[0]?.body).toEqual({ pin: '1234' });
    expect(grownUpHeaderOf(api, 'PUT', '/family/pin')).toBe('pass-1');
    expect(screen.getByText('PIN-код установлен')).toBeInTheDocument();
    expect(screen.queryByLabelText('Новый PIN-код (4 цифры)')).not.toBeInTheDocument();
  });

  it('refuses two PINs that differ, or fewer than 4 digits, without a request', async () => {
    const api = parentApi();
    const user = userEvent.setup();
    renderParent();
    await user.type(await pinField(), '1234');
    await user.type(repeatField(), '1243');
    await user.click(screen.getByRole('button', { name: 'Сохранить PIN-код' }));
    expect(await screen.findByText('PIN-коды не совпадают')).toBeInTheDocument();
    expect(repeatField()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(await pinField());
    await user.type(await pinField(), '12a');
    expect(await pinField()).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Сохранить PIN-код' }));
    expect(await screen.findByText('Нужно ровно 4 цифры')).toBeInTheDocument();
    expect(api.callsTo('PUT /family/pin')).toHaveLength(0);
  });

  it('removes the PIN: the question is back', async () => {
    const api = parentApi({
      'GET /family': () => jsonResponse(200, sampleFamily(undefined, { hasPin: true })),
      'PUT /family/pin': () => jsonResponse(200, { hasPin: false }),
    });
    const user = userEvent.setup();
    renderParent();
    await user.click(await screen.findByRole('button', { name: 'Убрать PIN-код' }));
    expect(await screen.findByText('PIN-код убран: снова будет пример')).toBeInTheDocument();
    expect(api.callsTo('PUT /family/pin')[0]?.body).toEqual({ pin: null });
    expect(await pinField()).toBeInTheDocument();
  });
});

describe('the export', () => {
  it('downloads the family’s data as a dated JSON file', async () => {
    const exported = { family: { phone: '+998901234567' }, children: [{ name: 'Алия' }] };
    const api = parentApi({ 'GET /family/export': () => jsonResponse(200, exported) });
    const createObjectURL = vi.fn((_: Blob) => 'blob:family');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const user = userEvent.setup();
    renderParent();
    await user.click(await screen.findByRole('button', { name: 'Скачать данные семьи' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(grownUpHeaderOf(api, 'GET', '/family/export')).toBe('pass-1');
    expect(clicks[0]?.download).toBe(exportFileName());
    expect(clicks[0]?.download).toMatch(/^bolajon-family-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicks[0]?.href).toBe('blob:family');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse(await blob!.text())).toEqual(exported);
  });

  it('names the file by the device’s date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 30))).toBe('bolajon-family-2026-01-05.json');
  });
});
