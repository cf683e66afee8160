import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { Button } from '../../components/ui/button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { ArrowRightIcon, CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { playSpeech } from '../../lib/audio';
import { playFeedback } from '../../lib/sound-effects';
import { useListeningChoice } from '../../lib/speech-recognition';
import { DEFAULT_PICTURE } from '../kit/pictures';
import { prefersReducedMotion, revealAboveFooter } from '../wheel/motion';
import { SpokenAnswer } from '../kit/spoken-answer';
import type { GameKind, TurnProps } from '../kit/types';
import {
  initSpokenDialogue,
  matchedReplies,
  replyChoices,
  spokenDialogueAnswer,
  spokenDialogueReducer,
  visibleLines,
  type SpokenDialogueAction,
  type SpokenDialogueState,
  type SpokenLine,
} from './spoken-dialogue-reducer';
import './spoken-dialogue.css';

type Props = TurnProps<SpokenDialogueState, SpokenDialogueAction>;

/**
 * Type 1.5 (spec sections 2, 4 and 5): Start shows the scene and the first line, read aloud;
 * the child says each reply in turn (heard right, the next line comes and is read; heard wrong,
 * it says so and the child says it again). Once every reply is matched, Continue records the
 * question with the replies' first tries, and the kit moves on (at the end, to the final video).
 */
export const spokenDialogueKind: GameKind<SpokenDialogueState, SpokenDialogueAction> = {
  flow: 'self',
  init: initSpokenDialogue,
  reduce: spokenDialogueReducer,
  answer: spokenDialogueAnswer,
  View: SpokenDialogueView,
  Footer: SpokenDialogueFooter,
};

function SpokenDialogueView({ question, questions, state, dispatch, locked }: Props) {
  const { t } = useTranslation('games');
  const { stage, current, missed } = state;
  const lines = visibleLines(state);
  const total = state.replies.length;
  // Where the child taps the replies rather than says them, the texts ask to choose.
  const choosing = useListeningChoice();

  // Personage 1's lines are heard as they appear: on Start, and after each right reply.
  const spoken = useRef(0);
  useEffect(() => {
    const fresh = lines.slice(spoken.current).filter((line) => line.reply === null);
    spoken.current = lines.length;
    if (fresh.length === 0) return;
    const [only] = fresh;
    void playSpeech(
      fresh.length === 1 && only
        ? { text: only.text, audioUrl: only.audioUrl }
        : { text: fresh.map((line) => line.text).join(' ') },
      { auto: true },
    );
  }, [lines]);

  // Each reply's verdict is heard and felt as it comes.
  const matched = matchedReplies(state);
  const verdicts = useRef({ matched, misses: state.misses });
  useEffect(() => {
    const before = verdicts.current;
    verdicts.current = { matched, misses: state.misses };
    if (matched > before.matched) playFeedback('correct');
    else if (state.misses > before.misses) playFeedback('incorrect');
  }, [matched, state.misses]);

  const choices = useMemo(
    () => (stage === 'answering' ? replyChoices(question, questions, current) : []),
    [question, questions, current, stage],
  );

  // The dialogue grows with each reply: the microphone for the next one stays in sight.
  const [reduced] = useState(prefersReducedMotion);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stage === 'answering') revealAboveFooter(answerRef.current, { smooth: !reduced });
  }, [stage, current, reduced]);

  if (stage === 'ready') {
    return (
      <section className="question-card spoken-dialogue__ready">
        <TalkPicture />
        <p className="spoken-dialogue__intro">{t('spokenDialogue.intro')}</p>
      </section>
    );
  }

  return (
    <>
      <section
        className="question-card question-card--chat"
        aria-label={t('spokenDialogue.conversation')}
      >
        <FallbackImage
          className="spoken-dialogue__scene"
          src={question.questionImages[0]?.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={t('spokenDialogue.sceneImage')}
          width={320}
          height={180}
        />
        {question.text.trim() && (
          <h2 className="question-text spoken-dialogue__text" lang="ru">
            {question.text}
          </h2>
        )}
        <p className="question-counter spoken-dialogue__counter">
          {stage === 'done'
            ? t(choosing ? 'spokenDialogue.allDoneChosen' : 'spokenDialogue.allDone')
            : t('spokenDialogue.replyCounter', { n: current + 1, total })}
        </p>
        <ol className="chat">
          {lines.map((line) => (
            <Line key={line.id} line={line} state={state} />
          ))}
        </ol>
        {missed !== null && stage === 'answering' && (
          <p className="spoken-dialogue__missed" role="alert">
            <CloseIcon width={22} height={22} aria-hidden="true" />
            <span>
              {t('spokenDialogue.notRight', { text: missed })}{' '}
              <strong>
                {t(choosing ? 'spokenDialogue.chooseAgain' : 'spokenDialogue.sayAgain')}
              </strong>
            </span>
          </p>
        )}
      </section>
      {stage === 'answering' && (
        <div ref={answerRef}>
          <SpokenAnswer
            // A fresh microphone for each reply: what was heard for the last one is gone.
            key={current}
            expected={state.replies[current] ?? ''}
            choices={choices}
            answer={state.pending}
            locked={locked}
            onAnswer={(text) => dispatch({ type: 'answer', text })}
            onSubmit={(text) => dispatch({ type: 'heard', text })}
          />
        </div>
      )}
    </>
  );
}

function Line({ line, state }: { line: SpokenLine; state: SpokenDialogueState }) {
  const { t } = useTranslation('games');
  const choosing = useListeningChoice();
  if (line.reply === null) {
    return (
      <li className="chat__line">
        <span className="visually-hidden">{t('spokenDialogue.otherSpeaker')}: </span>
        <span className="chat__bubble spoken-dialogue__bubble">
          <SpeakerButton text={line.text} audioUrl={line.audioUrl} hideText size="small" />
          <span className="chat__bubble-text" lang="ru">
            {line.text}
          </span>
        </span>
      </li>
    );
  }
  const said = state.stage === 'done' || line.reply < state.current;
  const missed = !said && state.missed !== null;
  return (
    <li
      className={classNames(
        'chat__line chat__line--mine',
        said ? 'spoken-dialogue__line--said' : 'spoken-dialogue__line--awaited',
        missed && 'spoken-dialogue__line--missed',
      )}
      aria-current={said ? undefined : 'step'}
    >
      <span className="visually-hidden">
        {said
          ? t('spokenDialogue.you')
          : t(choosing ? 'spokenDialogue.yourTurnChoose' : 'spokenDialogue.yourTurn')}
        :{' '}
      </span>
      <span className="chat__bubble spoken-dialogue__bubble">
        {!said && (
          <SpeakerButton
            text={line.text}
            audioUrl={line.audioUrl}
            hideText
            size="small"
            label={t(choosing ? 'spokenDialogue.listenChoice' : 'spokenDialogue.listenReply', {
              text: line.text,
            })}
          />
        )}
        <span className="chat__bubble-text" lang="ru">
          {line.text}
        </span>
        {said && (
          <>
            <CheckIcon
              className="spoken-dialogue__mark"
              width={22}
              height={22}
              aria-hidden="true"
            />
            <span className="visually-hidden">
              {' '}
              {t(choosing ? 'spokenDialogue.chosen' : 'spokenDialogue.said')}
            </span>
          </>
        )}
      </span>
    </li>
  );
}

/** Start; then Check for an answer waiting (a tapped button, words cut short); then Continue. */
function SpokenDialogueFooter({ state, dispatch, locked, complete }: Props) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  if (state.stage === 'ready') {
    return (
      <Button
        block
        className="spoken-dialogue__action"
        disabled={locked}
        onClick={() => dispatch({ type: 'start' })}
      >
        {t('spokenDialogue.start')}
      </Button>
    );
  }
  if (state.stage === 'answering') {
    const { pending } = state;
    return (
      <Button
        block
        className="spoken-dialogue__action"
        disabled={locked || pending === null}
        onClick={() => pending !== null && dispatch({ type: 'heard', text: pending })}
      >
        {tCommon('game.check')}
      </Button>
    );
  }
  const answer = spokenDialogueAnswer(state);
  return (
    <Button
      block
      className="spoken-dialogue__action"
      disabled={locked || answer === null}
      onClick={() => answer !== null && complete(answer)}
    >
      {tCommon('game.continue')}
      <ArrowRightIcon width={24} height={24} />
    </Button>
  );
}

/** Two speech bubbles: a conversation is coming. */
function TalkPicture() {
  return (
    <svg
      className="spoken-dialogue__talk"
      viewBox="0 0 160 110"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M14 10h78a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10H44l-18 16v-16H14A10 10 0 0 1 4 50V20a10 10 0 0 1 10-10z"
        fill="#8fd3ff"
      />
      <circle cx="33" cy="35" r="6" fill="#2b2240" />
      <circle cx="53" cy="35" r="6" fill="#2b2240" />
      <circle cx="73" cy="35" r="6" fill="#2b2240" />
      <path
        d="M146 44H78a10 10 0 0 0-10 10v30a10 10 0 0 0 10 10h44l18 14V94h6a10 10 0 0 0 10-10V54a10 10 0 0 0-10-10z"
        fill="#ffd84d"
      />
      <path
        d="M96 70l8 8 16-16"
        stroke="#2b2240"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
