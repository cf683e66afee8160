import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeAudio,
  sharedFake,
  type FakeAudioControl,
} from '../../../lib/__tests__/fake-audio';
import { installFakeSpeech } from '../../../lib/__tests__/fake-speech-synthesis';
import { LISTEN_LIMIT_MS } from '../../../lib/speech-recognition';
import {
  FakeSpeechRecognition,
  installFakeRecognition,
} from '../../../test/fake-speech-recognition';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { mockApi } from '../../../test/utils';
import SpeechScreen from '../../speech/screen';
import { SpokenAnswer } from '../spoken-answer';
import type { SpokenChoice } from '../spoken-choices';

/*
 * The app and the microphone take turns, with the real sound player (on fake audio elements) and
 * a fake recogniser: nothing the app says while the microphone listens can be taken for the
 * child's answer.
 */

const choices: SpokenChoice[] = [
  { answer: 'Собака', audioUrl: '/media/a/sobaka.ogg' },
  { answer: 'Кошка', audioUrl: '/media/a/koshka.ogg' },
  { answer: 'Утка', audioUrl: '/media/a/utka.ogg' },
];
const onAnswer = vi.fn();
const onSubmit = vi.fn();

function Harness() {
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <SpokenAnswer
      expected="Кошка"
      choices={choices}
      answer={answer}
      locked={false}
      onAnswer={(a) => {
        onAnswer(a);
        setAnswer(a);
      }}
      onSubmit={onSubmit}
    />
  );
}

let audio: FakeAudioControl;
const fake = () => FakeSpeechRecognition.last as FakeSpeechRecognition;
const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');

beforeEach(() => {
  onAnswer.mockReset();
  onSubmit.mockReset();
  installFakeRecognition();
  installFakeSpeech();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SpokenAnswer takes turns with the sound player', () => {
  it('an answer heard on a tap is silenced when the microphone is tried again; what it hears is not the tap', async () => {
    audio = installFakeAudio();
    mockApi({});
    vi.useFakeTimers();
    render(<Harness />);
    // Nothing heard twice: the listening choice comes, the microphone behind a link.
    fireEvent.click(button('Сказать ответ'));
    act(() => vi.advanceTimersByTime(LISTEN_LIMIT_MS));
    fireEvent.click(button('Сказать ещё раз'));
    act(() => vi.advanceTimersByTime(LISTEN_LIMIT_MS));
    const answers = within(screen.getByRole('group', { name: 'Ответы' }));

    // The child taps "Кошка" to hear it: the app says it aloud, and it is the answer for Check.
    fireEvent.click(answers.getByRole('button', { name: 'Кошка' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(audio.played).toEqual(['/media/a/koshka.ogg']);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('Кошка');

    // Trying the microphone again silences the word, and listens.
    fireEvent.click(button('Попробовать микрофон'));
    expect(fake().running).toBe(true);
    expect(sharedFake(audio).paused).toBe(true);
    expect(status()).toHaveTextContent('Слушаю… Говори!');
    // Nothing heard again: the choice is back, the tap still picked.
    act(() => vi.advanceTimersByTime(LISTEN_LIMIT_MS));
    expect(status()).toHaveTextContent('Послушай и выбери ответ');
    expect(
      within(screen.getByRole('group', { name: 'Ответы' })).getByRole('button', { name: 'Кошка' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the kit’s question speaker (1.0)', () => {
  const game = sampleGame({
    id: 10,
    title: 'Повтори слово',
    type: '1.0',
    instruction: 'Что на картинке? Ответь по-русски.',
    instructionAudioUrl: '/media/i/say.ogg',
  });
  const question = () =>
    choiceQuestion(1, 'Скажи: «Привет»', ['Привет'], 'Привет', {
      audioUrl: '/media/q/privet.ogg',
    });

  it('stops the microphone when tapped while it listens; the answer is not checked', async () => {
    audio = installFakeAudio();
    mockApi({});
    const { submit } = renderGameScreen(SpeechScreen, { game, questions: [question()] });
    fireEvent.click(button('Сказать ответ'));
    const listening = fake();
    act(() => listening.interim('При'));

    fireEvent.click(button('Послушать: Скажи: «Привет»'));
    expect(listening.running).toBe(false);
    expect(status()).toHaveTextContent('Нажми на микрофон и скажи ответ');
    await waitFor(() => expect(audio.played).toEqual(['/media/q/privet.ogg']));
    expect(submit).not.toHaveBeenCalled();
    expect(button('Проверить')).toBeDisabled();
  });

  it('stops reading the question when the microphone starts', async () => {
    audio = installFakeAudio({ unlocked: true });
    mockApi({});
    renderGameScreen(SpeechScreen, { game, questions: [question()] });
    await waitFor(() => expect(sharedFake(audio).paused).toBe(false));
    fireEvent.click(button('Сказать ответ'));
    expect(fake().running).toBe(true);
    expect(sharedFake(audio).paused).toBe(true);
  });
});
