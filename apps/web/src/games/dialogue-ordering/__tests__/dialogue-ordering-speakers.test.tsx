import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeAudio } from '../../../lib/__tests__/fake-audio';
import { mapDialogueLines, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { mockApi } from '../../../test/utils';
import ChatScreen from '../screen-3-1';
import { orderingQuestion } from './ordering-fixtures';

describe('the lines of 3.1 and 3.2 can be heard', () => {
  it('each chip and each placed line has a speaker; hearing a chip places nothing; nothing is read by itself', async () => {
    const audio = installFakeAudio({ unlocked: true });
    const api = mockApi({});
    const user = userEvent.setup();
    const base = orderingQuestion(5, [
      [1, 'Привет!'],
      [2, 'Как дела?'],
    ]);
    const question = {
      ...mapDialogueLines(base, (p) => ({ ...p, audioUrl: `/media/lines/${p.id}.ogg` })),
      text: 'Собери разговор по порядку',
    };
    renderGameScreen(ChatScreen, { game: sampleGame({ type: '3.1' }), questions: [question] });
    // Only the game's instruction is said by itself (issue 21), never the question or a line.
    await waitFor(() =>
      expect(api.calls.map((call) => call.body)).toEqual([
        { speechText: 'Собери разговор по порядку.' },
      ]),
    );
    expect(audio.played).toEqual([]);

    const tray = within(screen.getByRole('group', { name: 'Фразы' }));
    const chat = within(screen.getByRole('list', { name: 'Разговор' }));
    await user.click(tray.getByRole('button', { name: 'Послушать: Как дела?' }));
    expect(audio.played).toEqual(['/media/lines/501.ogg']);
    expect(chat.queryByRole('button', { name: /Как дела\?$/ })).toBeNull();

    await user.click(tray.getByRole('button', { name: 'Привет!' }));
    // Placed, the chip leaves the tray with its speaker; the line has its own.
    expect(tray.queryByRole('button', { name: 'Послушать: Привет!' })).toBeNull();
    await user.click(chat.getByRole('button', { name: 'Послушать: Привет!' }));
    expect(audio.played).toEqual(['/media/lines/501.ogg', '/media/lines/500.ogg']);
    expect(chat.getByRole('button', { name: 'Реплика 1 (собеседник 1): Привет!' })).toBeEnabled();
  });
});
