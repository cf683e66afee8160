import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../lib/edit-lesson';
import { useReorder } from '../../lib/reorder';

/** The messages at each path (`games[0].questions[1].variants`): what the fields show. */
export const IssuesContext = createContext<ReadonlyMap<string, readonly string[]>>(new Map());

const none: readonly string[] = [];
export function useIssuesAt(path: string): readonly string[] {
  return useContext(IssuesContext).get(path) ?? none;
}

/** The messages at `path`, under a field or a group; `id` is what aria-describedby names. */
export function IssueNote({ path, id }: { path: string; id?: string }) {
  const issues = useIssuesAt(path);
  if (issues.length === 0) return null;
  return (
    <ul className="editor-issues" id={id ?? `${fieldId(path)}-issues`}>
      {issues.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export interface TextInputProps {
  /** Where the value sits in the lesson: its id, and the messages it shows. */
  path: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** The language the text is written in (its spelling, a screen reader's voice). */
  lang?: 'ru' | 'uz';
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  /** Beside the input (a voice's record button). */
  children?: ReactNode;
}

/** A labelled text input with the messages at its path under it. */
export function TextInput({
  path,
  label,
  value,
  onChange,
  lang,
  required = false,
  multiline = false,
  hint,
  children,
}: TextInputProps) {
  const id = fieldId(path);
  const issues = useIssuesAt(path);
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, issues.length > 0 && `${id}-issues`].filter(Boolean);
  const props = {
    id,
    className: 'editor-field__input',
    value: value ?? '',
    lang,
    required,
    'aria-invalid': issues.length > 0 ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
  return (
    <div className={issues.length > 0 ? 'editor-field editor-field--invalid' : 'editor-field'}>
      <label className="editor-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p className="editor-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <IssueNote path={path} />
      {children}
    </div>
  );
}

/** An element to focus: by id, or found once the render is on screen. */
export type FocusTarget = string | (() => HTMLElement | null | undefined);

/** Asks for focus on an element once the next render is on screen. */
export const FocusLaterContext = createContext<(target: FocusTarget) => void>(() => {});

/** Says a text in the editor's live region (a move, for a screen reader). */
export const AnnounceContext = createContext<(text: string) => void>(() => {});

const toolId = (listPath: string, at: number, direction: 'up' | 'down') =>
  `${fieldId(`${listPath}[${at}]`)}-${direction}`;

/** What moves the items of one list, by their tools, Alt+↑ / Alt+↓ or drag and drop. */
export interface ListMoves {
  /** Move item `from` to `to`, saying so. */
  move: (from: number, to: number) => void;
  /** The props of item `index`'s drag handle. */
  handle: (index: number) => ReturnType<ReturnType<typeof useReorder>['source']>;
  /** The props of item `index`'s element in the list (its `<li>`): drops, keys, its look. */
  item: (index: number, className?: string) => Record<string, unknown> & { className: string };
}

/**
 * One of the lesson's lists made reorderable: each move is said in the live region, and a move by
 * Alt+↑ / Alt+↓ keeps the focus where it was in the moved item (the lists are keyed by place, so
 * the element that had the focus now shows the item that took its place).
 */
export function useListMoves<T>({
  listPath,
  items,
  name,
  move,
  ...above
}: {
  /** `words`, `games[0].questions`: the ids of the items' tools. */
  listPath: string;
  items: readonly T[];
  /** The item's name as its tools say it («Слово 1: кошка»). */
  name: (item: T, index: number) => string;
  move: (from: number, to: number) => void;
  /** The editor's own lists are made above its providers: it passes these itself. */
  focusLater?: (target: FocusTarget) => void;
  announce?: (text: string) => void;
}): ListMoves {
  const { t } = useTranslation('studio');
  const focusFromContext = useContext(FocusLaterContext);
  const announceFromContext = useContext(AnnounceContext);
  const focusLater = above.focusLater ?? focusFromContext;
  const announce = above.announce ?? announceFromContext;
  const say = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined) return;
    announce(t('editor.moved', { name: name(item, from), position: to + 1, count: items.length }));
    move(from, to);
  };
  // Where the focus is in the moved item (its n-th element), found again at its new place; where
  // that is no longer focusable (a "down" button at the end), its tools' arrow that still is.
  const keepFocus = (to: number) => {
    const active = document.activeElement;
    const row = active?.closest('[data-reorder-item]');
    const list = row?.parentElement;
    if (!active || !row || !list) return;
    const nth = [...row.querySelectorAll('*')].indexOf(active);
    focusLater(() => {
      const next = list.children[to];
      const again = nth < 0 ? null : next?.querySelectorAll<HTMLElement>('*')[nth];
      if (again && !again.matches(':disabled')) return again;
      const up = document.getElementById(toolId(listPath, to, 'up'));
      return up && !up.matches(':disabled')
        ? up
        : document.getElementById(toolId(listPath, to, 'down'));
    });
  };
  const reorder = useReorder({
    ids: items,
    onMove: (from, to, via) => {
      if (via === 'key') keepFocus(to);
      say(from, to);
    },
  });
  return {
    move: say,
    handle: (index) => reorder.source(items[index] as T),
    item: (index, className) => ({
      ...reorder.target(index),
      className: [
        'editor-movable',
        className,
        reorder.dragged !== null && reorder.dragged === items[index] && 'editor-movable--dragged',
        reorder.over === index && reorder.dragged !== items[index] && 'editor-movable--over',
      ]
        .filter(Boolean)
        .join(' '),
    }),
  };
}

export interface ItemToolsProps {
  /** Names the item in each button's label («Слово 2: кошка»). */
  name: string;
  /** The list the item is in (`words`, `games[0].questions`): where the focus goes after. */
  listPath: string;
  index: number;
  count: number;
  /** The list's moves (useListMoves). */
  moves: ListMoves;
  onRemove: () => void;
}

/**
 * A drag handle, then move up, move down and remove, each button saying which item it acts on
 * (and its key, Alt+↑ or Alt+↓). The focus follows a moved item (its same button, or the other
 * one at an end of the list); after a removal it goes to the list. The handle is for a mouse
 * only: the buttons and keys do the same from a keyboard or a screen reader.
 */
export function ItemTools({ name, listPath, index, count, moves, onRemove }: ItemToolsProps) {
  const { t } = useTranslation('studio');
  const focusLater = useContext(FocusLaterContext);
  const move = (delta: number) => {
    const to = index + delta;
    moves.move(index, to);
    const atEnd = delta < 0 ? to === 0 : to === count - 1;
    const same = delta < 0 ? 'up' : 'down';
    focusLater(toolId(listPath, to, atEnd ? (same === 'up' ? 'down' : 'up') : same));
  };
  return (
    <div className="editor-tools">
      {count > 1 && (
        <span
          className="editor-tool editor-tool--drag"
          title={t('editor.dragHandle')}
          aria-hidden="true"
          {...moves.handle(index)}
        >
          ⠿
        </span>
      )}
      <button
        type="button"
        id={toolId(listPath, index, 'up')}
        className="editor-tool"
        disabled={index === 0}
        aria-label={t('editor.moveUp', { name })}
        aria-keyshortcuts="Alt+ArrowUp"
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        id={toolId(listPath, index, 'down')}
        className="editor-tool"
        disabled={index === count - 1}
        aria-label={t('editor.moveDown', { name })}
        aria-keyshortcuts="Alt+ArrowDown"
        onClick={() => move(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className="editor-tool editor-tool--remove"
        aria-label={t('editor.remove', { name })}
        onClick={() => {
          // First: a removal that asks first (a dialog) takes the focus back.
          focusLater(fieldId(listPath));
          onRemove();
        }}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

/** An item's key, in a disclosure: open by itself when the key has something to fix. */
export function KeyField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: string | undefined;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation('studio');
  const keyPath = `${path}.key`;
  const invalid = useIssuesAt(keyPath).length > 0;
  return (
    <details className="editor-advanced" open={invalid || undefined}>
      <summary>{t('editor.advanced')}</summary>
      <TextInput
        path={keyPath}
        label={t('editor.key')}
        hint={t('editor.keyHint')}
        value={value}
        onChange={onChange}
      />
    </details>
  );
}
