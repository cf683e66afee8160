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
          setAnswer(a);
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

  it('nothing heard says so (aloud too), and after twice offers the answer buttons', () => {
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
    expect(status()).toHaveTextContent('Не слышно');
    expect(screen.getByText('Или выбери ответ')).toBeInTheDocument();
    expect(answerButtons().getAllByRole('button')).toHaveLength(3);
  });

  it('a refused microphone shows it, says it, and offers the buttons and a retry', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(mic('Сказать ответ'));
    act(() => fake().fail('not-allowed'));
    expect(status()).toHaveTextContent('Микрофон выключен');
    expect(playSpeech).toHaveBeenCalledWith({ text: 'Микрофон выключен' }, { auto: true });
    expect(answerButtons().getAllByRole('button')).toHaveLength(3);
    await user.click(mic('Включить микрофон'));
    expect(fake().running).toBe(true);
  });

  it('a refused microphone is remembered: the next question offers the buttons at once, asking nothing', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.click(mic('Сказать ответ'));
    act(() => fake().fail('not-allowed'));
    expect(status()).toHaveTextContent('Микрофон выключен');
    first.unmount();
    vi.mocked(playSpeech).mockClear();

    // The next question (a new answer, the same page).
    render(<Harness />);
    expect(status()).toHaveTextContent('Микрофон выключен');
    expect(answerButtons().getAllByRole('button')).toHaveLength(3);
    expect(screen.getByLabelText('Умеешь писать? Напиши ответ')).toBeEnabled();
    expect(FakeSpeechRecognition.instances).toHaveLength(1);
    // Not said again on every question; the microphone can still be tried on a tap.
    expect(playSpeech).not.toHaveBeenCalled();
    await user.click(answerButtons().getByRole('button', { name: 'Кошка' }));
    expect(onAnswer).toHaveBeenCalledWith('Кошка');
    await user.click(mic('Включить микрофон'));
    expect(FakeSpeechRecognition.instances).toHaveLength(2);
    expect(fake().running).toBe(true);
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

  it('offers big answer buttons, each said aloud on a tap; a tap picks the answer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Сказать ответ' })).toBeNull();
    expect(screen.getByText('Выбери ответ. Нажми — и он прозвучит')).toBeInTheDocument();
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

  it('a reader may type the answer and send it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const send = screen.getByRole('button', { name: 'Ответить' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Умеешь писать? Напиши ответ'), '  кошка {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('кошка');
  });

  it('locked: the buttons and the field are disabled', () => {
    render(<Harness locked />);
    for (const button of answerButtons().getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByLabelText('Умеешь писать? Напиши ответ')).toBeDisabled();
  });
});
