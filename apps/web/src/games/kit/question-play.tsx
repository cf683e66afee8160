import { splitAnswers, type Game, type Question } from '@bolajon/contract';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStageFrame } from '../../components/game-stage-frame';
import { SpeakerButton } from '../../components/speaker-button';
import { Button } from '../../components/ui/button';
import { playInTurn, stopSound } from '../../lib/audio';
import { FeedbackPanel } from './feedback-panel';
import { gameInstruction, InstructionButton, questionSounds } from './instruction';
import { progressPercent } from './question-flow';
import type { GameKind, GameScreenProps, SpeechItem, TurnPhase } from './types';
import { useQuestionFlow, type QuestionFlow } from './use-question-flow';
import './answer-tile.css';
import './question-card.css';
import './question-play.css';
import './verdict.css';

/** A game screen of one kind: what the lazy chunk of a type exports as its default. */
export function createGameScreen<S, A>(kind: GameKind<S, A>) {
  return function GameScreen(props: GameScreenProps) {
    return <QuestionPlay kind={kind} {...props} />;
  };
}

/** What a question says aloud: its kind's choice, by default its text with its recorded audio. */
export function questionSpeech<S, A>(
  kind: GameKind<S, A>,
  question: Question,
  game: Game,
): SpeechItem | null {
  if (kind.speech) return kind.speech(question, game);
  const text = question.text.trim();
  return text ? { text, audioUrl: question.audioUrl ?? null } : null;
}

/** The recorded audio of the right answer, when it is one variant that has it. */
function recordedAnswer(question: Question, correctAnswer: string): string | null {
  const variant = question.questionVariants.find((v) => v.isCorrect && v.answer === correctAnswer);
  return variant?.audioUrl ?? null;
}

/** The shared question flow with the kind's own parts: one question on screen at a time. */
export function QuestionPlay<S, A>({ kind, ...props }: GameScreenProps & { kind: GameKind<S, A> }) {
  const flow = useQuestionFlow(props);
  const { question } = flow;
  if (!question) return null;
  // Keyed on the question and the try: a repeat, like the next question, starts clean.
  return (
    <Turn
      key={`${question.id}:${flow.state.attempt}`}
      kind={kind}
      title={props.title}
      game={props.game}
      question={question}
      questions={props.questions}
      flow={flow}
    />
  );
}

function Turn<S, A>({
  kind,
  title,
  game,
  question,
  questions,
  flow,
}: {
  kind: GameKind<S, A>;
  title: string;
  game: GameScreenProps['game'];
  question: Question;
  questions: readonly Question[];
  flow: QuestionFlow;
}) {
  const { t, i18n } = useTranslation();
  const uzbek = i18n.resolvedLanguage === 'uz';
  const [state, dispatch] = useReducer(kind.reduce, question, (q) => kind.init(q, game));
  const { state: flowState } = flow;
  const phase: TurnPhase = flowState.checking
    ? 'checking'
    : flowState.feedback
      ? 'checked'
      : 'answering';
  const turn = {
    game,
    question,
    state,
    dispatch,
    phase,
    verdict: flowState.checking && !flowState.panel ? null : flowState.feedback,
    locked: !flow.canAnswer,
    attempt: flowState.attempt,
    complete: flow.complete,
    check: flow.check,
    questions,
    award: flow.award,
  };
  const answer = kind.answer(state, question);

  // A new question or try replaces the button that had focus: keyboard and screen-reader users
  // land on the counter that says where they are, not at the top of the page.
  const counterRef = useRef<HTMLParagraphElement>(null);
  const first = flowState.index === 0 && flowState.attempt === 0;
  useEffect(() => {
    if (!first) counterRef.current?.focus({ preventScroll: true });
  }, [first]);
  const Extra = kind.FeedbackExtra;

  // Children who cannot read hear the question as it appears, and again on a repeat (which
  // remounts this turn); from the first tap of the session on, as browsers allow. The game's first
  // question comes after the game's instruction, in the interface language (issue 21). Whatever
  // still plays stops when the question goes.
  const instruction = gameInstruction(game, uzbek, t);
  const asked = questionSounds(question, questionSpeech(kind, question, game), {
    uzbek,
    ownSpeech: Boolean(kind.speech),
  });
  // The kit's speaker says the question as it is heard (the Uzbek question, where there is one).
  const speech = asked[0] ?? null;
  const opening = flowState.index === 0 && flowState.attempt === 0;
  const readOnAppear = [
    ...(opening && instruction ? [instruction] : []),
    ...(kind.readOnAppear === false ? [] : asked),
  ];
  // Keyed by what is said: a new object with the same texts is not a new question.
  const heardKey = JSON.stringify(readOnAppear);
  useEffect(() => {
    const sounds = JSON.parse(heardKey) as SpeechItem[];
    if (sounds.length > 0) void playInTurn(sounds, { auto: true });
    return stopSound;
  }, [heardKey]);

  let footer;
  if (flowState.feedback && flowState.panel) {
    footer = (
      <FeedbackPanel
        feedback={flowState.feedback}
        checking={flowState.checking}
        closing={flowState.closing !== null}
        correctAnswer={
          kind.answerParts?.(question, flow.correctAnswer, state) ??
          splitAnswers(flow.correctAnswer)
        }
        extra={Extra ? <Extra game={game} question={question} /> : undefined}
        answerSpeakers={kind.answerSpeakers ?? true}
        answerAudioUrl={recordedAnswer(question, flow.correctAnswer)}
        onContinue={flow.next}
        onRepeat={flow.repeat}
      />
    );
  } else if (kind.Footer) {
    footer = <kind.Footer {...turn} />;
  } else if (kind.flow === 'check') {
    footer = (
      <Button
        block
        className="question-play__check"
        disabled={answer === null || !flow.canAnswer}
        onClick={() => answer !== null && flow.check(answer)}
      >
        {t('game.check')}
      </Button>
    );
  }

  return (
    <GameStageFrame
      title={title}
      gameNumber={game.number}
      progress={progressPercent(flowState)}
      score={flowState.score}
      footer={footer}
    >
      {instruction && <InstructionButton instruction={instruction} />}
      <div className="question-play__top">
        <p className="question-play__counter" ref={counterRef} tabIndex={-1}>
          {t('game.questionCounter', { n: flowState.index + 1, total: flowState.total })}
        </p>
        {speech && !kind.ownSpeaker && (
          <SpeakerButton
            className="question-play__speaker"
            text={speech.text}
            audioUrl={speech.audioUrl}
            hideText
            size="medium"
          />
        )}
      </div>
      <div className="question-play__question">
        <kind.View {...turn} />
      </div>
    </GameStageFrame>
  );
}
