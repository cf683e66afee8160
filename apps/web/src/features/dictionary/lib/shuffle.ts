/** A source of numbers in [0, 1), as Math.random is; tests pass a fixed sequence. */
export type RandomSource = () => number;

/** Fisher–Yates: the items in a uniformly random new order; the input array is left as it was. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    // min(): a source that ever returns 1 must not reach past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return result;
}

/**
 * A shuffle the child can see: when the random order comes out the same as the one on the screen
 * (one time in two with two words), the first item goes to the end instead, so a tap on the
 * shuffle button never looks like it did nothing (DESIGN.md section 4: shuffle buttons shuffle).
 */
export function shuffleVisibly<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = shuffle(items, random);
  const unchanged = result.every((item, index) => item === items[index]);
  if (!unchanged || items.length < 2) return result;
  return [...items.slice(1), ...items.slice(0, 1)];
}

/**
 * The items in a remembered order of keys: the known ones in that order, then any the order does
 * not know (new since the shuffle) as they came. Keys no longer among the items are skipped, so a
 * word taken off a list just disappears from its place.
 */
export function arrangeByKeys<T, K>(
  items: readonly T[],
  order: readonly K[] | null,
  keyOf: (item: T) => K,
): T[] {
  if (!order) return [...items];
  const position = new Map(order.map((key, index) => [key, index]));
  const known = items.filter((item) => position.has(keyOf(item)));
  const unknown = items.filter((item) => !position.has(keyOf(item)));
  known.sort((a, b) => (position.get(keyOf(a)) ?? 0) - (position.get(keyOf(b)) ?? 0));
  return [...known, ...unknown];
}
