import {
  colourOf,
  joinAnswers,
  normaliseColourWord,
  sameColour,
  type Question,
} from '@bolajon/contract';
import { arrangeVariants } from '../kit/arrange';

/**
 * Type 3.0 (spec sections 2 and 5): pick a colour in the palette, then tap a picture to paint it;
 * tapping a painted picture with another colour repaints it. The answer is the colour words in
 * picture order, once every picture has one.
 */
export interface ColourMatchingState {
  /** The colour word each picture is painted with, in the question's picture order. */
  colours: (string | null)[];
  /** The palette colour the next tap paints with. */
  selected: string | null;
  /** A picture was tapped before any colour was picked: the palette asks for a pick. */
  needsColour: boolean;
}

export type ColourMatchingAction =
  { type: 'pick'; colour: string } | { type: 'paint'; picture: number };

export function initColourMatching(question: Question): ColourMatchingState {
  return {
    colours: question.questionImages.map(() => null),
    selected: null,
    needsColour: false,
  };
}

export function colourMatchingReducer(
  state: ColourMatchingState,
  action: ColourMatchingAction,
): ColourMatchingState {
  switch (action.type) {
    case 'pick':
      if (state.selected === action.colour && !state.needsColour) return state;
      return { ...state, selected: action.colour, needsColour: false };
    case 'paint': {
      if (action.picture < 0 || action.picture >= state.colours.length) return state;
      if (state.selected === null)
        return state.needsColour ? state : { ...state, needsColour: true };
      if (state.colours[action.picture] === state.selected) return state;
      const colours = [...state.colours];
      colours[action.picture] = state.selected;
      return { ...state, colours };
    }
  }
}

/** The colour words in picture order joined by ' | ' — only once every picture is painted. */
export function colourMatchingAnswer(state: ColourMatchingState): string | null {
  if (state.colours.length === 0) return null;
  const colours: string[] = [];
  for (const colour of state.colours) {
    if (colour === null) return null;
    colours.push(colour);
  }
  return joinAnswers(colours);
}

/**
 * The palette: every variant's colour word, right ones and distractors, shuffled with the question
 * id as the seed (stable on a repeat), each colour once however many pictures take it.
 */
export function paletteOf(question: Question): string[] {
  const seen = new Set<string>();
  const palette: string[] = [];
  for (const variant of arrangeVariants(question.questionVariants, question.id)) {
    // One swatch per colour: «Красная» and «Красное» are one red (the judge takes either form).
    const key = colourOf(variant.answer) ?? normaliseColourWord(variant.answer);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    palette.push(variant.answer);
  }
  return palette;
}

/** After a check: whether each picture's colour is the right variant of the same order. */
export function pictureVerdicts(state: ColourMatchingState, question: Question): boolean[] {
  const right = question.questionVariants
    .filter((v) => v.isCorrect)
    .sort((a, b) => a.order - b.order);
  return state.colours.map((colour, index) => {
    const expected = right[index]?.answer;
    return (
      colour !== null &&
      expected !== undefined &&
      (sameColour(colour, expected) ||
        normaliseColourWord(colour) === normaliseColourWord(expected))
    );
  });
}
