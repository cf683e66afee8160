import type { Game, Question } from '@bolajon/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeAudio,
  sharedFake,
  type FakeAudioControl,
} from '../../../lib/__tests__/fake-audio';
import { installFakeSpeech } from '../../../lib/__tests__/fake-speech-synthesis';
import { i18n, initI18n } from '../../../lib/i18n';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { jsonResponse, mockApi } from '../../../test/utils';
import { choiceKind } from '../../choice/choice-kind';
import ListeningChoiceScreen from '../../listening-choice/screen';
import { listeningQuestion } from '../../listening-choice/__tests__/listening-question';
import { gameInstruction, questionSounds } from '../instruction';
import { createGameScreen } from '../question-play';

const ChoiceScreen = createGameScreen(choiceKind);

/** A choice game whose pack gives its instruction in both languages, each recorded. */
const choiceGame = (overrides: Partial<Game> = {}) =>
  sampleGame({
    id: 11,
    type: '2.0',
    instruction: 'Послушай и выбери ответ.',
    instructionAudioUrl: '/media/i/ru.ogg',
    instructionUz: 'Tingla va javobni tanla.',
    instructionUzAudioUrl: '/media/i/uz.ogg',
    ...overrides,
  });
/** Lesson 1's question, with its Uzbek prompt (recorded) as the pack gives it for lessons 1–10. */
const morning = (): Question => ({
  ...choiceQuestion(1, 'Утром мы говорим…', ['Доброе утро', 'Пока'], 'Доброе утро', {
    audioUrl: '/media/q/morning.ogg',
  }),
  promptUz: 'Ertalab nima deymiz?',
  promptUzAudioUrl: '/media/q/morning-uz.ogg',
});
const evening = (): Question =>
  choiceQuestion(2, 'Вечером мы говорим…', ['Добрый вечер', 'Пока'], 'Добрый вечер', {
    audioUrl: '/media/q/evening.ogg',
  });

let audio: FakeAudioControl;
/** Lets each sound end, one after another, until `files` have played in that order. */
async function heardInTurn(files: string[]) {
  for (let n = 1; n <= files.length; n += 1) {
    await waitFor(() => expect(audio.played).toEqual(files.slice(0, n)));
    if (n < files.length) act(() => sharedFake(audio).end());
  }
}

beforeEach(() => {
  audio = installFakeAudio({ unlocked: true });
  installFakeSpeech();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe("the game's instruction, heard in the interface language (issue 21)", () => {
  it('in the Uzbek interface: the Uzbek instruction, then the question in Uzbek; both again on a tap', async () => {
    await initI18n('uz');
    mockApi({});
    const user = userEvent.setup();
    renderGameScreen(ChoiceScreen, { game: choiceGame(), questions: [morning(), evening()] });
    await heardInTurn(['/media/i/uz.ogg', '/media/q/morning-uz.ogg']);

    // The instruction's line shows its text for a grown-up and says it again on a tap.
    const instruction = screen.getByRole('button', {
      name: 'Topshiriq: Tingla va javobni tanla.',
    });
    expect(instruction).toHaveTextContent('Tingla va javobni tanla.');
    await user.click(instruction);
    expect(audio.played.at(-1)).toBe('/media/i/uz.ogg');
    // The question's speaker says it as it was heard, in Uzbek; the shown text stays Russian.
    await user.click(screen.getByRole('button', { name: 'Tinglash: Ertalab nima deymiz?' }));
    expect(audio.played.at(-1)).toBe('/media/q/morning-uz.ogg');
    expect(screen.getByText('Утром мы говорим…')).toBeInTheDocument();
  });

  it('in the Russian interface: the Russian instruction and the Russian question', async () => {
    mockApi({});
    renderGameScreen(ChoiceScreen, { game: choiceGame(), questions: [morning()] });
    await heardInTurn(['/media/i/ru.ogg', '/media/q/morning.ogg']);
    expect(
      screen.getByRole('button', { name: 'Задание: Послушай и выбери ответ.' }),
    ).toBeInTheDocument();
  });

  it('only as the game opens: the next question is read alone', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderGameScreen(ChoiceScreen, { game: choiceGame(), questions: [morning(), evening()] });
    await heardInTurn(['/media/i/ru.ogg', '/media/q/morning.ogg']);
    await user.click(screen.getByRole('button', { name: 'Доброе утро' }));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    await screen.findByText('Вопрос 2 из 2');
    await waitFor(() => expect(audio.played.at(-1)).toBe('/media/q/evening.ogg'));
    expect(audio.played.filter((file) => file.startsWith('/media/i/'))).toHaveLength(1);
    // Its line stays, to be heard again.
    expect(screen.getByRole('button', { name: /^Задание: / })).toBeInTheDocument();
  });

  it("without the pack's instruction in that language: the app's own words for the game type", async () => {
    await initI18n('uz');
    const api = mockApi({ 'POST /audio': () => jsonResponse(200, { url: '/media/tts/own.ogg' }) });
    // The pack gives only a Russian instruction: a beginner would not understand it.
    const game = choiceGame({ instructionUz: null, instructionUzAudioUrl: null });
    renderGameScreen(ChoiceScreen, { game, questions: [evening()] });
    await heardInTurn(['/media/tts/own.ogg', '/media/q/evening.ogg']);
    expect(api.callsTo('POST /audio').map((call) => call.body)).toEqual([
      { speechText: 'Tingla va javobni tanla.' },
    ]);
  });

  it('in Uzbek, a question without an Uzbek prompt is heard as the pack gives it (Russian)', async () => {
    await initI18n('uz');
    mockApi({});
    renderGameScreen(ChoiceScreen, { game: choiceGame(), questions: [evening()] });
    await heardInTurn(['/media/i/uz.ogg', '/media/q/evening.ogg']);
  });

  it('in a listening game (2.3) the Uzbek prompt comes before the Russian word to pick', async () => {
    await initI18n('uz');
    mockApi({});
    const game = choiceGame({ type: '2.3', instructionUzAudioUrl: '/media/i/listen-uz.ogg' });
    const question: Question = {
      ...listeningQuestion(1, 'Кошка', ['Кошка', 'Собака']),
      audioUrl: '/media/w/koshka.ogg',
      promptUz: 'Qaysi rasm?',
      promptUzAudioUrl: '/media/q/which-uz.ogg',
    };
    renderGameScreen(ListeningChoiceScreen, { game, questions: [question] });
    await heardInTurn(['/media/i/listen-uz.ogg', '/media/q/which-uz.ogg', '/media/w/koshka.ogg']);
  });
});

describe('gameInstruction and questionSounds', () => {
  const t = i18n.getFixedT('ru');
  it("pick the pack's text in the interface language, else the type's own words", () => {
    expect(gameInstruction(choiceGame(), false, t)).toEqual({
      text: 'Послушай и выбери ответ.',
      audioUrl: '/media/i/ru.ogg',
    });
    expect(gameInstruction(sampleGame({ type: '4.0' }), false, t)).toEqual({
      text: 'Открывай карточки и найди одинаковые.',
      audioUrl: null,
    });
  });

  it('ask in Uzbek only in the Uzbek interface and only where the pack gives it', () => {
    const spoken = { text: 'Утром мы говорим…', audioUrl: '/media/q/morning.ogg' };
    const uz = { text: 'Ertalab nima deymiz?', audioUrl: '/media/q/morning-uz.ogg' };
    expect(questionSounds(morning(), spoken, { uzbek: false, ownSpeech: false })).toEqual([spoken]);
    expect(questionSounds(morning(), spoken, { uzbek: true, ownSpeech: false })).toEqual([uz]);
    expect(questionSounds(morning(), spoken, { uzbek: true, ownSpeech: true })).toEqual([
      uz,
      spoken,
    ]);
    expect(questionSounds(evening(), null, { uzbek: true, ownSpeech: false })).toEqual([]);
  });
});
