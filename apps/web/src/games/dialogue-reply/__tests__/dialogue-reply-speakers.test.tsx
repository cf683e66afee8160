import { dialogueLines } from '@bolajon/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeAudio } from '../../../lib/__tests__/fake-audio';
import { mapDialogueLines, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { jsonResponse, mockApi } from '../../../test/utils';
import DialogueReplyScreen from '../screen';
import { grandmaQuestion } from './dialogue-fixtures';

describe('the dialogue of 2.4 can be heard', () => {
  it('each line of the conversation and each option has a speaker; hearing an option picks nothing', async () => {
    const audio = installFakeAudio();
    const api = mockApi({
      'POST /audio': (call) =>
        jsonResponse(200, {
          url: `/media/tts/${(call.body as { speechText: string }).speechText}`,
        }),
    });
    const user = userEvent.setup();
    const question = grandmaQuestion();
    const [firstLine] = dialogueLines(question);
    const recorded = mapDialogueLines(question, (p) =>
      p.id === firstLine?.id ? { ...p, audioUrl: '/media/lines/first.ogg' } : p,
    );
    renderGameScreen(DialogueReplyScreen, {
      game: sampleGame({ type: '2.4' }),
      questions: [recorded],
    });

    const chat = within(screen.getByRole('region', { name: 'Диалог' }));
    await user.click(chat.getByRole('button', { name: `Послушать: ${firstLine?.answer}` }));
    expect(audio.played).toEqual(['/media/lines/first.ogg']);

    await user.click(screen.getByRole('button', { name: 'Начать' }));
    const options = within(screen.getByRole('group', { name: 'Ответь на реплику 1' }));
    await user.click(options.getByRole('button', { name: 'Послушать: Это мой папа.' }));
    await vi.waitFor(() => expect(audio.played.at(-1)).toBe('/media/tts/Это мой папа.'));
    expect(api.callsTo('POST /audio')).toHaveLength(1);
    expect(options.getByRole('button', { name: 'Это мой папа.' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
