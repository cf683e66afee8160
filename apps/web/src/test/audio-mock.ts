import { vi } from 'vitest';
import type * as Audio from '../lib/audio';

/**
 * The audio module with its sounds silent and counted, for a screen test. vi.mock is hoisted per
 * file, so a file names the module itself and takes this factory through vi.hoisted (this module
 * imports nothing that the mock replaces):
 * `const { silentAudio } = await vi.hoisted(() => import('…/test/audio-mock'));`
 * `vi.mock(import('…/lib/audio'), silentAudio);`
 */
export async function silentAudio(original: () => Promise<typeof Audio>) {
  return {
    ...(await original()),
    playSpeech: vi.fn(async () => {}),
    playInTurn: vi.fn(async () => {}),
    stopSound: vi.fn(),
  };
}
