import { useCallback, useEffect, useRef, useState } from 'react';
import type { Box } from './pairs-reducer';

/**
 * Where each item sits inside the board, for the lines drawn between linked items: measured once
 * laid out and again whenever the board, an item or the window changes size.
 */
export function useItemBoxes() {
  const boardRef = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const [boxes, setBoxes] = useState<ReadonlyMap<string, Box>>(() => new Map());

  const itemRef = useCallback(
    (key: string) => (node: HTMLElement | null) => {
      if (node) items.current.set(key, node);
      else items.current.delete(key);
    },
    [],
  );

  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const measure = () => {
      const origin = board.getBoundingClientRect();
      const next = new Map<string, Box>();
      for (const [key, node] of items.current) {
        const rect = node.getBoundingClientRect();
        next.set(key, {
          x: rect.left - origin.left,
          y: rect.top - origin.top,
          width: rect.width,
          height: rect.height,
        });
      }
      setBoxes(next);
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(board);
    for (const node of items.current.values()) observer?.observe(node);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, []);

  return { boardRef, itemRef, boxes };
}
