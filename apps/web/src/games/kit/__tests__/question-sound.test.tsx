import type { Question } from '@bolajon/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeAudio,
  noEngine,
  sharedFake,
  type FakeAudioControl,
} from '../../../lib/__tests__/fake-audio';
import {
  installFakeEffects,
  tonesPlayed,
  type FakeEffects,
} from '../../../lib/__tests__/fake-effects';
import { installFakeSpeech } from '../../../lib/__tests__/fake-speech-synthesis';
import { setDeviceSetting } from '../../../lib/device-settings';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { jsonResponse, mockApi } from '../../../test/utils';
import { choiceKind } from '../../choice/choice-kind';
import { spokenAnswer } from '../feedback-panel';
import { createGameScreen } from '../question-play';

/** The game's instruction is heard first, from its recording (issue 21; kit/instruction.tsx). */
const INSTRUCTION = '/media/i/choose.ogg';
const game = sampleGame({
  id: 11,
  type: '2.0',
  instruction: 'Послушай и выбери ответ.',
  instructionAudioUrl: INSTRUCTION,
});
const friend = () =>
  choiceQuestion(1, 'Пришёл друг. Что мы скажем?', ['Привет', 'Пока'], 'Привет', {
    audioUrl: '/media/q/friend.ogg',
  });
const gift = () =>
  choiceQuestion(2, 'Друг дарит подарок. Что мы скажем?', ['Спасибо', 'Пока'], 'Спасибо');

const ChoiceScreen = createGameScreen(choiceKind);
const questionSpeaker = (text: string) =>
  screen.getByRole('button', { name: `Послушать: ${text}` });
const variant = (answer: string) =>
  within(screen.getByRole('group', { name: 'Варианты ответа' })).getByRole('button', {
    name: answer,
  });

let audio: FakeAudioControl;
let effects: FakeEffects;

/** The game's instruction is said as the game opens; the question comes once it has ended. */
async function instructionHeard() {
  await waitFor(() => expect(audio.played).toEqual([INSTRUCTION]));
  act(() => sharedFake(audio).end());
}

beforeEach(() => {
  installFakeSpeech();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return installFakeEffects((installed) => {
    effects = installed;
  });
});

describe('the kit reads the question aloud', () => {
  beforeEach(() => {
    audio = installFakeAudio({ unlocked: true });
  });

  it('as it appears, from its recorded audio; and again with the speaker beside the counter', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderGameScreen(ChoiceScreen, { game, questions: [friend()] });
    await instructionHeard();
    await waitFor(() => expect(audio.played).toEqual([INSTRUCTION, '/media/q/friend.ogg']));
    await waitFor(() =>
      expect(questionSpeaker('Пришёл друг. Что мы скажем?')).toHaveAttribute(
        'data-status',
        'playing',
      ),
    );

    await user.click(questionSpeaker('Пришёл друг. Что мы скажем?'));
    expect(audio.played).toEqual([INSTRUCTION, '/media/q/friend.ogg', '/media/q/friend.ogg']);
  });

  it('from the server’s synthesis when it has no recording, then the next question as it comes', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /audio': (call) =>
        jsonResponse(200, {
          url: `/media/tts/${(call.body as { speechText: string }).speechText.length}.ogg`,
        }),
    });
    renderGameScreen(ChoiceScreen, { game, questions: [gift(), friend()] });
    await instructionHeard();
    await waitFor(() => expect(audio.played).toEqual([INSTRUCTION, '/media/tts/34.ogg']));
    expect(api.calls).toEqual([
      expect.objectContaining({
        path: '/audio',
        body: { speechText: 'Друг дарит подарок. Что мы скажем?' },
        authorization: null,
      }),
    ]);

    await user.click(variant('Спасибо'));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    await screen.findByText('Вопрос 2 из 2');
    await waitFor(() => expect(audio.played.at(-1)).toBe('/media/q/friend.ogg'));
  });

  it('again on a repeat, and stops when the screen goes', async () => {
    const user = userEvent.setup();
    mockApi({});
    const { unmount } = renderGameScreen(ChoiceScreen, { game, questions: [friend()] });
    await instructionHeard();
    await waitFor(() => expect(audio.played).toHaveLength(2));

    await user.click(variant('Пока'));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Ещё раз' }));
    // The repeat reads the question again, not the instruction.
    await waitFor(() =>
      expect(audio.played).toEqual([INSTRUCTION, ...Array(2).fill('/media/q/friend.ogg')]),
    );

    expect(sharedFake(audio).paused).toBe(false);
    unmount();
    expect(sharedFake(audio).paused).toBe(true);
  });

  it('falls back to the browser’s voice when the server has none', async () => {
    const synth = installFakeSpeech();
    mockApi({ 'POST /audio': noEngine });
    renderGameScreen(ChoiceScreen, { game, questions: [gift()] });
    await instructionHeard();
    await waitFor(() =>
      expect(synth.spoken.map((u) => u.text)).toEqual(['Друг дарит подарок. Что мы скажем?']),
    );
  });

  it('not with sounds off: the speaker shows it is muted', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    setDeviceSetting('soundEnabled', false);
    renderGameScreen(ChoiceScreen, { game, questions: [friend()] });
    const speaker = questionSpeaker('Пришёл друг. Что мы скажем?');
    expect(speaker).toHaveAccessibleDescription('Звук выключен в настройках');
    await user.click(speaker);
    await act(() => Promise.resolve());
    expect(audio.played).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('not for a kind that reads nothing by itself; its speaker still says the question', async () => {
    const user = userEvent.setup();
    mockApi({});
    const Quiet = createGameScreen({ ...choiceKind, readOnAppear: false });
    renderGameScreen(Quiet, { game, questions: [friend()] });
    // Only the game's instruction is said by itself.
    await instructionHeard();
    await act(() => Promise.resolve());
    expect(audio.played).toEqual([INSTRUCTION]);
    await user.click(questionSpeaker('Пришёл друг. Что мы скажем?'));
    expect(audio.played).toEqual([INSTRUCTION, '/media/q/friend.ogg']);
  });

  it('what its kind says to read, and no speaker where there is nothing to hear', async () => {
    mockApi({});
    const Own = createGameScreen({
      ...choiceKind,
      speech: () => ({ text: 'Здравствуй', audioUrl: '/media/w/hello.ogg' }),
    });
    const { unmount } = renderGameScreen(Own, { game, questions: [friend()] });
    await instructionHeard();
    await waitFor(() => expect(audio.played).toEqual([INSTRUCTION, '/media/w/hello.ogg']));
    expect(questionSpeaker('Здравствуй')).toBeInTheDocument();
    unmount();

    const Silent = createGameScreen({ ...choiceKind, speech: () => null });
    renderGameScreen(Silent, { game, questions: [friend()] });
    expect(screen.queryByRole('button', { name: /^Послушать: Пришёл/ })).toBeNull();
  });
});

describe('before the first tap of the session', () => {
  it('reads nothing by itself (browsers would refuse), but the speaker plays', async () => {
    audio = installFakeAudio();
    const user = userEvent.setup();
    mockApi({});
    renderGameScreen(ChoiceScreen, { game, questions: [friend()] });
    await act(() => Promise.resolve());
    expect(audio.played).toEqual([]);
    await user.click(questionSpeaker('Пришёл друг. Что мы скажем?'));
    expect(audio.played).toEqual(['/media/q/friend.ogg']);
  });
});

describe('the verdict', () => {
  beforeEach(() => {
    audio = installFakeAudio();
    mockApi({ 'POST /audio': noEngine });
  });

  async function answer(pick: string, question: Question = friend(), isCorrect?: boolean) {
    const user = userEvent.setup();
    renderGameScreen(ChoiceScreen, {
      game,
      questions: [question],
      submit:
        isCorrect === undefined
          ? undefined
          : () => new Promise((resolve) => setTimeout(() => resolve({ isCorrect }), 20)),
    });
    await user.click(variant(pick));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    return user;
  }

  it('sounds a rising tune and buzzes once when right', async () => {
    await answer('Привет');
    await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    await waitFor(() => expect(effects.buzzes).toEqual([40]));
    const tones = tonesPlayed();
    expect(tones.length).toBeGreaterThan(1);
    expect(tones).toEqual([...tones].sort((a, b) => a - b));
  });

  it('sounds a falling pair and buzzes twice when wrong', async () => {
    await answer('Пока');
    await screen.findByRole('region', { name: 'Ой, не так!' });
    await waitFor(() => expect(effects.buzzes).toEqual([[70, 60, 70]]));
    const tones = tonesPlayed();
    expect(tones).toEqual([...tones].sort((a, b) => b - a));
  });

  it('waits for the server’s verdict, which wins: one effect, the server’s', async () => {
    // The local judge says right; the server says wrong.
    await answer('Привет', friend(), false);
    await screen.findByRole('region', { name: 'Ой, не так!' });
    await waitFor(() => expect(effects.buzzes).toEqual([[70, 60, 70]]));
    expect(tonesPlayed()).toHaveLength(2);
  });

  it('stops the question still being read', async () => {
    audio = installFakeAudio({ unlocked: true });
    await answer('Привет');
    await waitFor(() => expect(effects.buzzes).toHaveLength(1));
    expect(sharedFake(audio).paused).toBe(true);
  });

  it('is silent with sounds off and still with vibration off', async () => {
    setDeviceSetting('soundEnabled', false);
    setDeviceSetting('vibrationEnabled', false);
    await answer('Пока');
    await screen.findByRole('region', { name: 'Ой, не так!' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(tonesPlayed()).toEqual([]);
    expect(effects.buzzes).toEqual([]);
  });

  it('gives the right answer a speaker', async () => {
    const user = await answer('Пока');
    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    await user.click(within(panel).getByRole('button', { name: 'Послушать: Привет' }));
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Послушать: Привет' })).toHaveAttribute(
        'data-status',
        'playing',
      ),
    );
  });

  it('which plays the right variant’s recording when it has one', async () => {
    const base = friend();
    const recorded = {
      ...base,
      questionVariants: base.questionVariants.map((v) => ({
        ...v,
        audioUrl: `/media/w/${v.answer}.ogg`,
      })),
    };
    const user = await answer('Пока', recorded);
    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    await user.click(within(panel).getByRole('button', { name: 'Послушать: Привет' }));
    expect(audio.played.at(-1)).toBe('/media/w/Привет.ogg');
  });
});

describe('spokenAnswer', () => {
  it('says one part as it is, and several as sentences in order', () => {
    expect(spokenAnswer(['Привет'])).toBe('Привет');
    expect(spokenAnswer(['Привет!', 'Как дела?', 'Хорошо'])).toBe('Привет! Как дела? Хорошо.');
    expect(spokenAnswer(['красный', ' ', 'синий'])).toBe('красный. синий.');
    expect(spokenAnswer([])).toBe('');
  });
});
