import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeAudio } from '../../../lib/__tests__/fake-audio';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { jsonResponse, mockApi } from '../../../test/utils';
import PairsScreen from '../screen';
import { pairsQuestion } from './pairs-question';

describe('the Russian words of 5.0 can be heard', () => {
  it('have a speaker each, the Uzbek ones none; hearing a word selects nothing', async () => {
    const audio = installFakeAudio();
    const api = mockApi({ 'POST /audio': () => jsonResponse(200, { url: '/media/tts/mama.ogg' }) });
    const user = userEvent.setup();
    renderGameScreen(PairsScreen, {
      game: sampleGame({ type: '5.0' }),
      questions: [
        pairsQuestion(1, [
          ['Мама', 'Ona'],
          ['Папа', 'Ota'],
        ]),
      ],
    });
    const left = within(screen.getByRole('group', { name: 'Левый столбик' }));
    const right = within(screen.getByRole('group', { name: 'Правый столбик' }));
    expect(
      left
        .getAllByRole('button', { name: /^Послушать: / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Послушать: Мама', 'Послушать: Папа']);
    expect(right.queryAllByRole('button', { name: /^Послушать: / })).toEqual([]);

    await user.click(left.getByRole('button', { name: 'Послушать: Мама' }));
    await waitFor(() => expect(audio.played).toEqual(['/media/tts/mama.ogg']));
    expect(api.calls.map((c) => c.body)).toEqual([{ speechText: 'Мама' }]);
    expect(left.getByRole('button', { name: 'Мама' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('and the verdict panel gives its mixed-language lines no speaker', async () => {
    installFakeAudio();
    mockApi({});
    const user = userEvent.setup();
    renderGameScreen(PairsScreen, {
      game: sampleGame({ type: '5.0' }),
      questions: [
        pairsQuestion(1, [
          ['Мама', 'Ona'],
          ['Папа', 'Ota'],
        ]),
      ],
    });
    const left = within(screen.getByRole('group', { name: 'Левый столбик' }));
    const right = within(screen.getByRole('group', { name: 'Правый столбик' }));
    await user.click(left.getByRole('button', { name: 'Мама' }));
    await user.click(right.getByRole('button', { name: 'Ota' }));
    await user.click(left.getByRole('button', { name: 'Папа' }));
    await user.click(right.getByRole('button', { name: 'Ona' }));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(within(panel).queryAllByRole('button', { name: /^Послушать/ })).toEqual([]);
  });
});
