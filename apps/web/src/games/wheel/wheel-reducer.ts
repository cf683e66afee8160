import { normaliseSpeech, WRONG_ANSWERS, type Question } from '@bolajon/contract';
import { MAX_SECTORS, spinResult } from './wheel-spin';

/**
 * Type 1.2, the wheel (spec sections 2, 4, 5 and 9): the question's variants are the sectors
 * (at most 8); the child spins once, the sector under the pointer is picked, and the child says
 * its word. Every sector is a right answer of the question (the content pack marks them all
 * correct, and the contract's judge accepts any of them), so the wheel itself holds the child to
 * the sector it landed on: another sector's word is reported as a wrong attempt.
 */

export interface WheelSector {
  id: number;
  word: string;
  imageUrl: string | null;
  /** The word spoken, when the content has it. */
  audioUrl: string | null;
}

/** `ready`: before the spin. `spinning`: the 5-second turn. `landed`: a sector is picked. */
export type WheelStage = 'ready' | 'spinning' | 'landed';

export interface WheelState {
  sectors: WheelSector[];
  stage: WheelStage;
  /** Where the wheel is turned to, in degrees: the spin's end as soon as it starts. */
  angle: number;
  /** The sector the spin picks (decided when it starts, shown when it stops). */
  landed: number | null;
  /** What the child said for the picked sector, the latest try. */
  heard: string | null;
}

export type WheelAction =
  /** `random` in [0, 1): the reducer stays pure, the view draws it. */
  | { type: 'spin'; random: number }
  /** The turn is over (after SPIN_MS, or at once with reduced motion). */
  | { type: 'stopped' }
  | { type: 'heard'; text: string };

export function initWheel(question: Question): WheelState {
  const sectors = [...question.questionVariants]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .slice(0, MAX_SECTORS)
    .map((v) => ({ id: v.id, word: v.answer, imageUrl: v.imageUrl, audioUrl: v.audioUrl }));
  return { sectors, stage: 'ready', angle: 0, landed: null, heard: null };
}

export function wheelReducer(state: WheelState, action: WheelAction): WheelState {
  switch (action.type) {
    case 'spin': {
      // One spin a try: a repeat of the question starts a fresh wheel.
      if (state.stage !== 'ready' || state.sectors.length === 0) return state;
      const { endAngle, sectorIndex } = spinResult(
        action.random,
        state.sectors.length,
        state.angle,
      );
      return { ...state, stage: 'spinning', angle: endAngle, landed: sectorIndex };
    }
    case 'stopped':
      return state.stage === 'spinning' ? { ...state, stage: 'landed' } : state;
    case 'heard': {
      if (state.stage !== 'landed') return state;
      // Empty: the reader emptied the field, and there is no answer again.
      const text = action.text.trim() || null;
      return text === state.heard ? state : { ...state, heard: text };
    }
  }
}

/** The sector the wheel stopped on, once it has. */
export function landedSector(state: WheelState): WheelSector | null {
  if (state.stage !== 'landed' || state.landed === null) return null;
  return state.sectors[state.landed] ?? null;
}

const same = (a: string, b: string) => normaliseSpeech(a) === normaliseSpeech(b);

/**
 * The answer to check: what the child said, once the wheel has stopped and something was heard.
 * Another sector's word is `incorrect` (spec section 7's wrong attempt): the judge would take
 * any sector's word, and the child was asked for this one.
 */
export function wheelAnswer(state: WheelState): string | null {
  const sector = landedSector(state);
  if (!sector || state.heard === null) return null;
  if (same(state.heard, sector.word)) return state.heard;
  const otherSector = state.sectors.some((s) => same(s.word, state.heard ?? ''));
  return otherSector ? WRONG_ANSWERS[1] : state.heard;
}
