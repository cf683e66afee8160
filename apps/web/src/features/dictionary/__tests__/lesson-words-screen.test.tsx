import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LessonWordsRoute from '../../../app/routes/dictionary/lesson-words';
import { installFakeAudio, type FakeAudioControl } from '../../../lib/__tests__/fake-audio';
import { initI18n } from '../../../lib/i18n';
import { sampleSettings } from '../../../test/fixtures';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { deferred, sampleLesson, serverError, wordsShown } from './word-fixtures';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

const placeholder = 'Скоро здесь будет много интересного!';
const lessonPath = 'GET /lessons/5/with-dictionaries';

let audio: FakeAudioControl;
beforeEach(() => {
  audio = installFakeAudio();
});

const renderLesson = (id = '5') =>
  renderRoute('/lesson-words/:id', <LessonWordsRoute />, { initialEntry: `/lesson-words/${id}` });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const words = () => screen.findByRole('list', { name: 'Слова урока' });

describe("a lesson's words", () => {
  it('shows the lesson title and its words, each word and translation with its sound', async () => {
    mockApi({ [lessonPath]: () => jsonResponse(200, sampleLesson()) });
    const user = userEvent.setup();
    renderLesson();
    expect(await heading('Животные')).toBeInTheDocument();
    expect(screen.queryByText(placeholder)).not.toBeInTheDocument();

    const list = await words();
    expect(wordsShown(list)).toEqual(['кошка', 'собака', 'утка', 'корова']);
    const duck = within(list).getAllByRole('listitem')[2]!;
    await user.click(within(duck).getByRole('button', { name: 'Послушать: утка' }));
    await user.click(within(duck).getByRole('button', { name: 'Послушать: oʻrdak' }));
    expect(audio.played).toEqual(['/media/утка.ogg', '/media/oʻrdak.ogg']);
    // No stars here: the lesson's words are not the learner's lists.
    expect(within(list).queryByRole('button', { name: /^Перенести/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К словарю' })).toHaveAttribute('href', '/dictionary');
  });

  it('shuffles the words into a new order', async () => {
    mockApi({ [lessonPath]: () => jsonResponse(200, sampleLesson()) });
    const user = userEvent.setup();
    renderLesson();
    const list = await words();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await user.click(screen.getByRole('button', { name: 'Перемешать' }));
    expect(wordsShown(list)).toEqual(['собака', 'утка', 'корова', 'кошка']);
  });

  it('is titled by the lesson label and number while loading and for a lesson without a title', async () => {
    const answer = deferred();
    mockApi({ [lessonPath]: () => answer.promise });
    renderLesson();
    expect(await heading('Урок 5')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    await act(async () => answer.release(jsonResponse(200, sampleLesson({ title: '' }))));
    expect(wordsShown(await words())).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1, name: 'Урок 5' })).toBeInTheDocument();
  });

  it('says when the lesson has no words', async () => {
    mockApi({ [lessonPath]: () => jsonResponse(200, sampleLesson({ dictionaries: [] })) });
    renderLesson();
    expect(await screen.findByText('В этом уроке пока нет слов')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перемешать' })).toBeDisabled();
  });

  it('says the lesson does not exist for a 404, and for an id that is no id without asking', async () => {
    mockApi({
      [lessonPath]: () => jsonResponse(404, { message: 'Lesson not found', code: 'NOT_FOUND' }),
    });
    const first = renderLesson();
    expect(await screen.findByText('Такого урока нет')).toBeInTheDocument();
    expect(screen.queryByText('Такой игры нет')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Попробовать снова' })).not.toBeInTheDocument();
    first.unmount();

    const api = mockApi({});
    renderLesson('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Слова урока' })).toBeInTheDocument();
    expect(screen.getByText('Такого урока нет')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('for a course not bought, says so and shows how to open it (the support call)', async () => {
    mockApi({
      [lessonPath]: () => jsonResponse(403, { message: 'Course locked', code: 'COURSE_LOCKED' }),
      'GET /settings/default': () => jsonResponse(200, sampleSettings),
    });
    const user = userEvent.setup();
    renderLesson();
    expect(await screen.findByText('Этот урок откроется после покупки курса')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Как открыть урок?' }));
    const dialog = screen.getByRole('dialog', { name: 'Этот урок пока закрыт' });
    expect(await within(dialog).findByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
  });

  it('shows the loading error with a retry that loads again', async () => {
    const api = mockApi({
      [lessonPath]: [() => jsonResponse(500, serverError), () => jsonResponse(200, sampleLesson())],
    });
    const user = userEvent.setup();
    renderLesson();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка на сервере');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await heading('Животные')).toBeInTheDocument();
    expect(api.callsTo(lessonPath)).toHaveLength(2);
  });

  it('goes back to the lessons when opened directly', async () => {
    mockApi({ [lessonPath]: () => jsonResponse(200, sampleLesson()) });
    const user = userEvent.setup();
    renderLesson();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    const probe = readProbe(screen.getByRole('status', { name: 'location' }));
    expect(probe.pathname + probe.search).toBe('/dictionary-list?view=lessons');
  });
});

describe("a lesson's title in the Uzbek interface", () => {
  it('shows the Uzbek form under the Russian title in the heading', async () => {
    await initI18n('uz');
    mockApi({ [lessonPath]: () => jsonResponse(200, sampleLesson()) });
    renderLesson();
    const title = await screen.findByRole('heading', { level: 1, name: /^Животные/ });
    const uzbek = within(title).getByText('Hayvonlar');
    expect(uzbek).toHaveAttribute('lang', 'uz');
    expect(within(title).getByText('Животные').nextElementSibling).toBe(uzbek);
  });

  it('shows the Russian title alone when the lesson has no Uzbek form', async () => {
    await initI18n('uz');
    mockApi({ [lessonPath]: () => jsonResponse(200, sampleLesson({ titleUz: null })) });
    renderLesson();
    expect(await screen.findByRole('list', { name: 'Dars soʻzlari' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Животные');
  });

  it('shows the Russian title alone in the Russian interface', async () => {
    mockApi({ [lessonPath]: () => jsonResponse(200, sampleLesson()) });
    renderLesson();
    expect(await heading('Животные')).toBeInTheDocument();
    expect(screen.queryByText('Hayvonlar')).not.toBeInTheDocument();
  });
});
