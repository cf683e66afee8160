import {
  GAME_TYPES,
  studioLessonIssueSchema,
  type GameType,
  type StudioDraft,
} from '@bolajon/contract/core';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-client';
import { useGameTemplates } from '../../api/get-game-templates';
import { useSaveDraft, type DraftTarget } from '../../api/save-draft';
import {
  changeGames,
  changeWords,
  checkLesson,
  fieldId,
  fixedKeys,
  newGame,
  newWord,
  optionalText,
  parentPath,
  setLessonField,
  toEditLesson,
  type EditLesson,
  type LessonIssue,
} from '../../lib/edit-lesson';
import { UnrecordedList } from '../unrecorded-list';
import {
  AnnounceContext,
  FocusLaterContext,
  IssueNote,
  IssuesContext,
  TextInput,
  useListMoves,
  type FocusTarget,
} from './editor-fields';
import { GameEditor, useGameTypeName } from './game-editor';
import type { LessonUpdate } from './question-editor';
import { RemoveGameDialog } from './remove-game-dialog';
import { WordEditor } from './word-editor';
import './lesson-editor.css';

export interface LessonEditorProps {
  /** The draft as loaded (the saved draft, or the published lesson); read once. */
  draft: StudioDraft;
  /** Where a save goes. */
  target: DraftTarget;
  /** The published lesson's id (null for a new lesson): a removed game says what learners lose. */
  lessonId: number | null;
  /** Above the lesson (Publish…): told whether there are unsaved changes. */
  actions?: (state: { dirty: boolean }) => ReactNode;
}

/** The issues of a refused save (400 VALIDATION_ERROR with `issues`), or null for any other failure. */
function refusedIssues(error: unknown): LessonIssue[] | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const issues = studioLessonIssueSchema.array().safeParse(error.details.issues);
  return issues.success && issues.data.length > 0 ? issues.data : null;
}

/** Focuses the field that shows `path`, or the nearest thing above it that is on the page. */
function focusField(path: string) {
  for (let at: string | null = path; at !== null; at = parentPath(at)) {
    const element = document.getElementById(fieldId(at));
    if (!element) continue;
    // A key's field is in a closed disclosure: open it first.
    for (let d = element.closest('details'); d; d = d.parentElement?.closest('details') ?? null)
      d.open = true;
    element.focus();
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
    return;
  }
}

const ITEM_NAMES: Record<
  string,
  'word' | 'game' | 'question' | 'variant' | 'line' | 'pair' | 'image' | 'award'
> = {
  words: 'word',
  games: 'game',
  questions: 'question',
  variants: 'variant',
  personages: 'line',
  pairs: 'pair',
  images: 'image',
  achievements: 'award',
};

/** «Игра 1 › вопрос 2 › вариант 1 › answer»: where an issue is, in words. */
function describePath(path: string, t: TFunction<'studio'>): string {
  const parts: string[] = [];
  const pattern = /([A-Za-z]+)(?:\[(\d+)\])?/g;
  for (const [, name = '', index] of path.matchAll(pattern)) {
    const item = ITEM_NAMES[name];
    if (item && index !== undefined)
      parts.push(t(`editor.where.${item}`, { n: Number(index) + 1 }));
    else parts.push(name);
  }
  return parts.join(' › ');
}

/** Asks before a link leaves the page (or the tab closes) with changes not saved. */
function useLeaveGuard(dirty: boolean, question: string) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('href')?.startsWith('#')) return;
      if (link.getAttribute('target') === '_blank') return;
      if (!window.confirm(question)) {
        // Before the router's own handler (the capture phase, at the document): nothing moves.
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
}

/**
 * The lesson editor (issue 23): the draft lesson in forms — its titles, words, games and their
 * questions, each question showing the parts its type uses. Save checks the lesson as the
 * importer would (same messages) and PUTs it whole; what is refused is shown at its field and
 * listed at the top.
 */
export function LessonEditor({ draft, target, lessonId, actions }: LessonEditorProps) {
  const { t } = useTranslation('studio');
  const typeName = useGameTypeName();
  const [initial] = useState(() => toEditLesson(draft.lesson));
  const [lesson, setLesson] = useState<EditLesson>(initial);
  const [saved, setSaved] = useState<EditLesson>(initial);
  const [checked, setChecked] = useState(false);
  const [serverIssues, setServerIssues] = useState<LessonIssue[]>([]);
  const [justSaved, setJustSaved] = useState(false);
  const [newType, setNewType] = useState<GameType>('2.0');
  const [removing, setRemoving] = useState<number | null>(null);
  // An element to focus once the change that adds it is on screen (a new word's first field).
  const pendingFocus = useRef<FocusTarget | null>(null);
  const focusLater = useCallback((target: FocusTarget) => {
    pendingFocus.current = target;
  }, []);
  // What a screen reader is told (a move); said again, the same words are said again.
  const [said, setSaid] = useState({ text: '', n: 0 });
  const announce = useCallback((text: string) => setSaid((s) => ({ text, n: s.n + 1 })), []);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  const save = useSaveDraft(target);
  const templates = useGameTemplates();
  const ids = { lesson: useId(), words: useId(), games: useId(), newType: useId() };

  const update: LessonUpdate = useCallback((change) => {
    setLesson((current) => change(current));
    setJustSaved(false);
  }, []);
  const fixed = useMemo(() => fixedKeys(saved), [saved]);
  const dirty = useMemo(() => JSON.stringify(lesson) !== JSON.stringify(saved), [lesson, saved]);
  const clientIssues = useMemo(() => (checked ? checkLesson(lesson) : []), [checked, lesson]);
  const issues = useMemo(() => [...clientIssues, ...serverIssues], [clientIssues, serverIssues]);
  const issuesByPath = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const issue of issues)
      map.set(issue.path, [...(map.get(issue.path) ?? []), issue.message]);
    return map;
  }, [issues]);

  useLeaveGuard(dirty, t('editor.leaveQuestion'));

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    (typeof target === 'string' ? document.getElementById(target) : target())?.focus();
  });
  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  const onSave = () => {
    const found = checkLesson(lesson);
    setChecked(true);
    setServerIssues([]);
    save.reset();
    if (found.length > 0) {
      setFocusSummary((n) => n + 1);
      return;
    }
    const sent = lesson;
    save.mutate(sent, {
      onSuccess: (result) => {
        const next = toEditLesson(result.lesson);
        setSaved(next);
        setLesson((current) => (current === sent ? next : current));
        setJustSaved(true);
      },
      onError: (error) => {
        const refused = refusedIssues(error);
        if (refused) {
          setServerIssues(refused);
          setFocusSummary((n) => n + 1);
        }
      },
    });
  };

  const words = lesson.words ?? [];
  const wordMoves = useListMoves({
    listPath: 'words',
    items: words,
    name: (word, w) => t('editor.wordName', { n: w + 1, word: word.word ?? '' }),
    move: (index, to) => update((l) => changeWords(l, { op: 'move', index, to })),
    focusLater,
    announce,
  });
  const gameMoves = useListMoves({
    listPath: 'games',
    items: lesson.games,
    name: (game, g) => t('editor.gameName', { n: g + 1, title: game.title ?? '' }),
    move: (index, to) => update((l) => changeGames(l, { op: 'move', index, to })),
    focusLater,
    announce,
  });
  const templateList = templates.data ?? [];
  const status = save.isPending
    ? t('editor.saving')
    : dirty
      ? t('editor.unsaved')
      : justSaved
        ? t('editor.saved')
        : t('editor.noChanges');
  const failed = save.isError && !refusedIssues(save.error);
  const removingGame = removing === null ? undefined : lesson.games[removing];

  return (
    <FocusLaterContext.Provider value={focusLater}>
      <AnnounceContext.Provider value={announce}>
        <IssuesContext.Provider value={issuesByPath}>
          <div className="editor">
            {/* One region, there from the start (a region added with its text is not read); the
                same words again differ by a trailing space, so they are read again. */}
            <p className="visually-hidden" role="status" aria-live="polite">
              {said.n % 2 === 0 ? said.text : `${said.text}\u00a0`}
            </p>
            {actions && <div className="editor-actions">{actions({ dirty })}</div>}
            {issues.length > 0 && (
              <div className="editor-summary" ref={summaryRef} tabIndex={-1} role="alert">
                <h2 className="editor-summary__title">
                  {t('editor.summaryTitle', { count: issues.length })}
                </h2>
                <ul>
                  {issues.map((issue) => (
                    <li key={`${issue.path}\n${issue.message}`}>
                      <a
                        href={`#${fieldId(issue.path)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          focusField(issue.path);
                        }}
                      >
                        <span className="editor-summary__where">{describePath(issue.path, t)}</span>
                        {': '}
                        {issue.message}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}

            <p className="editor-hint">{t('editor.reorderHint')}</p>

            <section className="editor-card" aria-labelledby={ids.lesson}>
              <h2 className="editor-card__title" id={ids.lesson}>
                {t('editor.lesson')}
              </h2>
              <div className="editor-grid">
                <TextInput
                  path="title"
                  label={t('editor.lessonTitle')}
                  lang="ru"
                  required
                  value={lesson.title}
                  onChange={(title) => update((l) => setLessonField(l, { title }))}
                />
                <TextInput
                  path="titleUz"
                  label={t('editor.titleUz')}
                  lang="uz"
                  value={lesson.titleUz}
                  onChange={(value) =>
                    update((l) => setLessonField(l, { titleUz: optionalText(value) }))
                  }
                />
              </div>
              <details className="editor-advanced" open={issuesByPath.has('key') || undefined}>
                <summary>{t('editor.advanced')}</summary>
                <TextInput
                  path="key"
                  label={t('editor.key')}
                  hint={t('editor.keyHint')}
                  value={lesson.key}
                  onChange={(key) => update((l) => setLessonField(l, { key }))}
                />
              </details>
            </section>

            <section className="editor-card" aria-labelledby={ids.words}>
              <h2 className="editor-card__title" id={ids.words}>
                {t('editor.words', { count: words.length })}
              </h2>
              {words.length === 0 && <p className="studio__empty">{t('lesson.noWords')}</p>}
              <ol className="editor-words" id={fieldId('words')} tabIndex={-1}>
                {words.map((word, w) => (
                  <li key={w} {...wordMoves.item(w)}>
                    <WordEditor
                      word={word}
                      index={w}
                      count={words.length}
                      moves={wordMoves}
                      update={update}
                      fixed={fixed}
                    />
                  </li>
                ))}
              </ol>
              <button
                type="button"
                className="editor-add"
                onClick={() => {
                  update((l) => changeWords(l, { op: 'add', item: newWord(l) }));
                  focusLater(fieldId(`words[${words.length}].word`));
                }}
              >
                {t('editor.addWord')}
              </button>
            </section>

            <section className="editor-section" aria-labelledby={ids.games}>
              <h2 className="editor-section__title" id={ids.games}>
                {t('editor.games', { count: lesson.games.length })}
              </h2>
              <IssueNote path="games" />
              {lesson.games.length === 0 && <p className="studio__empty">{t('lesson.noGames')}</p>}
              <ol className="editor-games" id={fieldId('games')} tabIndex={-1}>
                {lesson.games.map((game, g) => (
                  <li key={g} {...gameMoves.item(g)}>
                    <GameEditor
                      game={game}
                      index={g}
                      count={lesson.games.length}
                      moves={gameMoves}
                      update={update}
                      fixed={fixed}
                      templates={templateList}
                      focusLater={focusLater}
                      // The preview plays the saved lesson: a game saved (or published) has one.
                      preview={
                        fixed.has(`games/${game.key}`)
                          ? target.kind === 'lesson'
                            ? { lessonId: target.lessonId }
                            : { draftId: target.draftId }
                          : undefined
                      }
                      onRemove={() => {
                        if (lessonId === null)
                          update((l) => changeGames(l, { op: 'remove', index: g }));
                        else {
                          // The dialog takes the focus; it comes back to the list after a removal.
                          pendingFocus.current = null;
                          setRemoving(g);
                        }
                      }}
                    />
                  </li>
                ))}
              </ol>
              <div className="editor-card editor-new-game">
                <div className="editor-field">
                  <label className="editor-field__label" htmlFor={ids.newType}>
                    {t('editor.newGameType')}
                  </label>
                  <select
                    id={ids.newType}
                    className="editor-field__input"
                    value={newType}
                    onChange={(event) => setNewType(event.target.value as GameType)}
                  >
                    {GAME_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {typeName(type)}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  variant="secondary"
                  busy={templates.isPending}
                  onClick={() => {
                    const template = templateList.find((candidate) => candidate.type === newType);
                    update((l) =>
                      changeGames(l, { op: 'add', item: newGame(l, newType, template) }),
                    );
                    focusLater(fieldId(`games[${lesson.games.length}].title`));
                  }}
                >
                  {t('editor.addGame')}
                </Button>
                {templates.isError && (
                  <p className="editor-field__hint">{t('editor.templatesFailed')}</p>
                )}
              </div>
            </section>

            {/* What still has no human voice, as the lesson now stands. */}
            <UnrecordedList lesson={lesson as Record<string, unknown>} />

            <div className="editor-savebar">
              <p className="editor-savebar__status" role="status">
                {status}
              </p>
              {failed && (
                <p className="editor-savebar__error" role="alert">
                  {t('editor.saveFailed', { message: save.error.message })}
                </p>
              )}
              <div className="editor-savebar__buttons">
                <Button onClick={onSave} busy={save.isPending} disabled={!dirty && !save.isError}>
                  {t('editor.save')}
                </Button>
              </div>
            </div>

            {lessonId !== null && (
              <RemoveGameDialog
                lessonId={lessonId}
                game={removingGame}
                onCancel={() => setRemoving(null)}
                onConfirm={() => {
                  const index = removing;
                  setRemoving(null);
                  if (index !== null) update((l) => changeGames(l, { op: 'remove', index }));
                  focusLater(fieldId('games'));
                }}
              />
            )}
          </div>
        </IssuesContext.Provider>
      </AnnounceContext.Provider>
    </FocusLaterContext.Provider>
  );
}
