import { useTranslation } from 'react-i18next';
import {
  changeWords,
  fieldId,
  optionalText,
  updateWord,
  type EditWord,
} from '../../lib/edit-lesson';
import { IssueNote, ItemTools, KeyField, TextInput, type ListMoves } from './editor-fields';
import { PictureSlot, VoiceSlot } from './editor-media';
import type { LessonUpdate } from './question-editor';

export interface WordEditorProps {
  word: EditWord;
  index: number;
  count: number;
  /** The words' moves (drag and drop, Alt+arrows, the tools' buttons). */
  moves: ListMoves;
  update: LessonUpdate;
  fixed: ReadonlySet<string>;
}

/** One word the lesson teaches: the word, its translation, how each is said, its picture. */
export function WordEditor({ word, index: w, count, moves, update, fixed }: WordEditorProps) {
  const { t } = useTranslation('studio');
  const path = `words[${w}]`;
  const name = t('editor.wordName', { n: w + 1, word: word.word ?? '' });
  const legendId = `${fieldId(path)}-legend`;
  return (
    <fieldset className="editor-word" id={fieldId(path)} tabIndex={-1} aria-labelledby={legendId}>
      <legend id={legendId} className="editor-word__title">
        {name}
      </legend>
      <ItemTools
        name={name}
        listPath="words"
        index={w}
        count={count}
        moves={moves}
        onRemove={() => update((l) => changeWords(l, { op: 'remove', index: w }))}
      />
      <IssueNote path={path} />
      <div className="editor-grid">
        <TextInput
          path={`${path}.word`}
          label={t('editor.word')}
          lang="ru"
          required
          value={word.word}
          onChange={(value) => update((l) => updateWord(l, w, { word: value }, fixed))}
        >
          <VoiceSlot
            path={`${path}.audio`}
            label={t('editor.word')}
            text={word.word}
            lang="ru"
            value={word.audio}
            onChange={(audio) => update((l) => updateWord(l, w, { audio }))}
          />
        </TextInput>
        <TextInput
          path={`${path}.translation`}
          label={t('editor.translation')}
          lang="uz"
          required
          value={word.translation}
          onChange={(translation) => update((l) => updateWord(l, w, { translation }))}
        >
          <VoiceSlot
            path={`${path}.translationAudio`}
            label={t('editor.translation')}
            text={word.translation}
            lang="uz"
            value={word.translationAudio}
            onChange={(translationAudio) => update((l) => updateWord(l, w, { translationAudio }))}
          />
        </TextInput>
        <TextInput
          path={`${path}.say`}
          label={t('editor.say')}
          hint={t('editor.sayHint')}
          lang="ru"
          value={word.say}
          onChange={(value) => update((l) => updateWord(l, w, { say: optionalText(value) }))}
        />
        <TextInput
          path={`${path}.translationSay`}
          label={t('editor.translationSay')}
          lang="uz"
          value={word.translationSay}
          onChange={(value) =>
            update((l) => updateWord(l, w, { translationSay: optionalText(value) }))
          }
        />
      </div>
      <PictureSlot
        path={`${path}.image`}
        label={t('editor.picture')}
        value={word.image}
        onChange={(image) => update((l) => updateWord(l, w, { image }))}
      />
      <KeyField
        path={path}
        value={word.key}
        onChange={(key) => update((l) => updateWord(l, w, { key }))}
      />
    </fieldset>
  );
}
