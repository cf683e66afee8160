import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeQuestionList,
  changeQuestions,
  fieldId,
  markOnlyCorrect,
  optionalText,
  questionParts,
  updateLine,
  updatePair,
  updateQuestion,
  updateQuestionItem,
  updateVariant,
  type EditGame,
  type EditLesson,
  type EditQuestion,
} from '../../lib/edit-lesson';
import {
  IssueNote,
  ItemTools,
  KeyField,
  TextInput,
  useListMoves,
  type ListMoves,
} from './editor-fields';
import { PictureField } from '../picture-field';
import { PictureSlot, VoiceSlot } from './editor-media';

/** A change to the lesson, applied to the newest one (edits never act on a stale copy). */
export type LessonUpdate = (change: (lesson: EditLesson) => EditLesson) => void;

export interface QuestionEditorProps {
  game: EditGame;
  gameIndex: number;
  question: EditQuestion;
  index: number;
  /** The game's questions' moves. */
  moves: ListMoves;
  update: LessonUpdate;
  fixed: ReadonlySet<string>;
  /** Asks for focus on an element by id once the next render is on screen. */
  focusLater: (id: string) => void;
}

/** One question: only the parts its game's type uses (GAME_TYPE_PARTS). */
export function QuestionEditor({
  game,
  gameIndex: g,
  question,
  index: q,
  moves,
  update,
  fixed,
  focusLater,
}: QuestionEditorProps) {
  const { t } = useTranslation('studio');
  const path = `games[${g}].questions[${q}]`;
  const parts = questionParts(game.type, question);
  const count = game.questions.length;
  const name = t('editor.questionName', { n: q + 1 });
  const images = question.images ?? [];
  const variants = question.variants ?? [];
  const lines = question.personages ?? [];
  const pairs = question.pairs ?? [];
  const legendId = `${fieldId(path)}-legend`;
  // A question's own lists move as the lesson's do (their moves are hooks: made whether shown or not).
  const listMoves = <L extends 'images' | 'variants' | 'personages' | 'pairs'>(
    field: L,
    items: readonly NonNullable<EditQuestion[L]>[number][],
    name: (item: NonNullable<EditQuestion[L]>[number], index: number) => string,
  ) => ({
    listPath: `${path}.${field}`,
    items,
    name,
    move: (index: number, to: number) =>
      update((l) => changeQuestionList(l, g, q, field, { op: 'move', index, to })),
  });
  const imageMoves = useListMoves(
    listMoves('images', images, (_, i) => t('editor.imageName', { n: i + 1 })),
  );
  const variantMoves = useListMoves(
    listMoves('variants', variants, (variant, i) =>
      t('editor.variantName', { n: i + 1, answer: variant.answer ?? '' }),
    ),
  );
  const lineMoves = useListMoves(
    listMoves('personages', lines, (_, i) => t('editor.lineName', { n: i + 1 })),
  );
  const pairMoves = useListMoves(
    listMoves('pairs', pairs, (_, i) => t('editor.pairName', { n: i + 1 })),
  );
  // A radio where the type wants exactly one right answer; checkboxes while more are marked, so
  // a question marked wrongly can be put right (a radio group shows only one of them checked).
  const radio = parts.oneCorrect && variants.filter((variant) => variant.correct).length <= 1;

  return (
    <fieldset
      className="editor-question"
      id={fieldId(path)}
      tabIndex={-1}
      aria-labelledby={legendId}
    >
      <legend id={legendId} className="editor-question__title">
        {name}
      </legend>
      <ItemTools
        name={name}
        listPath={`games[${g}].questions`}
        index={q}
        count={count}
        moves={moves}
        onRemove={() => update((l) => changeQuestions(l, g, { op: 'remove', index: q }))}
      />
      <IssueNote path={path} />
      <div className="editor-grid">
        <TextInput
          path={`${path}.text`}
          label={t('editor.questionText')}
          lang="ru"
          value={question.text}
          onChange={(text) => update((l) => updateQuestion(l, g, q, { text }, fixed))}
        >
          <VoiceSlot
            path={`${path}.audio`}
            label={t('editor.questionText')}
            text={question.text}
            lang="ru"
            value={question.audio}
            onChange={(audio) => update((l) => updateQuestion(l, g, q, { audio }))}
          />
        </TextInput>
        <TextInput
          path={`${path}.promptUz`}
          label={t('editor.promptUz')}
          lang="uz"
          value={question.promptUz}
          onChange={(value) =>
            update((l) => updateQuestion(l, g, q, { promptUz: optionalText(value) }))
          }
        >
          <VoiceSlot
            path={`${path}.promptUzAudio`}
            label={t('editor.promptUz')}
            text={question.promptUz}
            lang="uz"
            value={question.promptUzAudio}
            onChange={(promptUzAudio) => update((l) => updateQuestion(l, g, q, { promptUzAudio }))}
          />
        </TextInput>
      </div>

      {parts.images && (
        <QuestionPart path={path} list="images" title={t('editor.images')}>
          <ol className="editor-pictures">
            {images.map((image, i) => (
              <li key={`${i}-${image}`} {...imageMoves.item(i, 'editor-row')}>
                <PictureSlot
                  path={`${path}.images[${i}]`}
                  label={t('editor.imageName', { n: i + 1 })}
                  value={image || undefined}
                  onChange={(url) =>
                    update((l) =>
                      url
                        ? updateQuestionItem(l, g, q, 'images', i, () => url)
                        : changeQuestionList(l, g, q, 'images', { op: 'remove', index: i }),
                    )
                  }
                />
                <ItemTools
                  name={t('editor.imageName', { n: i + 1 })}
                  listPath={`${path}.images`}
                  index={i}
                  count={images.length}
                  moves={imageMoves}
                  onRemove={() =>
                    update((l) => changeQuestionList(l, g, q, 'images', { op: 'remove', index: i }))
                  }
                />
              </li>
            ))}
          </ol>
          <PictureField
            label={t('editor.addImage')}
            value={undefined}
            onChange={(url) => {
              if (url)
                update((l) => changeQuestionList(l, g, q, 'images', { op: 'add', item: url }));
            }}
          />
        </QuestionPart>
      )}

      {parts.variants && (
        <QuestionPart
          path={path}
          list="variants"
          title={parts.oneCorrect ? t('editor.variantsOne') : t('editor.variants')}
        >
          <ol className="editor-list">
            {variants.map((variant, i) => {
              const vPath = `${path}.variants[${i}]`;
              const vName = t('editor.variantName', { n: i + 1, answer: variant.answer ?? '' });
              return (
                <li key={i} {...variantMoves.item(i, 'editor-row editor-row--variant')}>
                  <TextInput
                    path={`${vPath}.answer`}
                    label={t('editor.variantAnswer', { n: i + 1 })}
                    lang="ru"
                    value={variant.answer}
                    onChange={(answer) => update((l) => updateVariant(l, g, q, i, { answer }))}
                  >
                    <VoiceSlot
                      path={`${vPath}.audio`}
                      label={t('editor.variantAnswer', { n: i + 1 })}
                      text={variant.answer}
                      lang="ru"
                      value={variant.audio}
                      onChange={(audio) => update((l) => updateVariant(l, g, q, i, { audio }))}
                    />
                  </TextInput>
                  <label className="editor-check">
                    {radio ? (
                      <input
                        type="radio"
                        name={`${fieldId(path)}-correct`}
                        checked={variant.correct === true}
                        onChange={() => update((l) => markOnlyCorrect(l, g, q, i))}
                      />
                    ) : (
                      <input
                        type="checkbox"
                        checked={variant.correct === true}
                        onChange={(event) =>
                          update((l) =>
                            updateVariant(l, g, q, i, { correct: event.target.checked }),
                          )
                        }
                      />
                    )}
                    <span>{t('editor.rightAnswer')}</span>
                  </label>
                  <PictureSlot
                    path={`${vPath}.image`}
                    label={t('editor.variantImage')}
                    value={variant.image}
                    onChange={(image) => update((l) => updateVariant(l, g, q, i, { image }))}
                  />
                  <ItemTools
                    name={vName}
                    listPath={`${path}.variants`}
                    index={i}
                    count={variants.length}
                    moves={variantMoves}
                    onRemove={() =>
                      update((l) =>
                        changeQuestionList(l, g, q, 'variants', { op: 'remove', index: i }),
                      )
                    }
                  />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="editor-add"
            onClick={() => {
              update((l) =>
                changeQuestionList(l, g, q, 'variants', {
                  op: 'add',
                  item: { answer: '', correct: false },
                }),
              );
              focusLater(fieldId(`${path}.variants[${variants.length}].answer`));
            }}
          >
            {t('editor.addVariant')}
          </button>
        </QuestionPart>
      )}

      {parts.lines && (
        <QuestionPart path={path} list="personages" title={t('editor.lines')}>
          <ol className="editor-list">
            {lines.map((line, i) => {
              const lPath = `${path}.personages[${i}]`;
              return (
                <li key={i} {...lineMoves.item(i, 'editor-row editor-row--line')}>
                  <div className="editor-field editor-field--narrow">
                    <label className="editor-field__label" htmlFor={fieldId(`${lPath}.personage`)}>
                      {t('editor.speaker')}
                    </label>
                    <select
                      id={fieldId(`${lPath}.personage`)}
                      className="editor-field__input"
                      value={line.personage}
                      onChange={(event) =>
                        update((l) =>
                          updateLine(l, g, q, i, { personage: Number(event.target.value) }),
                        )
                      }
                    >
                      {[1, 2, 3, 4].map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                    <IssueNote path={`${lPath}.personage`} />
                  </div>
                  <TextInput
                    path={`${lPath}.answer`}
                    label={t('editor.lineText', { n: i + 1 })}
                    lang="ru"
                    value={line.answer}
                    onChange={(answer) => update((l) => updateLine(l, g, q, i, { answer }))}
                  >
                    <VoiceSlot
                      path={`${lPath}.audio`}
                      label={t('editor.lineText', { n: i + 1 })}
                      text={line.answer}
                      lang="ru"
                      value={line.audio}
                      onChange={(audio) => update((l) => updateLine(l, g, q, i, { audio }))}
                    />
                  </TextInput>
                  {parts.variants && (
                    <div className="editor-field editor-field--narrow">
                      <label className="editor-field__label" htmlFor={fieldId(`${lPath}.variant`)}>
                        {t('editor.lineVariant')}
                      </label>
                      <select
                        id={fieldId(`${lPath}.variant`)}
                        className="editor-field__input"
                        value={line.variant ?? ''}
                        onChange={(event) =>
                          update((l) =>
                            updateLine(l, g, q, i, {
                              variant:
                                event.target.value === '' ? undefined : Number(event.target.value),
                            }),
                          )
                        }
                      >
                        <option value="">{t('editor.noVariant')}</option>
                        {variants.map((variant, v) => (
                          <option key={v} value={v}>
                            {t('editor.variantName', { n: v + 1, answer: variant.answer ?? '' })}
                          </option>
                        ))}
                      </select>
                      <IssueNote path={`${lPath}.variant`} />
                    </div>
                  )}
                  <ItemTools
                    name={t('editor.lineName', { n: i + 1 })}
                    listPath={`${path}.personages`}
                    index={i}
                    count={lines.length}
                    moves={lineMoves}
                    onRemove={() =>
                      update((l) =>
                        changeQuestionList(l, g, q, 'personages', { op: 'remove', index: i }),
                      )
                    }
                  />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="editor-add"
            onClick={() => {
              const last = lines[lines.length - 1];
              update((l) =>
                changeQuestionList(l, g, q, 'personages', {
                  op: 'add',
                  // Lines take turns: the next speaker after the last one.
                  item: { personage: last ? (last.personage % 2) + 1 : 1, answer: '' },
                }),
              );
              focusLater(fieldId(`${path}.personages[${lines.length}].answer`));
            }}
          >
            {t('editor.addLine')}
          </button>
        </QuestionPart>
      )}

      {parts.pairs && (
        <QuestionPart path={path} list="pairs" title={t('editor.pairs')}>
          <ol className="editor-list">
            {pairs.map((pair, i) => {
              const pPath = `${path}.pairs[${i}]`;
              return (
                <li key={i} {...pairMoves.item(i, 'editor-row editor-row--pair')}>
                  <TextInput
                    path={`${pPath}.left`}
                    label={t('editor.pairLeft', { n: i + 1 })}
                    value={pair.left}
                    onChange={(left) => update((l) => updatePair(l, g, q, i, { left }))}
                  />
                  <TextInput
                    path={`${pPath}.right`}
                    label={t('editor.pairRight', { n: i + 1 })}
                    value={pair.right}
                    onChange={(right) => update((l) => updatePair(l, g, q, i, { right }))}
                  />
                  <ItemTools
                    name={t('editor.pairName', { n: i + 1 })}
                    listPath={`${path}.pairs`}
                    index={i}
                    count={pairs.length}
                    moves={pairMoves}
                    onRemove={() =>
                      update((l) =>
                        changeQuestionList(l, g, q, 'pairs', { op: 'remove', index: i }),
                      )
                    }
                  />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="editor-add"
            onClick={() => {
              update((l) =>
                changeQuestionList(l, g, q, 'pairs', { op: 'add', item: { left: '', right: '' } }),
              );
              focusLater(fieldId(`${path}.pairs[${pairs.length}].left`));
            }}
          >
            {t('editor.addPair')}
          </button>
        </QuestionPart>
      )}

      <KeyField
        path={path}
        value={question.key}
        onChange={(key) => update((l) => updateQuestion(l, g, q, { key }))}
      />
    </fieldset>
  );
}

/**
 * One part of a question (its pictures, variants, lines or pairs): a titled region that is the
 * place a message about the whole list points to (focused from the summary), with that message.
 */
function QuestionPart({
  path,
  list,
  title,
  children,
}: {
  path: string;
  list: 'images' | 'variants' | 'personages' | 'pairs';
  title: string;
  children: ReactNode;
}) {
  const titleId = `${fieldId(`${path}.${list}`)}-title`;
  return (
    <section
      className="editor-part"
      id={fieldId(`${path}.${list}`)}
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <h5 className="editor-part__title" id={titleId}>
        {title}
      </h5>
      <IssueNote path={`${path}.${list}`} />
      {children}
    </section>
  );
}
