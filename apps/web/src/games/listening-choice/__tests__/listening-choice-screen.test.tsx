import type { Question } from '@bolajon/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeAudio, noEngine } from '../../../lib/__tests__/fake-audio';
import {
  fakeVoice,
  installFakeSpeech,
  type FakeSpeechSynthesis,
} from '../../../lib/__tests__/fake-speech-synthesis';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { mockApi } from '../../../test/utils';
import { arrangePictures } from '../listening-choice-reducer';
import ListeningChoiceScreen from '../screen';
import { listeningQuestion } from './listening-question';

const game = sampleGame({ id: 23, title: 'Послушай и выбери', type: '2.3' });
// As in the demo pack (01-first-steps.yaml, "Послушай и выбери").
const questions = () => [
  listeningQuestion(1, 'Кошка', ['Кошка', 'Собака', 'Утка']),
  listeningQuestion(2, 'Утка', ['Курица', 'Утка', 'Рыба', 'Лягушка']),
];

const pictures = () => within(screen.getByRole('group', { name: 'Картинки' }));
/** The picture of `answer`, found by its place on screen (its label never names it). */
function pictureOf(question: Question, answer: string) {
  const place = arrangePictures(question).findIndex((v) => v.answer === answer) + 1;
  return pictures().getByRole('button', { name: new RegExp(`^Картинка ${place}\\b`) });
}
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });
const replayButton = () => screen.getByRole('button', { name: 'Послушать ещё раз' });
const score = () => screen.getByText('Очки').parentElement;

let synth: FakeSpeechSynthesis;
/** The game type's own instruction (no pack instruction here), said first as the game opens. */
const INSTRUCTION = 'Послушай слово и выбери картинку.';
/** What was said after the instruction: the words. */
const said = () =>
  synth.spoken.filter((u) => u.text !== INSTRUCTION).map((u) => `${u.text} ${u.lang}`);
/** The instruction is said first; the word comes once it has ended. */
async function instructionHeard() {
  await waitFor(() => expect(synth.spoken[0]?.text).toBe(INSTRUCTION));
  act(() => synth.finish(synth.spoken[0]));
}

// The page has been tapped (the intro's start); the server has no speech engine, so the word is
// said by the browser's voice (spec section 8).
beforeEach(() => {
  installFakeAudio({ unlocked: true });
  mockApi({ 'POST /audio': noEngine });
  synth = installFakeSpeech([fakeVoice('en-US'), fakeVoice('ru-RU', 'Milena')]);
});

describe('the listening choice screen (2.3)', () => {
  it('says the word as the question appears, and again on the speaker button', async () => {
    const user = userEvent.setup();
    renderGameScreen(ListeningChoiceScreen, { game, questions: questions() });

    await instructionHeard();
    await waitFor(() => expect(said()).toEqual(['Кошка ru-RU']));
    expect(synth.spoken[1]?.voice?.name).toBe('Milena');
    // The big button is its speaker: no other one names the word.
    expect(screen.queryByRole('button', { name: /Кошка/ })).toBeNull();

    await user.click(replayButton());
    await waitFor(() => expect(said()).toEqual(['Кошка ru-RU', 'Кошка ru-RU']));
    // One sound at a time: what was being said stops first.
    expect(synth.log.slice(-2)).toEqual(['cancel', 'speak Кошка']);
  });

  it('shows neutral pictures: no word, no telling label, until the check', async () => {
    const user = userEvent.setup();
    const [koshka] = questions() as [Question];
    renderGameScreen(ListeningChoiceScreen, { game, questions: [koshka] });

    // What to do: the kit's instruction line (the type's own words here), not a second heading.
    expect(screen.getByRole('button', { name: `Задание: ${INSTRUCTION}` })).toBeInTheDocument();
    const buttons = pictures().getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['', '', '']);
    expect(buttons.map((b) => within(b).getByRole('img').getAttribute('alt'))).toEqual([
      'Картинка 1',
      'Картинка 2',
      'Картинка 3',
    ]);
    expect(buttons.map((b) => within(b).getByRole('img').getAttribute('src'))).toEqual(
      arrangePictures(koshka).map((v) => v.imageUrl),
    );
    for (const word of ['Кошка', 'Собака', 'Утка']) expect(screen.queryByText(word)).toBeNull();

    expect(checkButton()).toBeDisabled();
    await user.click(pictureOf(koshka, 'Собака'));
    expect(pictureOf(koshka, 'Собака')).toHaveAttribute('aria-pressed', 'true');
    expect(checkButton()).toBeEnabled();
    expect(screen.queryByText('Собака')).toBeNull();
  });

  it('plays a game: wrong, repeat, right; then the next right at once; and reports the score', async () => {
    const user = userEvent.setup();
    const [koshka, utka] = questions() as [Question, Question];
    const { submit, onFinish } = renderGameScreen(ListeningChoiceScreen, {
      game,
      questions: [koshka, utka],
    });

    await instructionHeard();
    await waitFor(() => expect(said()).toHaveLength(1));
    await user.click(pictureOf(koshka, 'Утка'));
    await user.click(checkButton());
    const wrong = await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(within(wrong).getByText('Кошка')).toBeInTheDocument();
    expect(within(wrong).getByRole('img', { name: 'Картинка: Кошка' })).toHaveAttribute(
      'src',
      '/media/c/Кошка.svg',
    );
    // Now every picture shows its word, the picked one its verdict; picking is locked.
    for (const word of ['Кошка', 'Собака', 'Утка']) {
      expect(pictures().getByText(word)).toBeInTheDocument();
    }
    expect(pictureOf(koshka, 'Утка')).toHaveAccessibleDescription('Неверно');
    for (const button of pictures().getAllByRole('button')) expect(button).toBeDisabled();
    // The word can still be heard.
    await waitFor(() => expect(said()).toHaveLength(1));
    await user.click(replayButton());
    await waitFor(() => expect(said()).toHaveLength(2));

    await user.click(await within(wrong).findByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    // A repeat starts clean and says the word again.
    await waitFor(() => expect(said()).toEqual(['Кошка ru-RU', 'Кошка ru-RU', 'Кошка ru-RU']));
    expect(pictures().queryByText('Утка')).toBeNull();
    expect(pictureOf(koshka, 'Утка')).toHaveAttribute('aria-pressed', 'false');
    expect(checkButton()).toBeDisabled();

    await user.click(pictureOf(koshka, 'Кошка'));
    await user.click(checkButton());
    const right = await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    expect(pictureOf(koshka, 'Кошка')).toHaveAccessibleDescription('Верно');
    expect(score()).toHaveTextContent('0');
    await user.click(await within(right).findByRole('button', { name: 'Дальше' }));

    expect(await screen.findByText('Вопрос 2 из 2')).toBeInTheDocument();
    await waitFor(() => expect(said().at(-1)).toBe('Утка ru-RU'));
    expect(pictures().getAllByRole('button')).toHaveLength(4);
    await user.click(pictureOf(utka, 'Утка'));
    await user.click(checkButton());
    const last = await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    await waitFor(() => expect(score()).toHaveTextContent('10'));
    await user.click(await within(last).findByRole('button', { name: 'Дальше' }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 2 }));
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Утка' },
      { questionId: 1, answer: 'Кошка' },
      { questionId: 2, answer: 'Утка' },
    ]);
  });

  it('stops speaking when the screen goes away', async () => {
    const { unmount } = renderGameScreen(ListeningChoiceScreen, { game, questions: questions() });
    await instructionHeard();
    await waitFor(() => expect(said()).toEqual(['Кошка ru-RU']));
    const before = synth.log.length;
    unmount();
    expect(synth.log.slice(before)).toEqual(['cancel']);
  });

  it('plays the word’s recorded audio when the content has it', async () => {
    const audio = installFakeAudio({ unlocked: true });
    const [koshka] = questions() as [Question];
    renderGameScreen(ListeningChoiceScreen, {
      game,
      questions: [{ ...koshka, audioUrl: '/media/words/koshka.ogg' }],
    });
    await instructionHeard();
    await waitFor(() => expect(audio.played).toEqual(['/media/words/koshka.ogg']));
    expect(said()).toEqual([]);
  });

  it('is still played where the browser cannot speak: it only logs', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const [koshka] = questions() as [Question];
    renderGameScreen(ListeningChoiceScreen, { game, questions: [koshka] });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Speech synthesis is not available: cannot say', 'Кошка'),
    );

    await user.click(replayButton());
    await user.click(pictureOf(koshka, 'Кошка'));
    await user.click(checkButton());
    expect(await screen.findByRole('region', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
  });
});
