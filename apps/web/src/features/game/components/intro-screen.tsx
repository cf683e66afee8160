import type { Game } from '@bolajon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { ArrowRightIcon } from '../../../components/ui/game-icons';
import { paths } from '../../../lib/paths';
import { questionsQueryOptions } from '../api/get-questions';
import { usePosterFirst } from '../hooks/use-poster-first';
import { playVideo } from '../lib/video';
import { GameLoader, GameStageFrame } from './game-loader';
import { VideoCard } from './video-card';

const INTRO_PROGRESS = 25;

/** /game-stage-1/:id — the game's first video, then on to the game (spec section 2). */
export function IntroScreen({ gameId }: { gameId: number | null }) {
  const { t } = useTranslation();
  return (
    <GameLoader gameId={gameId} title={t('screens.gameStage1')} progress={INTRO_PROGRESS} score={0}>
      {(game) => <Intro game={game} />}
    </GameLoader>
  );
}

/**
 * The intro video in the interface language (issue 21): the pack's Uzbek one, its instruction
 * spoken and captioned in Uzbek, in the Uzbek interface; the Russian one otherwise or without it.
 */
export function introVideo(game: Game, uzbek: boolean): { src: string; poster: string } {
  return uzbek && game.videoFirstUz && game.videoFirstPosterUz
    ? { src: game.videoFirstUz, poster: game.videoFirstPosterUz }
    : { src: game.videoFirst, poster: game.videoFirstPoster };
}

function Intro({ game }: { game: Game }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <IntroStage
      game={game}
      // The questions come while the child watches, so the game opens at once; asked for only
      // now, they leave the network to the poster while the screen loads.
      onPlayVideo={() => void queryClient.prefetchQuery(questionsQueryOptions(game.id))}
      onStart={() => void navigate(paths.gamePlay.href(game.type, game.id))}
    />
  );
}

export interface IntroStageProps {
  game: Game;
  /** The child pressed play (the first time and on every replay). */
  onPlayVideo?: () => void;
  /** On to the game. */
  onStart: () => void;
}

/** The intro video and the way on to the game, wherever play is hosted (the learner's, a preview). */
export function IntroStage({ game, onPlayVideo, onStart }: IntroStageProps) {
  const { t, i18n } = useTranslation();
  const video = introVideo(game, i18n.resolvedLanguage === 'uz');
  const videoRef = useRef<HTMLVideoElement>(null);
  const preload = usePosterFirst(videoRef);
  const [pressedPlay, setPressedPlay] = useState(false);
  const [playing, setPlaying] = useState(false);

  const play = () => {
    setPressedPlay(true);
    onPlayVideo?.();
    const video = videoRef.current;
    if (video) void playVideo(video);
  };

  return (
    <GameStageFrame
      title={t('screens.gameStage1')}
      gameNumber={game.number}
      progress={INTRO_PROGRESS}
      score={0}
      footer={
        <>
          {/* Kept in place once the video started (only out of sight): nothing jumps. */}
          <p
            className={classNames('game-stage__hint', pressedPlay && 'game-stage__hint--done')}
            aria-hidden={pressedPlay || undefined}
          >
            {t('intro.startHint')}
          </p>
          <Button block className="game-stage__go" disabled={!pressedPlay} onClick={onStart}>
            {t('intro.start')}
            <ArrowRightIcon width={26} height={26} />
          </Button>
        </>
      }
    >
      <div className="game-stage__center">
        <div className="game-stage__head">
          <p className="game-stage__chip">
            {t('game.label', { number: game.number })} ·{' '}
            {t('intro.lesson', { title: game.lesson.title })}
          </p>
          <h2 className="game-stage__title">{game.title}</h2>
        </div>
        <VideoCard
          videoRef={videoRef}
          src={video.src}
          poster={video.poster}
          label={game.title}
          playing={playing}
          preload={preload}
          playLabel={pressedPlay ? t('intro.replay') : t('intro.play')}
          onPlay={play}
          onPlayingChange={setPlaying}
        />
      </div>
    </GameStageFrame>
  );
}
