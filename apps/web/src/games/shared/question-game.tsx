import { gameRoute, type Game, type GameType, type Question } from '@bolajon/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ButtonLink } from '../../components/ui/button';
import { useGame } from '../../features/game/api/get-game';
import { useQuestions } from '../../features/game/api/get-questions';
import {
  GameLoading,
  GameNotFound,
  GameStageFrame,
} from '../../features/game/components/game-loader';
import { describeLoadError, isNotFound } from '../../lib/load-error';
import { FeedbackPanel } from './feedback-panel';
import { useQuestionFlow, type QuestionFlow } from './use-question-flow';
import './question-game.css';

export interface QuestionGameProps {
  gameId: number | null;
  /** The game types this screen plays (the intro's routing table sends them here). */
  gameTypes: readonly GameType[];
  /** The screen's name (the game type's), for assistive technology. */
  title: string;
  /** The question on screen, the game type's own part. */
  renderQuestion: (play: { game: Game; flow: QuestionFlow }) => ReactNode;
  /** The bottom of the screen while answering (the check button). */
  renderFooter: (play: { game: Game; flow: QuestionFlow }) => ReactNode;
  /** Shown with the right answer in the feedback panel, such as its picture (2.1). */
  renderFeedbackExtra?: (play: { game: Game; flow: QuestionFlow }) => ReactNode;
}

/**
 * A game screen: the game and its questions fetched together, loading / error / empty states,
 * and once both are here the shared question flow with the game type's own parts.
 */
export function QuestionGame(props: QuestionGameProps) {
  const { gameId } = props;
  if (gameId === null) return <GameNotFound title={props.title} progress={0} score={0} />;
  return <QuestionGameLoader {...props} gameId={gameId} />;
}

function QuestionGameLoader(props: QuestionGameProps & { gameId: number }) {
  const { t } = useTranslation();
  // Both requests start at once (spec section 2: no waterfall).
  const game = useGame(props.gameId);
  const questions = useQuestions(props.gameId);
  const frame = { title: props.title, progress: 0, score: 0 };

  // Data already here wins over a failed background refresh: a game never stops half-way.
  const error = (!game.data && game.error) || (!questions.data && questions.error) || null;
  if (error) {
    if (isNotFound(error)) return <GameNotFound {...frame} />;
    return (
      <GameStageFrame {...frame}>
        <ErrorState
          title={describeLoadError(error, t)}
          actionLabel={t('common.tryAgain')}
          onAction={() => {
            if (game.isError) void game.refetch();
            if (questions.isError) void questions.refetch();
          }}
        />
      </GameStageFrame>
    );
  }
  if (!game.data || !questions.data) return <GameLoading {...frame} />;
  // A game of another type (an old link, a typed address) opens on its own screen.
  if (!props.gameTypes.includes(game.data.type)) {
    return <Navigate to={gameRoute(game.data.type, game.data.id)} replace />;
  }
  if (questions.data.length === 0) {
    return (
      <GameStageFrame {...frame}>
        <EmptyState message={t('game.noQuestions')}>
          <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
        </EmptyState>
      </GameStageFrame>
    );
  }
  return <QuestionGamePlay {...props} game={game.data} questions={questions.data} />;
}

function QuestionGamePlay({
  title,
  game,
  questions,
  renderQuestion,
  renderFooter,
  renderFeedbackExtra,
}: QuestionGameProps & { game: Game; questions: Question[] }) {
  const { t } = useTranslation();
  const flow = useQuestionFlow(game, questions);
  const { state } = flow;
  const answered = state.index + (state.firstTry[state.index] != null ? 1 : 0);
  const play = { game, flow };

  return (
    <GameStageFrame
      title={title}
      progress={(answered / state.total) * 100}
      score={state.score}
      footer={
        state.feedback ? (
          <FeedbackPanel
            feedback={state.feedback}
            checking={state.checking}
            closing={state.closing !== null}
            correctAnswer={flow.correctAnswer}
            extra={renderFeedbackExtra?.(play)}
            onContinue={flow.next}
            onRepeat={flow.repeat}
          />
        ) : (
          renderFooter(play)
        )
      }
    >
      <p className="question-game__counter">
        {t('game.questionCounter', { n: state.index + 1, total: state.total })}
      </p>
      <div className="question-game__question" key={flow.question?.id}>
        {renderQuestion(play)}
      </div>
    </GameStageFrame>
  );
}
