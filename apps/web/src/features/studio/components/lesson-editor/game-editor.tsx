import { GAME_TYPES, type GameType, type StudioGameTemplate } from '@bolajon/contract/core';
import { useTranslation } from 'react-i18next';
import {
  changeQuestions,
  fieldId,
  isKnownType,
  newQuestion,
  optionalText,
  setGameType,
  updateGame,
  type EditGame,
} from '../../lib/edit-lesson';
import {
  IssueNote,
  ItemTools,
  KeyField,
  TextInput,
  useListMoves,
  type ListMoves,
} from './editor-fields';
import { PreviewLink } from '../preview-link';
import { PictureSlot, VoiceSlot } from './editor-media';
import { QuestionEditor, type LessonUpdate } from './question-editor';

/** A game type's human name in the interface's language («2.3 — Послушай и выбери картинку»). */
export function useGameTypeName() {
  const { t } = useTranslation('studio');
  // The keys are the types with a dash: i18next reads a dot as a level.
  return (type: string) =>
    isKnownType(type)
      ? `${type} — ${t(`editor.types.${type.replace('.', '-')}` as 'editor.types.1-0')}`
      : type;
}

export interface GameEditorProps {
  game: EditGame;
  index: number;
  count: number;
  /** The games' moves (drag and drop, Alt+arrows, the tools' buttons). */
  moves: ListMoves;
  update: LessonUpdate;
  fixed: ReadonlySet<string>;
  templates: readonly StudioGameTemplate[];
  focusLater: (id: string) => void;
  /** Removing a game asks first (what learners would lose); the lesson editor does that. */
  onRemove: () => void;
  /** Where the saved lesson is previewed (the game as a child sees it); none for an unsaved game. */
  preview?: { lessonId: number } | { draftId: number };
}

export function GameEditor({
  game,
  index: g,
  count,
  moves,
  update,
  fixed,
  templates,
  focusLater,
  onRemove,
  preview,
}: GameEditorProps) {
  const { t } = useTranslation('studio');
  const typeName = useGameTypeName();
  const path = `games[${g}]`;
  const name = t('editor.gameName', { n: g + 1, title: game.title ?? '' });
  const headingId = `${fieldId(path)}-title`;
  const questionMoves = useListMoves({
    listPath: `${path}.questions`,
    items: game.questions,
    name: (_, q) => t('editor.questionName', { n: q + 1 }),
    move: (index, to) => update((l) => changeQuestions(l, g, { op: 'move', index, to })),
  });
  const standardVideos = templates.some(
    (template) => template.type === game.type && template.videoFirst === game.videoFirst,
  );

  return (
    <section
      className="editor-card editor-game"
      id={fieldId(path)}
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <div className="editor-card__head">
        <h3 className="editor-card__title" id={headingId}>
          {name}
        </h3>
        <div className="editor-card__tools">
          {preview &&
            ('lessonId' in preview ? (
              <PreviewLink lessonId={preview.lessonId} gameKey={game.key} title={game.title} />
            ) : (
              <PreviewLink draftId={preview.draftId} gameKey={game.key} title={game.title} />
            ))}
          <ItemTools
            name={name}
            listPath="games"
            index={g}
            count={count}
            moves={moves}
            onRemove={onRemove}
          />
        </div>
      </div>
      <IssueNote path={path} />
      <div className="editor-grid">
        <TextInput
          path={`${path}.title`}
          label={t('editor.gameTitle')}
          lang="ru"
          required
          value={game.title}
          onChange={(title) => update((l) => updateGame(l, g, { title }, fixed))}
        />
        <TextInput
          path={`${path}.titleUz`}
          label={t('editor.titleUz')}
          lang="uz"
          value={game.titleUz}
          onChange={(value) => update((l) => updateGame(l, g, { titleUz: optionalText(value) }))}
        />
        <div className="editor-field editor-field--wide">
          <label className="editor-field__label" htmlFor={fieldId(`${path}.type`)}>
            {t('editor.gameType')}
          </label>
          <select
            id={fieldId(`${path}.type`)}
            className="editor-field__input"
            value={game.type}
            onChange={(event) =>
              update((l) => setGameType(l, g, event.target.value as GameType, templates))
            }
          >
            {!isKnownType(game.type) && <option value={game.type}>{game.type}</option>}
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
          <IssueNote path={`${path}.type`} />
        </div>
        <TextInput
          path={`${path}.instruction`}
          label={t('editor.instruction')}
          hint={t('editor.instructionHint')}
          lang="ru"
          multiline
          value={game.instruction}
          onChange={(value) =>
            update((l) => updateGame(l, g, { instruction: optionalText(value) }))
          }
        >
          <VoiceSlot
            path={`${path}.instructionAudio`}
            label={t('editor.instruction')}
            text={game.instruction}
            lang="ru"
            value={game.instructionAudio}
            onChange={(instructionAudio) => update((l) => updateGame(l, g, { instructionAudio }))}
          />
        </TextInput>
        <TextInput
          path={`${path}.instructionUz`}
          label={t('editor.instructionUz')}
          lang="uz"
          multiline
          value={game.instructionUz}
          onChange={(value) =>
            update((l) => updateGame(l, g, { instructionUz: optionalText(value) }))
          }
        >
          <VoiceSlot
            path={`${path}.instructionUzAudio`}
            label={t('editor.instructionUz')}
            text={game.instructionUz}
            lang="uz"
            value={game.instructionUzAudio}
            onChange={(instructionUzAudio) =>
              update((l) => updateGame(l, g, { instructionUzAudio }))
            }
          />
        </TextInput>
      </div>
      <div className="editor-media-row">
        <PictureSlot
          path={`${path}.mainImage`}
          label={t('editor.mainImage')}
          required
          value={game.mainImage}
          onChange={(mainImage) => update((l) => updateGame(l, g, { mainImage }))}
        />
        <div className="editor-videos" id={fieldId(`${path}.videoFirst`)} tabIndex={-1}>
          <p>
            {game.videoFirst
              ? standardVideos
                ? t('editor.standardVideos')
                : t('editor.ownVideos')
              : t('editor.noVideos')}
          </p>
          <IssueNote path={`${path}.videoFirst`} />
          <IssueNote path={`${path}.videoLast`} />
        </div>
      </div>

      <h4 className="editor-subtitle">{t('editor.questions')}</h4>
      <IssueNote path={`${path}.questions`} />
      <ol className="editor-questions" id={fieldId(`${path}.questions`)} tabIndex={-1}>
        {game.questions.map((question, q) => (
          <li key={q} {...questionMoves.item(q)}>
            <QuestionEditor
              game={game}
              gameIndex={g}
              question={question}
              index={q}
              moves={questionMoves}
              update={update}
              fixed={fixed}
              focusLater={focusLater}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="editor-add"
        onClick={() => {
          update((l) =>
            changeQuestions(l, g, { op: 'add', item: newQuestion(l.games[g]?.questions ?? []) }),
          );
          focusLater(fieldId(`${path}.questions[${game.questions.length}].text`));
        }}
      >
        {t('editor.addQuestion')}
      </button>
      <KeyField
        path={path}
        value={game.key}
        onChange={(key) => update((l) => updateGame(l, g, { key }))}
      />
    </section>
  );
}
