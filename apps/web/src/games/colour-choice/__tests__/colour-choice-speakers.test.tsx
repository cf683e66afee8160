import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeAudio } from '../../../lib/__tests__/fake-audio';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { mockApi } from '../../../test/utils';
import ColourChoiceScreen from '../screen';

describe('the colours of 2.2 have speakers', () => {
  it('beside each colour: a tap says its word and picks nothing', async () => {
    const audio = installFakeAudio();
    mockApi({});
    const user = userEvent.setup();
    const base = choiceQuestion(1, 'Какого цвета яблоко?', ['Красный', 'Синий'], 'Красный');
    const question = {
      ...base,
      questionVariants: base.questionVariants.map((v) => ({
        ...v,
        audioUrl: `/media/w/${v.id}.ogg`,
      })),
    };
    renderGameScreen(ColourChoiceScreen, {
      game: sampleGame({ type: '2.2' }),
      questions: [question],
    });
    const colours = within(screen.getByRole('group', { name: 'Цвета' }));

    await user.click(colours.getByRole('button', { name: 'Послушать: Синий' }));
    expect(audio.played).toEqual(['/media/w/101.ogg']);
    expect(colours.getByRole('button', { name: 'Синий' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();
  });
});
