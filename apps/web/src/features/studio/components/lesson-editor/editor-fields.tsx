import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../lib/edit-lesson';

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

/** Asks for focus on an element (by id) once the next render is on screen. */
export const FocusLaterContext = createContext<(id: string) => void>(() => {});

export interface ItemToolsProps {
  /** Names the item in each button's label («Слово 2: кошка»). */
  name: string;
  /** The list the item is in (`words`, `games[0].questions`): where the focus goes after. */
  listPath: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/**
 * Move up, move down and remove, each button saying which item it acts on. The focus follows a
 * moved item (its same button, or the other one at an end of the list); after a removal it goes
 * to the list.
 */
export function ItemTools({ name, listPath, index, count, onMove, onRemove }: ItemToolsProps) {
  const { t } = useTranslation('studio');
  const focusLater = useContext(FocusLaterContext);
  const buttonId = (at: number, direction: 'up' | 'down') =>
    `${fieldId(`${listPath}[${at}]`)}-${direction}`;
  const move = (delta: number) => {
    const to = index + delta;
    onMove(delta);
    const atEnd = delta < 0 ? to === 0 : to === count - 1;
    const same = delta < 0 ? 'up' : 'down';
    focusLater(buttonId(to, atEnd ? (same === 'up' ? 'down' : 'up') : same));
  };
  return (
    <div className="editor-tools">
      <button
        type="button"
        id={buttonId(index, 'up')}
        className="editor-tool"
        disabled={index === 0}
        aria-label={t('editor.moveUp', { name })}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        id={buttonId(index, 'down')}
        className="editor-tool"
        disabled={index === count - 1}
        aria-label={t('editor.moveDown', { name })}
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
