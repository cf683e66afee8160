import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAudio } from '../../../lib/__tests__/fake-audio';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { mockApi } from '../../../test/utils';
import MemoryScreen from '../screen';
import { board, farm } from './memory-fixtures';

const cards = () => within(screen.getByRole('group', { name: 'Карточки' })).getAllByRole('button');

describe('the cards of 4.0 speak', () => {
  it('say their word as they turn up and again on a tap; face down, nothing; nothing by itself', async () => {
    const audio = installFakeAudio({ unlocked: true });
    mockApi({});
    const base = farm();
    const question = {
      ...base,
      questionVariants: base.questionVariants.map((v) => ({
        ...v,
        audioUrl: `/media/w/${v.answer}.ogg`,
      })),
    };
    renderGameScreen(MemoryScreen, { game: sampleGame({ type: '4.0' }), questions: [question] });
    await act(() => Promise.resolve());
    expect(audio.played).toEqual([]);

    const { words, mismatch, pairs } = board(question);
    const [a, b] = mismatch;
    await act(async () => fireEvent.click(cards()[a]!));
    expect(audio.played).toEqual([`/media/w/${words[a]}.ogg`]);
    await act(async () => fireEvent.click(cards()[a]!));
    expect(audio.played).toHaveLength(2);
    await act(async () => fireEvent.click(cards()[b]!));
    expect(audio.played.at(-1)).toBe(`/media/w/${words[b]}.ogg`);

    // Two cards up that are no pair: a third stays down until they turn back, and says nothing.
    const third = pairs.find((p) => p.a !== a && p.a !== b)!.a;
    await act(async () => fireEvent.click(cards()[third]!));
    expect(cards()[third]).toHaveAttribute('aria-pressed', 'false');
    expect(audio.played).toHaveLength(3);
  });
});
