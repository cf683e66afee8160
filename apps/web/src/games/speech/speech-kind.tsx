import { correctAnswer } from '@bolajon/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../components/ui/fallback-image';
import { DEFAULT_PICTURE } from '../kit/pictures';
import { SpokenAnswer } from '../kit/spoken-answer';
import { spokenChoices } from '../kit/spoken-choices';
import type { GameKind, TurnProps } from '../kit/types';
import {
  initSpeechGame,
  speechGameAnswer,
  speechGameReducer,
  type SpeechGameAction,
  type SpeechGameState,
} from './speech-reducer';
import './speech-game.css';

/**
 * Types 1.0, 1.3 and 1.4 (spec section 2): a picture and a question (read aloud), and the child
 * says the answer; once said in full it is checked by itself, and the server's verdict wins.
 */
export const speechKind: GameKind<SpeechGameState, SpeechGameAction> = {
  flow: 'check',
  init: initSpeechGame,
  reduce: speechGameReducer,
  answer: speechGameAnswer,
  View: SpeechQuestion,
};

function SpeechQuestion({
  game,
  question,
  questions,
  state,
  dispatch,
  locked,
  verdict,
  check,
}: TurnProps<SpeechGameState, SpeechGameAction>) {
  const { t } = useTranslation('games');
  const expected = correctAnswer(game.type, question);
  const choices = useMemo(() => spokenChoices(question, questions), [question, questions]);
  return (
    <>
      <div className="question-card speech-game__card">
        <FallbackImage
          className="question-picture"
          src={question.questionImages[0]?.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={t('speech.questionImage')}
          width={150}
          height={150}
        />
        <h2 className="question-text" lang="ru">
          {question.text}
        </h2>
      </div>
      <SpokenAnswer
        expected={expected}
        choices={choices}
        answer={state.answer}
        locked={locked}
        verdict={verdict}
        onAnswer={(answer) => dispatch({ type: 'answer', answer })}
        onSubmit={(answer) => {
          dispatch({ type: 'answer', answer });
          check(answer);
        }}
      />
    </>
  );
}
