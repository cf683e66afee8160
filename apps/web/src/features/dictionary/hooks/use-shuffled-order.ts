import { useState } from 'react';
import { arrangeByKeys, shuffleVisibly, type RandomSource } from '../lib/shuffle';

/**
 * A list the child can shuffle: the items as they come until the first shuffle, then in the
 * shuffled order of their ids, which survives a refetch and a word leaving the list.
 */
export function useShuffledOrder<T extends { id: number }>(
  items: readonly T[] | undefined,
  // Read at each shuffle, not at render, so a test's stand-in for Math.random takes effect.
  random: RandomSource = () => Math.random(),
) {
  const [order, setOrder] = useState<number[] | null>(null);
  const arranged = arrangeByKeys(items ?? [], order, (item) => item.id);
  return {
    items: arranged,
    canShuffle: arranged.length > 1,
    shuffle: () => setOrder(shuffleVisibly(arranged, random).map((item) => item.id)),
  };
}
