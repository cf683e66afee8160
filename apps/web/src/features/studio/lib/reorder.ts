import { useState, type DragEvent, type KeyboardEvent } from 'react';

/*
 * Reordering a list by drag and drop and by Alt+↑ / Alt+↓, shared by the course tree's lessons
 * and the lesson editor's lists. Each list says what a move does (`onMove(from, to)`); this only
 * turns the gestures into moves.
 */

/** The drag's own data type: a text field a drag passes over does not take it as text to insert. */
const DRAG_TYPE = 'application/x-bolajon-item';

/** Fields where Alt+↑ / Alt+↓ are the field's own keys (a select opens, a text moves its caret). */
const OWN_KEYS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Alt+↑ → -1, Alt+↓ → 1; null for any other key. */
export function altArrowDelta(event: Pick<KeyboardEvent, 'altKey' | 'key'>): -1 | 1 | null {
  if (!event.altKey) return null;
  if (event.key === 'ArrowUp') return -1;
  if (event.key === 'ArrowDown') return 1;
  return null;
}

export interface ReorderOptions<Id> {
  /** What identifies each item while it is dragged (a lesson's id, or the item itself). */
  ids: readonly Id[];
  /** Move the item at `from` to `to` (both within the list, never equal). */
  onMove: (from: number, to: number, via: 'key' | 'drop') => void;
}

/**
 * The props that make a list reorderable. `source(id)` goes on what is dragged (a whole row, or
 * an item's handle), `target(index)` on the item a drag is dropped on: the dragged item lands
 * there. `target` also takes Alt+↑ / Alt+↓ from anything focused in the item but a field with
 * its own use of those keys. A list nested in an item of another (a game's questions) handles
 * its own drags and keys only: the outer list never sees them.
 */
export function useReorder<Id>({ ids, onMove }: ReorderOptions<Id>) {
  const [dragged, setDragged] = useState<Id | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const end = () => {
    setDragged(null);
    setOver(null);
  };

  const source = (id: Id) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      // An inner list's handle: the outer list's item must not start a drag of its own.
      event.stopPropagation();
      setDragged(id);
      const transfer = event.dataTransfer;
      if (!transfer) return;
      transfer.setData(DRAG_TYPE, String(ids.indexOf(id)));
      transfer.effectAllowed = 'move';
      // A handle drags the picture of its whole item.
      const item = event.currentTarget.closest<HTMLElement>('[data-reorder-item]');
      if (item && item !== event.currentTarget && typeof transfer.setDragImage === 'function')
        transfer.setDragImage(item, 24, 24);
    },
    onDragEnd: end,
  });

  const target = (index: number) => ({
    'data-reorder-item': '',
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (dragged === null) return;
      const to = event.relatedTarget;
      if (!(to instanceof Node) || !event.currentTarget.contains(to))
        setOver((current) => (current === index ? null : current));
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      event.stopPropagation();
      const from = ids.indexOf(dragged);
      end();
      if (from >= 0 && from !== index) onMove(from, index, 'drop');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const delta = altArrowDelta(event);
      if (delta === null) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      // Handled here, at the innermost list: a question's Alt+↑ never moves its game.
      event.preventDefault();
      event.stopPropagation();
      const to = index + delta;
      if (to >= 0 && to < ids.length) onMove(index, to, 'key');
    },
  });

  return {
    /** The item being dragged, or null. */
    dragged,
    /** The index of the item a drag is over, or null. */
    over,
    source,
    target,
  };
}
