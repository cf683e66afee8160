import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DictionaryListRoute from '../../../app/routes/dictionary/dictionary-list';
import { initI18n } from '../../../lib/i18n';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { deferred, serverError } from './word-fixtures';

const placeholder = 'Скоро здесь будет много интересного!';
const lessons = [
  { id: 1, title: 'Привет!', titleUz: 'Salom!' },
  { id: 2, title: 'Моя семья', titleUz: null },
  { id: 3, title: 'Животные', titleUz: 'Hayvonlar' },
];

const renderList = (entry = '/dictionary-list') =>
  renderRoute('/dictionary-list', <DictionaryListRoute />, { initialEntry: entry });
const location = () => readProbe(screen.getByRole('status', { name: 'location' }));
const lessonList = () => screen.findByRole('list', { name: 'Уроки' });
const lessonsShown = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('my words: the three choices', () => {
  it('offers lessons, "know" and "don\'t know" as big links, without loading anything', async () => {
    const api = mockApi({});
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Мои слова' })).toBeInTheDocument();
    expect(screen.queryByText(placeholder)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'По урокам' })).toHaveAttribute(
      'href',
      '/dictionary-list?view=lessons',
    );
    expect(screen.getByRole('link', { name: 'Знаю' })).toHaveAttribute('href', '/learned-words');
    expect(screen.getByRole('link', { name: 'Не знаю' })).toHaveAttribute(
      'href',
      '/unlearned-words',
    );
    expect(screen.queryByRole('button', { name: 'Перемешать' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('goes back to the previous page, or to the dictionary when opened directly', async () => {
    const user = userEvent.setup();
    const direct = renderList();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(location().pathname).toBe('/dictionary');
    direct.unmount();

    const visit = renderList('/profile');
    await act(() => visit.router.navigate('/dictionary-list'));
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(location().pathname).toBe('/profile');
  });
});

describe('my words: by lessons', () => {
  it('lists the lessons as links to their words', async () => {
    mockApi({ 'GET /lessons': () => jsonResponse(200, lessons) });
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('link', { name: 'По урокам' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Мои слова' })).toBeInTheDocument();
    const list = await lessonList();
    expect(lessonsShown(list)).toEqual(['Привет!', 'Моя семья', 'Животные']);
    await user.click(within(list).getByRole('link', { name: 'Моя семья' }));
    expect(location().pathname).toBe('/lesson-words/2');
  });

  it('names a lesson without a title by its number', async () => {
    mockApi({ 'GET /lessons': () => jsonResponse(200, [{ id: 4, title: '', titleUz: null }]) });
    renderList('/dictionary-list?view=lessons');
    const list = await lessonList();
    expect(within(list).getByRole('link', { name: 'Урок 4' })).toHaveAttribute(
      'href',
      '/lesson-words/4',
    );
    expect(screen.getByRole('button', { name: 'Перемешать' })).toBeDisabled();
  });

  it('goes back to the three choices: one step back when they opened it', async () => {
    mockApi({ 'GET /lessons': () => jsonResponse(200, lessons) });
    const user = userEvent.setup();
    const visit = renderList('/dictionary');
    await act(() => visit.router.navigate('/dictionary-list'));
    await user.click(screen.getByRole('link', { name: 'По урокам' }));
    await lessonList();

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('link', { name: 'Знаю' })).toBeInTheDocument();
    expect(visit.router.state.location.search).toBe('');
    // The next back leaves the screen for where the child came from.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(location().pathname).toBe('/dictionary');
  });

  it('goes back to the three choices when opened directly on the lessons', async () => {
    mockApi({ 'GET /lessons': () => jsonResponse(200, lessons) });
    const user = userEvent.setup();
    const visit = renderList('/dictionary-list?view=lessons');
    await lessonList();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('link', { name: 'По урокам' })).toBeInTheDocument();
    expect(visit.router.state.location.pathname).toBe('/dictionary-list');
    expect(visit.router.state.location.search).toBe('');
  });

  it('shuffles the lessons into a new order', async () => {
    mockApi({ 'GET /lessons': () => jsonResponse(200, lessons) });
    const user = userEvent.setup();
    renderList('/dictionary-list?view=lessons');
    const list = await lessonList();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await user.click(screen.getByRole('button', { name: 'Перемешать' }));
    expect(lessonsShown(list)).toEqual(['Моя семья', 'Животные', 'Привет!']);
    // A draw that gives the same order back still changes what the child sees.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    await user.click(screen.getByRole('button', { name: 'Перемешать' }));
    expect(lessonsShown(list)).toEqual(['Животные', 'Привет!', 'Моя семья']);
  });

  it('shows a spinner, then says when there is no lesson to open', async () => {
    const answer = deferred();
    mockApi({ 'GET /lessons': () => answer.promise });
    renderList('/dictionary-list?view=lessons');
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    await act(async () => answer.release(jsonResponse(200, [])));
    expect(await screen.findByText('Пока нет доступных уроков')).toBeInTheDocument();
  });

  it('shows the loading error with a retry that loads again', async () => {
    const api = mockApi({
      'GET /lessons': [() => jsonResponse(500, serverError), () => jsonResponse(200, lessons)],
    });
    const user = userEvent.setup();
    renderList('/dictionary-list?view=lessons');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка на сервере');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(lessonsShown(await lessonList())).toHaveLength(3);
    expect(api.callsTo('GET /lessons')).toHaveLength(2);
  });
});

describe('my words: lesson titles in the Uzbek interface', () => {
  it("shows each lesson's Uzbek form under its Russian title, and only the Russian without one", async () => {
    await initI18n('uz');
    mockApi({ 'GET /lessons': () => jsonResponse(200, lessons) });
    renderList('/dictionary-list?view=lessons');
    const list = await screen.findByRole('list', { name: 'Darslar' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Привет!Salom!',
      'Моя семья',
      'ЖивотныеHayvonlar',
    ]);
    const uzbek = within(links[0]!).getByText('Salom!');
    expect(uzbek).toHaveAttribute('lang', 'uz');
    // Under the Russian title, which comes first.
    expect(within(links[0]!).getByText('Привет!').nextElementSibling).toBe(uzbek);
  });

  it('shows the Russian titles alone in the Russian interface', async () => {
    mockApi({ 'GET /lessons': () => jsonResponse(200, lessons) });
    renderList('/dictionary-list?view=lessons');
    const list = await lessonList();
    expect(lessonsShown(list)).toEqual(['Привет!', 'Моя семья', 'Животные']);
    expect(within(list).queryByText('Salom!')).not.toBeInTheDocument();
  });
});
