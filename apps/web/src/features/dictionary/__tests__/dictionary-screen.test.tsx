import type { ReviewWord, WordMark } from '@bolajon/contract';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSpeech } from '../../../lib/audio';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import { DictionaryScreen } from '../components/dictionary-screen';

vi.mock(import('../../../lib/audio'), async (original) => ({
  ...(await original()),
  playSpeech: vi.fn(async () => {}),
  stopSound: vi.fn(),
}));

const RANDOM = 'GET /user-dictionary/random/advanced';
const internalError = { message: 'Internal error', code: 'INTERNAL_ERROR' };

function reviewWord(
  id: number,
  word: string,
  translation: string,
  overrides: Partial<ReviewWord> = {},
): ReviewWord {
  return {
    id,
    word,
    translation,
    imageUrl: null,
    audioUrl: `/media/w/${id}.ogg`,
    translationAudioUrl: `/media/t/${id}.ogg`,
    lesson: {
      id: 3,
      title: 'Моя семья',
      titleUz: null,
      block: {
        title: 'Знакомство',
        titleUz: null,
        module: {
          title: 'Модуль 1',
          titleUz: null,
          course: { id: 1, title: 'Русский для малышей', titleUz: null },
        },
      },
    },
    state: 'new',
    due: true,
    ...overrides,
  };
}
const mama = reviewWord(1, 'мама', 'ona');
const papa = reviewWord(2, 'папа', 'ota');
const cat = reviewWord(3, 'кошка', 'mushuk');

/** The server's answer (ADR 0026): the word itself at the top level, or null when there are none. */
const wordResponse = (word: ReviewWord | null) => () => jsonResponse(200, word);
const marked = (dictionaryId: number, state: WordMark['state']) => () =>
  jsonResponse(200, { id: 50 + dictionaryId, dictionaryId, state, dueOn: '2025-01-02' });

const renderDictionary = () => renderRoute('/dictionary', <DictionaryScreen />);

/**
 * The closed card showing `word` (a button named by what it shows); once open it is hidden from
 * the accessibility tree.
 */
const cardName = (word: string) => `${word}. Нажми — увидишь перевод`;
const closedCard = (word: string) => screen.queryByRole('button', { name: cardName(word) });
const findCard = (word: string) => screen.findByRole('button', { name: cardName(word) });
const turnBack = () => screen.queryByRole('button', { name: 'Перевернуть карточку' });
const know = () => screen.getByRole('button', { name: 'Знаю' });
const dontKnow = () => screen.getByRole('button', { name: 'Не знаю' });
const next = () => screen.queryByRole('button', { name: 'Следующее слово' });
const previous = () => screen.getByRole('button', { name: 'Назад' });

beforeEach(() => {
  vi.mocked(playSpeech).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dictionary review card (/dictionary)', () => {
  it('shows a spinner, then the word with its lesson and course, a link to my words, and says the word', async () => {
    const api = mockApi({ [RANDOM]: wordResponse(mama) });
    renderDictionary();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');

    expect(await findCard('мама')).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Словарь' })).toBeInTheDocument();
    expect(screen.queryByText('Скоро здесь будет много интересного!')).toBeNull();
    expect(screen.getByText('Урок: Моя семья')).toBeInTheDocument();
    expect(screen.getByText('Курс: Русский для малышей')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои слова' })).toHaveAttribute(
      'href',
      '/dictionary-list',
    );
    expect(api.callsTo(RANDOM)).toHaveLength(1);
    // A child who cannot read hears the new word, as soon as the browser lets the page speak.
    expect(playSpeech).toHaveBeenCalledTimes(1);
    expect(playSpeech).toHaveBeenCalledWith(
      { text: 'мама', audioUrl: '/media/w/1.ogg' },
      { auto: true },
    );
    expect(screen.getByRole('button', { name: 'Послушать: мама' })).toBeInTheDocument();
    // No translation yet, nothing to move on to before an answer, nothing to go back to.
    expect(screen.queryByRole('button', { name: 'Послушать: ona' })).toBeNull();
    expect(next()).toBeNull();
    expect(previous()).toBeDisabled();
  });

  it('turns over to the translation (and says it) on a tap, and back on another', async () => {
    mockApi({ [RANDOM]: wordResponse(mama) });
    const user = userEvent.setup();
    renderDictionary();
    await user.click(await findCard('мама'));

    // The closed face is gone (disabled, out of the accessibility tree); the open one shows.
    expect(closedCard('мама')).toBeNull();
    expect(screen.getAllByText('ona').length).toBeGreaterThan(0);
    expect(playSpeech).toHaveBeenLastCalledWith({ text: 'ona', audioUrl: '/media/t/1.ogg' });
    expect(screen.getByRole('button', { name: 'Послушать: ona' })).toBeInTheDocument();
    // The keyboard follows the card to its open face.
    expect(turnBack()).toHaveFocus();

    vi.mocked(playSpeech).mockClear();
    await user.click(turnBack() as HTMLElement);
    expect(closedCard('мама')).toBeEnabled();
    expect(closedCard('мама')).toHaveFocus();
    expect(turnBack()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Послушать: ona' })).toBeNull();
    // Turning back says nothing: the child already heard the word.
    expect(playSpeech).not.toHaveBeenCalled();
  });

  it('keeps the speakers out of the card button (no button inside a button)', async () => {
    mockApi({ [RANDOM]: wordResponse(mama) });
    const user = userEvent.setup();
    const { container } = renderDictionary();
    const card = await findCard('мама');
    const wordSpeaker = screen.getByRole('button', { name: 'Послушать: мама' });
    expect(card.contains(wordSpeaker)).toBe(false);
    await user.click(card);
    const translationSpeaker = screen.getByRole('button', { name: 'Послушать: ona' });
    expect(card.contains(translationSpeaker)).toBe(false);
    expect(container.querySelectorAll('button button')).toHaveLength(0);
  });

  it('names the closed card with the words it shows, in their order (WCAG 2.5.3, label in name)', async () => {
    mockApi({ [RANDOM]: wordResponse(mama) });
    renderDictionary();
    const card = await findCard('мама');
    // The check Lighthouse runs (axe's label-content-name-mismatch): the words of the button's
    // text, as it runs on (two texts with nothing between them are one word), are a run of the
    // words of its name.
    const words = (text: string | null) =>
      (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const seen = words(card.textContent).join(' ');
    expect(seen).toBe('мама нажми увидишь перевод');
    expect(` ${words(card.getAttribute('aria-label')).join(' ')} `).toContain(` ${seen} `);
  });

  it('marks "know": POST mark-learned, both answers disabled while it saves, then the answer stays chosen and next appears', async () => {
    let save: () => void = () => {};
    const api = mockApi({
      [RANDOM]: wordResponse(mama),
      'POST /user-dictionary/mark-learned/1': () =>
        new Promise<Response>((resolve) => {
          save = () => resolve(marked(1, 'learned')());
        }),
    });
    const user = userEvent.setup();
    renderDictionary();
    await findCard('мама');
    expect(know()).toHaveAttribute('aria-pressed', 'false');

    await user.click(know());
    expect(know()).toBeDisabled();
    expect(dontKnow()).toBeDisabled();
    expect(next()).toBeNull();
    expect(api.callsTo('POST /user-dictionary/mark-learned/1')).toHaveLength(1);

    act(() => save());
    await waitFor(() => expect(know()).toHaveAttribute('aria-pressed', 'true'));
    expect(dontKnow()).toHaveAttribute('aria-pressed', 'false');
    expect(know()).toBeEnabled();
    expect(dontKnow()).toBeEnabled();
    expect(next()).toBeInTheDocument();
  });

  it('marks "don\'t know" with POST mark-unlearned', async () => {
    const api = mockApi({
      [RANDOM]: wordResponse(mama),
      'POST /user-dictionary/mark-unlearned/1': marked(1, 'unlearned'),
    });
    const user = userEvent.setup();
    renderDictionary();
    await findCard('мама');
    await user.click(dontKnow());
    await waitFor(() => expect(dontKnow()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST /user-dictionary/mark-unlearned/1')).toHaveLength(1);
    expect(api.callsTo('POST /user-dictionary/mark-learned/1')).toHaveLength(0);
    expect(next()).toBeInTheDocument();
  });

  it('says the data error when a mark fails, leaves the answer open, and lets the child try again', async () => {
    mockApi({
      [RANDOM]: wordResponse(mama),
      'POST /user-dictionary/mark-learned/1': [
        () => jsonResponse(500, internalError),
        marked(1, 'learned'),
      ],
    });
    const user = userEvent.setup();
    renderDictionary();
    await findCard('мама');
    await user.click(know());

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить данные');
    expect(know()).toHaveAttribute('aria-pressed', 'false');
    expect(know()).toBeEnabled();
    expect(next()).toBeNull();

    await user.click(know());
    await waitFor(() => expect(know()).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fetches the next word excluding this one, goes back to the previous word as it was left, and forward again without fetching', async () => {
    const nextUrl = `${RANDOM}?exclude=1`;
    const api = mockApi({
      [RANDOM]: wordResponse(mama),
      [nextUrl]: wordResponse(papa),
      'POST /user-dictionary/mark-learned/1': marked(1, 'learned'),
      'POST /user-dictionary/mark-unlearned/1': marked(1, 'unlearned'),
    });
    const user = userEvent.setup();
    renderDictionary();
    await user.click(await findCard('мама'));
    await user.click(know());
    await user.click(
      (await screen.findByRole('button', { name: 'Следующее слово' })) as HTMLElement,
    );

    expect(await findCard('папа')).toBeEnabled();
    expect(api.callsTo(nextUrl)).toHaveLength(1);
    expect(playSpeech).toHaveBeenLastCalledWith(
      { text: 'папа', audioUrl: '/media/w/2.ogg' },
      { auto: true },
    );
    // A fresh card: closed, unanswered.
    expect(know()).toHaveAttribute('aria-pressed', 'false');
    expect(next()).toBeNull();

    await user.click(previous());
    expect(screen.getByRole('button', { name: 'Послушать: мама' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /папа/ })).toBeNull();
    // As it was left: open, "know" chosen, so next is there.
    expect(closedCard('мама')).toBeNull();
    expect(turnBack()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Послушать: ona' })).toBeInTheDocument();
    expect(know()).toHaveAttribute('aria-pressed', 'true');
    expect(previous()).toBeDisabled();

    // A previous card may be marked again.
    await user.click(dontKnow());
    await waitFor(() => expect(dontKnow()).toHaveAttribute('aria-pressed', 'true'));
    expect(know()).toHaveAttribute('aria-pressed', 'false');

    await user.click(next() as HTMLElement);
    expect(closedCard('папа')).toBeEnabled();
    expect(api.callsTo(RANDOM)).toHaveLength(1);
    expect(api.callsTo(nextUrl)).toHaveLength(1);
  });

  it('keeps the words of the visit when the window regains focus or the network comes back', async () => {
    const api = mockApi({ [RANDOM]: [wordResponse(mama), wordResponse(cat)] });
    renderDictionary();
    await findCard('мама');
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    act(() => focusManager.setFocused(undefined));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closedCard('мама')).toBeInTheDocument();
    expect(api.callsTo(RANDOM)).toHaveLength(1);
  });

  it('starts a new visit on a new mount and drops the words of the old one', async () => {
    const api = mockApi({ [RANDOM]: [wordResponse(mama), wordResponse(cat)] });
    const first = renderDictionary();
    await findCard('мама');
    const cache = first.queryClient.getQueryCache();
    expect(cache.findAll({ queryKey: ['user-dictionary', 'random'] })).toHaveLength(1);
    first.unmount();
    await waitFor(() =>
      expect(cache.findAll({ queryKey: ['user-dictionary', 'random'] })).toHaveLength(0),
    );

    renderRoute('/dictionary', <DictionaryScreen />, { queryClient: first.queryClient });
    expect(await findCard('кошка')).toBeInTheDocument();
    expect(api.callsTo(RANDOM)).toHaveLength(2);
  });

  it("keeps its words through StrictMode's trial unmount", async () => {
    const api = mockApi({
      [RANDOM]: wordResponse(mama),
      [`${RANDOM}?exclude=1`]: wordResponse(papa),
      'POST /user-dictionary/mark-learned/1': marked(1, 'learned'),
    });
    const user = userEvent.setup();
    renderRoute(
      '/dictionary',
      <StrictMode>
        <DictionaryScreen />
      </StrictMode>,
    );
    await findCard('мама');
    await user.click(know());
    await user.click(
      (await screen.findByRole('button', { name: 'Следующее слово' })) as HTMLElement,
    );
    await findCard('папа');
    await user.click(previous());
    expect(closedCard('мама')).toBeInTheDocument();
    expect(api.callsTo(RANDOM)).toHaveLength(1);
    expect(api.callsTo(`${RANDOM}?exclude=1`)).toHaveLength(1);
  });

  it('says gently when nothing was due and this word is extra practice', async () => {
    mockApi({ [RANDOM]: wordResponse({ ...mama, due: false, state: 'learned' }) });
    renderDictionary();
    expect(
      await screen.findByText('Все слова на сегодня повторены! Повторим ещё одно'),
    ).toBeInTheDocument();
  });

  it('says nothing of practice for a due word', async () => {
    mockApi({ [RANDOM]: wordResponse(mama) });
    renderDictionary();
    await findCard('мама');
    expect(screen.queryByText(/Все слова на сегодня повторены/)).toBeNull();
  });

  it('shows the empty state with a way to the lessons when there are no words', async () => {
    mockApi({ [RANDOM]: wordResponse(null) });
    renderDictionary();
    expect(await screen.findByText(/Слов пока нет/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К урокам' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Словарь' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Знаю' })).toBeNull();
    expect(playSpeech).not.toHaveBeenCalled();
  });

  it('shows the loading error with a retry that loads the word', async () => {
    const api = mockApi({
      [RANDOM]: [() => jsonResponse(500, internalError), wordResponse(mama)],
    });
    const user = userEvent.setup();
    renderDictionary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные');
    await user.click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    expect(await findCard('мама')).toBeInTheDocument();
    expect(api.callsTo(RANDOM)).toHaveLength(2);
  });
});
