/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The variants in their order, then shuffled with the question id as the seed: the right answer
 * is not always in the same place (the demo pack often lists it first), yet the layout stays put
 * on a repeat and between renders.
 */
export function arrangeVariants<T extends { id: number; order: number }>(
  variants: readonly T[],
  seed: number,
): T[] {
  const items = [...variants].sort((a, b) => a.order - b.order || a.id - b.id);
  const random = seededRandom(seed);
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
