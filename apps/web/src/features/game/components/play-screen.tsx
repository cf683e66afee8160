import type { Game, GameType, Question } from '@bolajon/contract';
import { useCallback, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import type { GameScreenProps } from '../../../games/kit/types';
import { describeLoadError, isNotFound } from '../../../lib/load-error';
import { isAnswerQueued } from '../../../lib/offline-answers/answer-queue';
import { paths } from '../../../lib/paths';
import { useGame } from '../api/get-game';
import { useQuestions } from '../api/get-questions';
import { useSubmitAnswer } from '../api/submit-answer';
import { endOfGame } from '../lib/end-of-game';
import { GameLoading, GameNotFound, GameStageFrame } from './game-loader';
import { GameRefused, refusalOf, type Refusal } from './game-refused';

export interface PlayScreenProps {
  gameId: number | null;
  /** The game types this screen plays (the intro's routing table sends them here). */
  types: readonly GameType[];
  /** The screen's name, for assistive technology. */
  title: string;
  /** The game type's own screen (its lazy chunk). */
  Screen: ComponentType<GameScreenProps>;
}

/**
 * Hosts a game screen: the game and its questions fetched together, loading / error / empty
 * states, answers recorded, and the next stage once the last question is done.
 */
export function PlayScreen({ gameId, ...props }: PlayScreenProps) {
  if (gameId === null) return <GameNotFound title={props.title} progress={0} score={0} />;
  return <PlayLoader gameId={gameId} {...props} />;
}

function PlayLoader({ gameId, types, title, Screen }: PlayScreenProps & { gameId: number }) {
  const { t } = useTranslation();
  // Both requests start at once (spec section 2: no waterfall).
  const game = useGame(gameId);
  const questions = useQuestions(gameId);
  const frame = { title, progress: 0, score: 0 };

  // Data already here wins over a failed background refresh: a game never stops half-way.
  const error = (!game.data && game.error) || (!questions.data && questions.error) || null;
  if (error) {
    const refusal = refusalOf(error);
    if (refusal) return <GameRefused title={title} refusal={refusal} />;
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
  if (!types.includes(game.data.type)) {
    return <Navigate to={paths.gamePlay.href(game.data.type, game.data.id)} replace />;
  }
  if (questions.data.length === 0) {
    return (
      <GameStageFrame {...frame}>
        <EmptyState message={t('game.noQuestions')}>
          <ButtonLink to={paths.home.href()}>{t('common.goHome')}</ButtonLink>
        </EmptyState>
      </GameStageFrame>
    );
  }
  return <Play game={game.data} questions={questions.data} title={title} Screen={Screen} />;
}

function Play({
  game,
  questions,
  title,
  Screen,
}: {
  game: Game;
  questions: Question[];
  title: string;
  Screen: ComponentType<GameScreenProps>;
}) {
  const navigate = useNavigate();
  const { mutateAsync } = useSubmitAnswer(game, questions);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = useCallback<GameScreenProps['submit']>(
    async (body) => {
      try {
        return await mutateAsync(body);
      } catch (error) {
        // Queued on the device (no network): the game goes on with the local verdict.
        if (isAnswerQueued(error)) throw error;
        // Not a failure to wait out: this game is not open to this child (yet).
        setRefusal(refusalOf(error));
        throw error;
      }
    },
    [mutateAsync],
  );

  const onFinish = useCallback<GameScreenProps['onFinish']>(
    ({ score, totalQuestions }) => {
      const end = endOfGame({
        gameId: game.id,
        type: game.type,
        hasAchievements: game.achievements.length > 0,
        score,
        totalQuestions,
        gameTitle: game.title,
      });
      void navigate(end.to, { replace: true, state: end.state });
    },
    [game, navigate],
  );

  if (refusal) return <GameRefused title={title} refusal={refusal} />;
  return (
    <Screen game={game} questions={questions} title={title} submit={submit} onFinish={onFinish} />
  );
}
