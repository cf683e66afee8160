import { fieldId } from '../../lib/edit-lesson';
import { PictureField } from '../picture-field';
import { VoiceField } from '../voice-field';
import { IssueNote, useIssuesAt } from './editor-fields';

export interface PictureSlotProps {
  /** Where the picture sits in the lesson: the messages it shows, and where a summary link goes. */
  path: string;
  label: string;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  required?: boolean;
}

/** A picture of the lesson (a word's, a question's, a variant's, a game's main picture). */
export function PictureSlot({ path, label, value, onChange, required = false }: PictureSlotProps) {
  const invalid = useIssuesAt(path).length > 0;
  return (
    <div
      className={invalid ? 'editor-picture editor-picture--invalid' : 'editor-picture'}
      id={fieldId(path)}
      tabIndex={-1}
    >
      <PictureField label={label} value={value} onChange={onChange} required={required} />
      <IssueNote path={path} />
    </div>
  );
}

export interface VoiceSlotProps {
  /** Where the recording sits in the lesson (`words[0].audio`). */
  path: string;
  label: string;
  text: string | undefined;
  lang: 'ru' | 'uz';
  value: string | undefined;
  onChange: (url: string | undefined) => void;
}

/** A spoken text's human voice, recorded beside the text (ADR 0045). */
export function VoiceSlot({ path, label, text, lang, value, onChange }: VoiceSlotProps) {
  return (
    <div className="editor-voice" id={fieldId(path)} tabIndex={-1}>
      <VoiceField label={label} text={text ?? ''} lang={lang} value={value} onChange={onChange} />
      <IssueNote path={path} />
    </div>
  );
}
