import { colourFill } from '@bolajon/contract';

/**
 * Type 2.2 is a pick-one game: its state, actions and answer (the picked colour word) are the
 * kit's select-one. What is its own is how a colour word's button is painted.
 */
export {
  initSelectOne as initColourChoice,
  selectOneReducer as colourChoiceReducer,
  selectedAnswer as colourChoiceAnswer,
  type SelectOneAction as ColourChoiceAction,
  type SelectOneState as ColourChoiceState,
} from '../kit/select-one';

/** The two inks a word may be written in: the app's text colour and white. */
export const DARK_INK = '#2b2240';
export const LIGHT_INK = '#ffffff';
/** A word the colour table does not know is a plain white card (with its border). */
const UNKNOWN_FILL = '#ffffff';
/** Below this contrast with white, a fill needs a border to stand out of a light page. */
const OUTLINE_BELOW = 1.5;

export interface ColourSwatch {
  /** The button's fill: the colour the word names. */
  fill: string;
  /** The text colour with the more contrast on the fill. */
  ink: string;
  /** A light fill (white, yellow) that gets a dark border to be seen. */
  outlined: boolean;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** How the button of a colour word looks: filled with its colour, the word readable on it. */
export function colourSwatch(word: string): ColourSwatch {
  const fill = colourFill(word) ?? UNKNOWN_FILL;
  const ink = contrastRatio(fill, LIGHT_INK) > contrastRatio(fill, DARK_INK) ? LIGHT_INK : DARK_INK;
  return { fill, ink, outlined: contrastRatio(fill, LIGHT_INK) < OUTLINE_BELOW };
}
