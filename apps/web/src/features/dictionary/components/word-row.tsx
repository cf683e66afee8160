import type { DictionaryRecord } from '@bolajon/contract';
import type { ReactNode } from 'react';
import { SpeakerButton } from '../../../components/speaker-button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { DEFAULT_PICTURE } from '../../../games/kit/pictures';
import './word-row.css';

/** What a row shows of a word: a lesson's word and a learned/unlearned record both have it. */
export type RowWord = DictionaryRecord['dictionary'];

export interface WordRowProps {
  word: RowWord;
  /** At the end of the row, e.g. the star that moves the word to the other list. */
  action?: ReactNode;
}

/** One word of a list: its picture, the word and its translation, each a button that says it. */
export function WordRow({ word, action }: WordRowProps) {
  return (
    <li className="word-row">
      {word.imageUrl && (
        <FallbackImage
          className="word-row__picture"
          src={word.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={word.word}
          width={64}
          height={64}
          loading="lazy"
        />
      )}
      <div className="word-row__texts">
        <SpeakerButton text={word.word} audioUrl={word.audioUrl} size="medium" />
        <SpeakerButton
          text={word.translation}
          audioUrl={word.translationAudioUrl}
          className="word-row__translation"
        />
      </div>
      {action}
    </li>
  );
}
