import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeAudio, noEngine } from '../../../lib/__tests__/fake-audio';
import { installFakeSpeech } from '../../../lib/__tests__/fake-speech-synthesis';
import {
  FakeSpeechRecognition,
  installFakeRecognition,
} from '../../../test/fake-speech-recognition';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { mockApi } from '../../../test/utils';
import SpokenDialogueScreen from '../screen';
import { howAreYou } from './spoken-dialogue-fixtures';

/*
 * 1.5 with the real sound player (fake audio elements, the browser's voice as a fake) and a fake
 * recogniser: the speaker that says what to reply must not be heard as the child's reply.
 */

const game = sampleGame({ id: 15, title: 'Поговорим!', type: '1.5', achievements: [] });
const button = (name: string) => screen.getByRole('button', { name });
const chat = () => within(screen.getByRole('region', { name: 'Диалог' }));

beforeEach(() => {
  installFakeAudio();
  installFakeRecognition();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the spoken dialogue takes turns with its speakers', () => {
  it('“listen to what to say” stops the listening microphone; its words are not the reply', async () => {
    const synth = installFakeSpeech();
    mockApi({ 'POST /audio': noEngine });
    renderGameScreen(SpokenDialogueScreen, { game, questions: [howAreYou()] });
    fireEvent.click(button('Начать'));
    fireEvent.click(button('Сказать ответ'));
    const listening = FakeSpeechRecognition.last as FakeSpeechRecognition;
    act(() => listening.interim('При'));

    fireEvent.click(chat().getByRole('button', { name: 'Послушать, что сказать: Привет!' }));
    expect(listening.running).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Нажми на микрофон и скажи ответ');
    // The browser's voice says it (the server has no engine), to a microphone that is off.
    await waitFor(() => expect(synth.spoken.map((u) => u.text)).toEqual(['Привет!']));
    expect(screen.getByText('Ответ 1 из 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Проверить')).toBeDisabled();

    // Then the child says it.
    fireEvent.click(button('Сказать ответ'));
    expect(synth.log.at(-1)).toBe('cancel');
    act(() => (FakeSpeechRecognition.last as FakeSpeechRecognition).hear('Привет'));
    expect(screen.getByText('Ответ 2 из 2')).toBeInTheDocument();
  });
});
