import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeAudio, type FakeAudioControl } from '../../../lib/__tests__/fake-audio';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { jsonResponse, mockApi } from '../../../test/utils';
import ChoiceScreen from '../screen';

const question = () => {
  const base = choiceQuestion(1, 'Пришёл друг. Что мы скажем?', ['Привет', 'Пока'], 'Привет');
  return {
    ...base,
    questionVariants: base.questionVariants.map((v) =>
      v.answer === 'Привет' ? { ...v, audioUrl: '/media/w/privet.ogg' } : v,
    ),
  };
};
const variants = () => within(screen.getByRole('group', { name: 'Варианты ответа' }));

let audio: FakeAudioControl;
beforeEach(() => {
  audio = installFakeAudio();
});

describe.each(['2.0', '2.1'] as const)('the answers of %s have speakers', (type) => {
  it('beside each answer: a tap says it (recorded, else synthesised) and picks nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /audio': () => jsonResponse(200, { url: '/media/tts/poka.ogg' }) });
    renderGameScreen(ChoiceScreen, { game: sampleGame({ type }), questions: [question()] });

    await user.click(variants().getByRole('button', { name: 'Послушать: Привет' }));
    expect(audio.played).toEqual(['/media/w/privet.ogg']);
    await user.click(variants().getByRole('button', { name: 'Послушать: Пока' }));
    await waitFor(() => expect(audio.played.at(-1)).toBe('/media/tts/poka.ogg'));
    expect(api.callsTo('POST /audio').map((c) => c.body)).toEqual([{ speechText: 'Пока' }]);

    for (const answer of ['Привет', 'Пока']) {
      expect(variants().getByRole('button', { name: answer })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();
  });

  it('which still speak once the answers are locked by the verdict', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderGameScreen(ChoiceScreen, { game: sampleGame({ type }), questions: [question()] });
    await user.click(variants().getByRole('button', { name: 'Пока' }));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(variants().getByRole('button', { name: 'Привет' })).toBeDisabled();
    await user.click(variants().getByRole('button', { name: 'Послушать: Привет' }));
    expect(audio.played).toEqual(['/media/w/privet.ogg']);
  });
});
