import { joinAnswers, normaliseSpeech, type Question } from '@bolajon/contract';
import { arrangeVariants } from '../kit/arrange';

/**
 * Type 5.0 (spec section 2): tap an item on each side, in either order, to link them; tapping a
 * linked item unlinks it. The answer is every link as 'left=right', once every left item has one.
 * Items are named by the id of the pair they come from: left item 3 is `pairs[id 3].left`.
 */
export type Side = 'left' | 'right';

export interface PairsLink {
  left: number;
  right: number;
}

export interface PairsState {
  links: PairsLink[];
  /** The item tapped first, waiting for one on the other side. */
  selected: { side: Side; id: number } | null;
}

export type PairsAction = { type: 'tap'; side: Side; id: number };

export const initPairs = (): PairsState => ({ links: [], selected: null });

export function pairsReducer(state: PairsState, action: PairsAction): PairsState {
  switch (action.type) {
    case 'tap': {
      const { side, id } = action;
      if (state.links.some((link) => link[side] === id)) {
        return { links: state.links.filter((link) => link[side] !== id), selected: null };
      }
      const { selected } = state;
      if (!selected) return { ...state, selected: { side, id } };
      if (selected.side === side) {
        return { ...state, selected: selected.id === id ? null : { side, id } };
      }
      const link =
        side === 'left' ? { left: id, right: selected.id } : { left: selected.id, right: id };
      return { links: [...state.links, link], selected: null };
    }
  }
}

/** The link of a left item, or of a right one. */
export const linkOf = (state: PairsState, side: Side, id: number) =>
  state.links.find((link) => link[side] === id);

/** 'left=right' for every left item in its order, joined by ' | ' — once every one is linked. */
export function pairsAnswer(state: PairsState, question: Question): string | null {
  if (question.pairs.length === 0) return null;
  const parts: string[] = [];
  for (const pair of question.pairs) {
    const link = linkOf(state, 'left', pair.id);
    const right = link && question.pairs.find((p) => p.id === link.right);
    if (!right) return null;
    parts.push(`${pair.left}=${right.right}`);
  }
  return joinAnswers(parts);
}

/** Seeds tried for a shuffle that leaves no right item beside its partner (about 1 in 3 does). */
const SHUFFLE_TRIES = 24;

/**
 * The right column: the pairs' right items shuffled with the question id as the seed (stable on a
 * repeat, the same for every child), so that no item sits beside its partner — each link is a
 * real choice. When no seed tried gives that, the pairs' own order turned by one does.
 */
export function rightColumn(question: Question): number[] {
  const order = question.pairs.map((pair) => pair.id);
  if (order.length < 2) return order;
  const items = order.map((id, index) => ({ id, order: index }));
  for (let attempt = 0; attempt < SHUFFLE_TRIES; attempt += 1) {
    const ids = arrangeVariants(items, question.id + attempt).map((item) => item.id);
    if (ids.every((id, index) => id !== order[index])) return ids;
  }
  return [...order.slice(1), order[0] as number];
}

/** After a check: whether a link joins a left item to its own right item (as the judge compares). */
export function linkIsRight(question: Question, link: PairsLink): boolean {
  const left = question.pairs.find((p) => p.id === link.left);
  const right = question.pairs.find((p) => p.id === link.right);
  return !!left && !!right && normaliseSpeech(left.right) === normaliseSpeech(right.right);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The line of a link: from the middle of the left item's inner edge to the right item's. */
export function linkLine(left: Box, right: Box) {
  return {
    x1: left.x + left.width,
    y1: left.y + left.height / 2,
    x2: right.x,
    y2: right.y + right.height / 2,
  };
}
