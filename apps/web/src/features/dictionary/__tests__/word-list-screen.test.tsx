import type { DictionaryRecord } from '@bolajon/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LearnedWordsRoute from '../../../app/routes/dictionary/learned-words';
import UnlearnedWordsRoute from '../../../app/routes/dictionary/unlearned-words';
import { installFakeAudio, type FakeAudioControl } from '../../../lib/__tests__/fake-audio';
import { jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { deferred, markOf, recordsOf, sampleWords, serverError, wordsShown } from './word-fixtures';

const placeholder = 'Скоро здесь будет много интересного!';
const learnedPath = 'GET /user-dictionary/my-learned';
const unlearnedPath = 'GET /user-dictionary/my-unlearned';

let audio: FakeAudioControl;
beforeEach(() => {
  audio = installFakeAudio();
});

/** The server's lists as they stand: a mark moves the word from one to the other. */
function wordServer(learned: DictionaryRecord[], unlearned: DictionaryRecord[] = []) {
  const lists = { learned: [...learned], unlearned: [...unlearned] };
  const move = (id: number, to: 'learned' | 'unlearned') => {
    const from = to === 'learned' ? 'unlearned' : 'learned';
    const record = lists[from].find((r) => r.dictionaryId === id);
    lists[from] = lists[from].filter((r) => r.dictionaryId !== id);
    if (record) lists[to] = [record, ...lists[to]];
    return jsonResponse(200, markOf(id, to));
  };
  return { lists, move };
}

const renderLearned = () => renderRoute('/learned-words', <LearnedWordsRoute />);
const renderUnlearned = () => renderRoute('/unlearned-words', <UnlearnedWordsRoute />);
const list = (name: string) => screen.findByRole('list', { name });

describe('the learned words', () => {
  it('shows each word and its translation, each a speaker playing its own recording', async () => {
    mockApi({ [learnedPath]: () => jsonResponse(200, recordsOf(sampleWords())) });
    const user = userEvent.setup();
    renderLearned();
    expect(screen.getByRole('heading', { level: 1, name: 'Выученные слова' })).toBeInTheDocument();
    expect(screen.queryByText(placeholder)).not.toBeInTheDocument();

    const words = await list('Выученные слова');
    expect(wordsShown(words)).toEqual(['кошка', 'собака', 'утка', 'корова']);
    const cat = within(words).getAllByRole('listitem')[0]!;
    await user.click(within(cat).getByRole('button', { name: 'Послушать: кошка' }));
    await user.click(within(cat).getByRole('button', { name: 'Послушать: mushuk' }));
    expect(audio.played).toEqual(['/media/кошка.ogg', '/media/mushuk.ogg']);
  });

  it('moves a word to "don\'t know" with its star: disabled while saving, then gone at once', async () => {
    const server = wordServer(recordsOf(sampleWords()));
    const mark = deferred();
    const refetch = deferred();
    const api = mockApi({
      [learnedPath]: [() => jsonResponse(200, server.lists.learned), () => refetch.promise],
      'POST /user-dictionary/mark-unlearned/102': () => mark.promise,
    });
    const user = userEvent.setup();
    renderLearned();
    const words = await list('Выученные слова');

    const star = screen.getByRole('button', { name: 'Перенести в «Не знаю»: собака' });
    await user.click(star);
    expect(star).toBeDisabled();
    // Only the word being saved waits; the others can still be moved.
    expect(screen.getByRole('button', { name: 'Перенести в «Не знаю»: кошка' })).toBeEnabled();
    expect(wordsShown(words)).toContain('собака');

    await act(async () => mark.release(server.move(102, 'unlearned')));
    // Gone before the list is read again.
    await waitFor(() => expect(wordsShown(words)).toEqual(['кошка', 'утка', 'корова']));
    expect(api.callsTo(learnedPath)).toHaveLength(2);
    await act(async () => refetch.release(jsonResponse(200, server.lists.learned)));
    expect(wordsShown(words)).toEqual(['кошка', 'утка', 'корова']);
    expect(server.lists.unlearned.map((r) => r.dictionary.word)).toEqual(['собака']);
  });

  it('keeps the word and only logs when the move fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      [learnedPath]: () => jsonResponse(200, recordsOf(sampleWords())),
      'POST /user-dictionary/mark-unlearned/101': () => jsonResponse(500, serverError),
    });
    const user = userEvent.setup();
    renderLearned();
    const words = await list('Выученные слова');
    const star = screen.getByRole('button', { name: 'Перенести в «Не знаю»: кошка' });
    await user.click(star);

    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(star).toBeEnabled());
    expect(wordsShown(words)).toEqual(['кошка', 'собака', 'утка', 'корова']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shuffles the words into a new order', async () => {
    mockApi({ [learnedPath]: () => jsonResponse(200, recordsOf(sampleWords())) });
    const user = userEvent.setup();
    renderLearned();
    const words = await list('Выученные слова');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await user.click(screen.getByRole('button', { name: 'Перемешать' }));
    expect(wordsShown(words)).toEqual(['собака', 'утка', 'корова', 'кошка']);
    await user.click(screen.getByRole('button', { name: 'Перемешать' }));
    expect(wordsShown(words)).toEqual(['утка', 'корова', 'кошка', 'собака']);
  });

  it('says when no word is learned yet, and still leads to the dictionary', async () => {
    mockApi({ [learnedPath]: () => jsonResponse(200, []) });
    renderLearned();
    expect(
      await screen.findByText('Выученных слов пока нет. Нажимай «Знаю» в словаре!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перемешать' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'К словарю' })).toHaveAttribute('href', '/dictionary');
  });

  it('shows the loading error with a retry that loads again', async () => {
    const api = mockApi({
      [learnedPath]: [
        () => jsonResponse(500, serverError),
        () => jsonResponse(200, recordsOf(sampleWords())),
      ],
    });
    const user = userEvent.setup();
    renderLearned();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка на сервере');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(wordsShown(await list('Выученные слова'))).toHaveLength(4);
    expect(api.callsTo(learnedPath)).toHaveLength(2);
  });

  it('goes back to the previous page, or to "My words" when opened directly', async () => {
    mockApi({ [learnedPath]: () => jsonResponse(200, []) });
    const user = userEvent.setup();
    const direct = renderLearned();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(readProbe(screen.getByRole('status', { name: 'location' })).pathname).toBe(
      '/dictionary-list',
    );
    direct.unmount();

    const visit = renderRoute('/learned-words', <LearnedWordsRoute />, {
      initialEntry: '/somewhere',
    });
    await act(() => visit.router.navigate('/learned-words'));
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(readProbe(screen.getByRole('status', { name: 'location' })).pathname).toBe('/somewhere');
  });
});

describe('the unlearned words', () => {
  it('moves a word to "know" with its star and removes it here', async () => {
    const server = wordServer([], recordsOf(sampleWords().slice(0, 2)));
    const api = mockApi({
      [unlearnedPath]: () => jsonResponse(200, server.lists.unlearned),
      'POST /user-dictionary/mark-learned/101': () => server.move(101, 'learned'),
    });
    const user = userEvent.setup();
    renderUnlearned();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Слова на повторение' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(placeholder)).not.toBeInTheDocument();
    const words = await list('Слова на повторение');
    expect(within(words).getAllByRole('button', { name: /^Перенести в «Знаю»: / })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Перенести в «Знаю»: кошка' }));
    await waitFor(() => expect(wordsShown(words)).toEqual(['собака']));
    expect(api.callsTo('POST /user-dictionary/mark-learned/101')).toHaveLength(1);
    expect(server.lists.learned.map((r) => r.dictionary.word)).toEqual(['кошка']);
  });

  it('says when there is nothing to repeat', async () => {
    mockApi({ [unlearnedPath]: () => jsonResponse(200, []) });
    renderUnlearned();
    expect(await screen.findByText('Слов на повторение пока нет. Молодец!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К словарю' })).toHaveAttribute('href', '/dictionary');
  });
});
