import { gameTypeFacts, type Game } from '@bolajon/contract';
import { performanceLabel, starsForResult } from '@bolajon/contract/progress-rules';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { FlipCard } from '../../../components/ui/flip-card';
import { TrophyIcon } from '../../../components/ui/icons';
import { ChartIcon, MapIcon } from '../../../components/ui/game-icons';
import { Modal } from '../../../components/ui/modal';
import { Stars } from '../../../components/ui/stars';
import { isApiError } from '../../../lib/api-client';
import { describeLoadError } from '../../../lib/load-error';
import {
  latestPlayOf,
  playRound,
  type DevicePlay,
} from '../../../lib/offline-answers/device-rounds';
import { usePendingAnswers } from '../../../lib/offline-answers/pending-answers';
import { paths } from '../../../lib/paths';
import { useGame } from '../api/get-game';
import { useGameResults } from '../api/get-game-results';
import { celebrate, stopConfetti } from '../lib/confetti';
import { installOfferFacts, shouldOfferInstall } from '../lib/install-offer';
import { readGameNavState, type GameNavState } from '../lib/nav-state';
import {
  outroScore,
  outroStats,
  roundStats,
  statsFromScore,
  type OutroStats,
} from '../lib/outro-stats';
import { GameLoading, GameNotFound, GameStageFrame } from './game-loader';
import './outro-screen.css';

/** The result card opens by itself after this long (spec section 9). */
export const OUTRO_FLIP_MS = 2_500;
/** Confetti for a round at least this good, for this long (spec section 9). */
export const CONFETTI_PERCENT = 70;
export const CONFETTI_MS = 3_000;

// Offered only where the browser kept its install prompt: the card's code loads then (ADR 0049).
const InstallOffer = lazy(() =>
  import('./install-offer').then((module) => ({ default: module.InstallOffer })),
);

/** /game-outro/:id — the round's result (spec section 2). */
export function OutroScreen({ gameId }: { gameId: number | null }) {
  const { t } = useTranslation();
  const navState = readGameNavState(useLocation().state);
  const frame = { title: t('screens.gameOutro'), progress: 100, score: navState?.score ?? 0 };
  if (gameId === null) return <GameNotFound {...frame} />;
  return <OutroLoader gameId={gameId} navState={navState} />;
}

function OutroLoader({ gameId, navState }: { gameId: number; navState: GameNavState | null }) {
  const { t } = useTranslation();
  // The game and the round's answers come together, and the answers still queued on the device.
  const game = useGame(gameId);
  const results = useGameResults(gameId);
  const pending = usePendingAnswers();
  const frame = { title: t('screens.gameOutro'), progress: 100, score: navState?.score ?? 0 };
  // The round is on the device while its answers wait there, or while the server cannot be reached.
  const devicePlay = pending.data ? latestPlayOf(pending.data, gameId) : null;
  const unreachable =
    results.fetchStatus === 'paused' || (isApiError(results.error) && results.error.status === 0);
  const fromDevice = devicePlay !== null || (unreachable && navState !== null);
  const type = game.data?.type ?? '';
  // Kept once shown: the numbers do not change under the child when the queue is sent meanwhile.
  const [shownFromDevice, setShownFromDevice] = useState<DeviceOutro | null>(null);
  const loading =
    pending.isLoading ||
    (!game.data && game.isPending && game.fetchStatus !== 'paused') ||
    (!fromDevice && !shownFromDevice && !results.data && results.isPending);
  if (!loading && fromDevice && !shownFromDevice) {
    setShownFromDevice(deviceOutro(devicePlay, navState, type));
  }
  if (loading) return <GameLoading {...frame} />;

  const facts = gameTypeFacts(type);
  const points = facts?.points ?? 10;
  let stats: OutroStats;
  let score: number;
  const device = shownFromDevice ?? (fromDevice ? deviceOutro(devicePlay, navState, type) : null);
  if (device) {
    ({ stats, score } = device);
  } else if (results.data && results.data.length > 0) {
    stats = outroStats(results.data);
    // Replies earn their points as they go (2.4): the score the child saw is the one to show.
    score = outroScore(type, stats, navState?.score ?? null);
  } else if (navState) {
    // The answers could not be read: what the game handed on stands in (spec section 2).
    stats = statsFromScore(navState.score, navState.totalQuestions, points);
    score = navState.score;
  } else if (results.data) {
    stats = outroStats([]);
    score = 0;
  } else {
    return (
      <GameStageFrame {...frame}>
        <ErrorState
          title={describeLoadError(results.error, t)}
          actionLabel={t('common.tryAgain')}
          onAction={() => {
            void results.refetch();
            if (game.isError) void game.refetch();
          }}
        />
      </GameStageFrame>
    );
  }

  return (
    <OutroStage
      game={game.data ?? null}
      gameTitle={game.data?.title ?? navState?.gameTitle ?? ''}
      stats={stats}
      score={score}
      offersInstall
    />
  );
}

interface DeviceOutro {
  stats: OutroStats;
  score: number;
}

/**
 * The round from the device (ADR 0052): every question of the latest play answered there, counted
 * as the server will count it (the contract's roundResult); only part of it (the rest was sent
 * before the network went), the score the child saw stands in.
 */
function deviceOutro(
  play: DevicePlay | null,
  navState: GameNavState | null,
  type: string,
): DeviceOutro {
  const round = play && playRound(play);
  const points = gameTypeFacts(type)?.points ?? 10;
  const stats =
    play && round && (round.complete || !navState)
      ? roundStats(play.answers.map((a) => ({ ...a.body, isCorrect: a.isCorrect })))
      : statsFromScore(navState?.score ?? 0, navState?.totalQuestions ?? 0, points);
  return { stats, score: outroScore(type, stats, navState?.score ?? null) };
}

export interface OutroStageProps {
  game: Game | null;
  gameTitle: string;
  stats: OutroStats;
  score: number;
  /** Where "To the map" goes: the map, or what a host of play elsewhere gives (a preview). */
  mapTo?: string;
  /** A learner's own round (not a preview): a completed one may offer to install the app. */
  offersInstall?: boolean;
}

/** The round's result card, its figures and the way back, wherever play is hosted. */
export function OutroStage({
  game,
  gameTitle,
  stats,
  score,
  mapTo,
  offersInstall = false,
}: OutroStageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [resultsOpen, setResultsOpen] = useState(false);
  const resultsTitleId = useId();
  const label = performanceLabel(stats.percent);
  const stars = stats.total > 0 ? starsForResult(stats.percent) : 0;
  // Read once: the card neither appears nor goes while the result is on screen.
  const [install] = useState(() => (offersInstall ? installOfferFacts(stats.total > 0) : null));

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(true), OUTRO_FLIP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open || stats.percent < CONFETTI_PERCENT) return;
    const stop = celebrate(CONFETTI_MS);
    return () => {
      stop();
      stopConfetti();
    };
  }, [open, stats.percent]);

  return (
    <GameStageFrame
      title={t('screens.gameOutro')}
      gameNumber={game?.number}
      progress={100}
      score={score}
      footer={
        <div className="outro__actions">
          <ButtonLink to={mapTo ?? paths.home.href()} variant="secondary" className="outro__map">
            <MapIcon width={24} height={24} />
            {t('outro.toMap')}
          </ButtonLink>
          <Button className="outro__results" disabled={!open} onClick={() => setResultsOpen(true)}>
            <ChartIcon width={24} height={24} />
            {t('outro.results')}
          </Button>
        </div>
      }
    >
      <FlipCard
        className={`outro__card outro__card--${label}`}
        flipped={open}
        onFlip={() => setOpen(true)}
        frontLabel={t('outro.open')}
        front={
          <>
            <span className="outro__trophy" aria-hidden="true">
              <TrophyIcon width={84} height={84} />
            </span>
            <span className="outro__front-title">{t('outro.cardClosed')}</span>
            <span className="outro__front-hint">{t('outro.tapToOpen')}</span>
          </>
        }
        back={
          <>
            {game && (
              <p className="outro__game-label">{t('game.label', { number: game.number })}</p>
            )}
            <h2 className="outro__game-title">{gameTitle}</h2>
            <Stars value={stars} size="large" />
            <p
              className="outro__count"
              aria-label={t('outro.correctOfTotalLabel', {
                correct: stats.correct,
                total: stats.total,
              })}
            >
              {t('outro.correctOfTotal', { correct: stats.correct, total: stats.total })}
            </p>
            <p className="outro__performance">{t(`outro.performance.${label}`)}</p>
          </>
        }
      />

      {/* The numbers come with the card's face, not under the closed card: no spoiled surprise. */}
      <section className="outro__completed" aria-label={t('outro.completed')} hidden={!open}>
        <p className="outro__completed-title">{t('outro.completed')}</p>
        <dl className="outro__facts">
          {game && (
            <div className="outro__fact outro__fact--wide">
              <dt>{t('outro.lesson')}</dt>
              <dd>{game.lesson.title}</dd>
            </div>
          )}
          <div className="outro__fact">
            <dt>{t('outro.score')}</dt>
            <dd>{score}</dd>
          </div>
          <div className="outro__fact">
            <dt>{t('outro.successRate')}</dt>
            <dd>{t('outro.percent', { percent: stats.percent })}</dd>
          </div>
        </dl>
      </section>

      {open && install && shouldOfferInstall(install) && (
        <Suspense fallback={null}>
          <InstallOffer event={install.event} />
        </Suspense>
      )}

      <Modal
        open={resultsOpen}
        onClose={() => setResultsOpen(false)}
        labelledBy={resultsTitleId}
        className="outro-results"
      >
        <h2 id={resultsTitleId} className="outro-results__title">
          {t('outro.resultsTitle')}
        </h2>
        <dl className="outro-results__list">
          <div className="outro-results__row outro-results__row--correct">
            <dt>{t('outro.correctCount')}</dt>
            <dd>{stats.correct}</dd>
          </div>
          <div className="outro-results__row outro-results__row--incorrect">
            <dt>{t('outro.incorrectCount')}</dt>
            <dd>{stats.incorrect}</dd>
          </div>
          <div className="outro-results__row outro-results__row--rate">
            <dt>{t('outro.successRate')}</dt>
            <dd>{t('outro.percent', { percent: stats.percent })}</dd>
          </div>
        </dl>
        <Button block variant="secondary" onClick={() => setResultsOpen(false)}>
          {t('common.close')}
        </Button>
      </Modal>
    </GameStageFrame>
  );
}
