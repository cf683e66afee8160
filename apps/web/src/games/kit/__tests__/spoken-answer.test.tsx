import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSpeech } from '../../../lib/audio';
import { LISTEN_LIMIT_MS, SILENCE_MS } from '../../../lib/speech-recognition';
import {
  FakeSpeechRecognition,
  installFakeRecognition,
  removeRecognition,
} from '../../../test/fake-speech-recognition';
import { SpokenAnswer } from '../spoken-answer';
import type { SpokenChoice } from '../spoken-choices';

vi.mock('../../../lib/audio', () => ({
  playSpeech: vi.fn(async () => {}),
  stopSound: vi.fn(),
}));

const choices: SpokenChoice[] = [
  { answer: 'Собака', audioUrl: null },
  { answer: 'Кошка', audioUrl: '/media/a/koshka.ogg' },
  { answer: 'Утка', audioUrl: null },
];

function Harness({ locked = false }: { locked?: boolean }) {
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <>
      <SpokenAnswer
        expected="Кошка"
        choices={choices}
        answer={answer}
        locked={locked}
        onAnswer={(a) => {
          onAnswer(a);
          setAnswer(a || null);
        }}
        onSubmit={onSubmit}
      />
      <p>Ответ для проверки: {answer ?? '—'}</p>
    </>
  );
}

const onAnswer = vi.fn();
const onSubmit = vi.fn();
const fake = () => FakeSpeechRecognition.last as FakeSpeechRecognition;
const mic = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');
const answerButtons = () => within(screen.getByRole('group', { name: 'Ответы' }));
const tryMic = () => screen.getByRole('button', { name: 'Попробовать микрофон' });

beforeEach(() => {
  onAnswer.mockReset();
  onSubmit.mockReset();
  vi.mocked(playSpeech).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SpokenAnswer with a recogniser', () => {
  beforeEach(() => {
    installFakeRecognition();
  });

  it('listens on a tap, shows the words as they come, and submits once they are long enough', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(status()).toHaveTextContent('Нажми на микрофон и скажи ответ');
    expect(screen.queryByRole('group', { name: 'Ответы' })).toBeNull();

    await user.click(mic('Сказать ответ'));
    expect(fake().running).toBe(true);
    expect(status()).toHaveTextContent('Слушаю… Говори!');
    expect(mic('Готово')).toBeEnabled();

    act(() => fake().interim('кош'));
    expect(screen.getByText('«кош»')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    act(() => fake().interim('кошка'));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('кошка');
    expect(status()).toHaveTextContent('Я услышал:');
    expect(screen.getByText('«кошка»')).toBeInTheDocument();
    expect(fake().running).toBe(false);
    expect(mic('Сказать ещё раз')).toBeEnabled();
  });

  it('a shorter answer is reported after a silence, for Check; the microphone tries again', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(mic('Сказать ответ'));
    act(() => fake().hear('кот'));
    act(() => vi.advanceTimersByTime(SILENCE_MS));
    expect(onAnswer).toHaveBeenCalledWith('кот');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('«кот»')).toBeInTheDocument();

    fireEvent.click(mic('Сказать ещё раз'));
    expect(status()).toHaveTextContent('Слушаю… Говори!');
    expect(FakeSpeechRecognition.instances).toHaveLength(2);
  });

  it('nothing heard says so (aloud too); after twice the screen is a listening choice', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(mic('Сказать ответ'));
    act(() => vi.advanceTimersByTime(LISTEN_LIMIT_MS));
    expect(status()).toHaveTextContent('Не слышно. Нажми и скажи ещё раз!');
    expect(playSpeech).toHaveBeenCalledWith(
      { text: 'Не слышно. Нажми и скажи ещё раз!' },
      { auto: true },
    );
    expect(screen.queryByRole('group', { name: 'Ответы' })).toBeNull();

    fireEvent.click(mic('Сказать ещё раз'));
    act(() => fake().fail('no-speech'));
    act(() => vi.advanceTimersByTime(LISTEN_LIMIT_MS));
    expect(status()).toHaveTextContent('Послушай и выбери ответ');
    expect(playSpeech).toHaveBeenLastCalledWith(
      { text: 'Микрофон тебя не услышал. Послушай и выбери ответ' },
      { auto: true },
    );
    expect(answerButtons().getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Сказать/ })).toBeNull();
    expect(screen.getByText('Микрофон тебя не услышал.')).toBeInTheDocument();
    expect(tryMic()).toBeEnabled();
  });

  it('a refused microphone turns the screen into a listening choice, said aloud', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(mic('Сказать ответ'));
    act(() => fake().fail('not-allowed'));
    expect(status()).toHaveTextContent('Послушай и выбери ответ');
    expect(screen.getByText('Нажми на ответ — и он прозвучит')).toBeInTheDocument();
    expect(playSpeech).toHaveBeenCalledWith(
      { text: 'Микрофон выключен. Послушай и выбери ответ' },
      { auto: true },
    );
    expect(answerButtons().getAllByRole('button')).toHaveLength(3);
    // No crossed-out microphone inviting taps: only the small link under the choice.
    expect(screen.queryByRole('button', { name: /микрофон|Сказать/i })).toBe(tryMic());
    expect(screen.getByText('Микрофон выключен.')).toBeInTheDocument();
  });

  it('a family without a microphone: the next question is the listening choice at once, with one way to send', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.click(mic('Сказать ответ'));
    act(() => fake().fail('not-allowed'));
    first.unmount();
    vi.mocked(playSpeech).mockClear();

    // The next question (a new answer, the same page).
    render(<Harness />);
    expect(status()).toHaveTextContent('Послушай и выбери ответ');
    expect(screen.queryByText(/скажи/i)).toBeNull();
    expect(answerButtons().getAllByRole('button')).toHaveLength(3);
    expect(screen.getByLabelText('Умеешь писать? Напиши ответ')).toBeEnabled();
    // The microphone is neither shown nor asked; the field has no send button of its own (the
    // game's Check sends): the only other button is the link to try the microphone.
    expect(FakeSpeechRecognition.instances).toHaveLength(1);
    expect(
      screen
        .getAllByRole('button')
        .filter((button) => !answerButtons().queryAllByRole('button').includes(button)),
    ).toEqual([tryMic()]);
    expect(screen.queryByRole('button', { name: 'Ответить' })).toBeNull();
    // Not said again on every question.
    expect(playSpeech).not.toHaveBeenCalled();
    await user.click(answerButtons().getByRole('button', { name: 'Кошка' }));
    expect(onAnswer).toHaveBeenCalledWith('Кошка');

    // The link tries the microphone: it shows (and takes the focus) while it listens.
    await user.click(tryMic());
    expect(FakeSpeechRecognition.instances).toHaveLength(2);
    expect(fake().running).toBe(true);
    expect(status()).toHaveTextContent('Слушаю… Говори!');
    expect(mic('Готово')).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Ответы' })).toBeNull();
    // Refused again: back to the choice, the answer still picked.
    act(() => fake().fail('not-allowed'));
    expect(status()).toHaveTextContent('Послушай и выбери ответ');
    expect(answerButtons().getByRole('button', { name: 'Кошка' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('locked: nothing can be tapped, and a listening microphone is dropped', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await user.click(mic('Сказать ответ'));
    rerender(<Harness locked />);
    expect(fake().running).toBe(false);
    expect(mic('Сказать ответ')).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('SpokenAnswer without recognition (no dead end)', () => {
  beforeEach(() => {
    removeRecognition();
  });

  it('is a listening choice: big answer buttons, each said aloud on a tap; a tap picks the answer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Сказать ответ' })).toBeNull();
    expect(status()).toHaveTextContent('Послушай и выбери ответ');
    // Nothing to try: no microphone link where the browser cannot listen.
    expect(screen.queryByRole('button', { name: 'Попробовать микрофон' })).toBeNull();
    const buttons = answerButtons().getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Собака', 'Кошка', 'Утка']);

    await user.click(answerButtons().getByRole('button', { name: 'Кошка' }));
    expect(playSpeech).toHaveBeenCalledWith({ text: 'Кошка', audioUrl: '/media/a/koshka.ogg' });
    expect(onAnswer).toHaveBeenCalledWith('Кошка');
    expect(answerButtons().getByRole('button', { name: 'Кошка' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(answerButtons().getByRole('button', { name: 'Утка' }));
    expect(screen.getByText('Ответ для проверки: Утка')).toBeInTheDocument();
  });

  it('a reader types the answer: it waits for Check as a tap does (Enter sends it); emptied, none', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByLabelText('Умеешь писать? Напиши ответ');
    await user.type(field, '  кошка ');
    expect(screen.getByText('Ответ для проверки: кошка')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field, '{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('кошка');

    await user.clear(field);
    expect(onAnswer).toHaveBeenLastCalledWith('');
    // A tap after typing replaces the typed words.
    await user.type(field, 'кот');
    await user.click(answerButtons().getByRole('button', { name: 'Утка' }));
    expect(field).toHaveValue('');
    expect(screen.getByText('Ответ для проверки: Утка')).toBeInTheDocument();
  });

  it('locked: the buttons and the field are disabled', () => {
    render(<Harness locked />);
    for (const button of answerButtons().getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByLabelText('Умеешь писать? Напиши ответ')).toBeDisabled();
  });
});
