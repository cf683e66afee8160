import type { Game } from '@bolajon/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TrophyIcon } from '../../../components/ui/icons';
import { ArrowRightIcon, VolumeOffIcon } from '../../../components/ui/game-icons';
import { paths } from '../../../lib/paths';
import { readGameNavState, type GameNavState } from '../lib/nav-state';
import { maySoundAutoplay, playVideo } from '../lib/video';
import { GameLoader, GameStageFrame } from './game-loader';
import { VideoCard } from './video-card';

/** The closing video starts muted and gets its sound after this long (spec section 9). */
export const UNMUTE_AFTER_MS = 1_000;

/** /game-stage-4/:id — the closing video, then the achievement or the outro (spec section 2). */
export function FinalVideoScreen({ gameId }: { gameId: number | null }) {
  const { t } = useTranslation();
  const navState = readGameNavState(useLocation().state);
  return (
    <GameLoader
      gameId={gameId}
      title={t('screens.gameStage4')}
      progress={100}
      score={navState?.score ?? 0}
    >
      {(game) => <FinalVideo game={game} navState={navState} />}
    </GameLoader>
  );
}

function FinalVideo({ game, navState }: { game: Game; navState: GameNavState | null }) {
  const navigate = useNavigate();
  return (
    <FinalVideoStage
      game={game}
      navState={navState}
      onAchievement={(state) => void navigate(paths.gameAchievement.href(game.id), { state })}
      onFinish={(state) => void navigate(paths.gameOutro.href(game.id), { state })}
    />
  );
}

export interface FinalVideoStageProps {
  game: Game;
  navState: GameNavState | null;
  /** To the achievement card (a game with one, its card not seen yet). */
  onAchievement: (state: GameNavState) => void;
  /** To the outro, with the game's title. */
  onFinish: (state: GameNavState) => void;
}

/** The closing video, then the achievement or the outro, wherever play is hosted. */
export function FinalVideoStage({ game, navState, onAchievement, onFinish }: FinalVideoStageProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [soundBlocked, setSoundBlocked] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Muted playback may start on its own; sound follows a second later where the browser allows.
    video.muted = true;
    void playVideo(video);
    const timer = window.setTimeout(() => {
      if (!maySoundAutoplay()) {
        setSoundBlocked(true);
        return;
      }
      const wasPlaying = !video.paused;
      video.muted = false;
      // A browser that refuses sound pauses the video instead: keep it going, muted.
      if (wasPlaying && video.paused && !video.ended) {
        video.muted = true;
        void playVideo(video);
        setSoundBlocked(true);
      }
    }, UNMUTE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const carried: GameNavState = navState ?? { score: 0, totalQuestions: 0 };
  const showAchievement = game.achievements.length > 0 && !carried.achievementSeen;

  return (
    <GameStageFrame
      title={t('screens.gameStage4')}
      gameNumber={game.number}
      progress={100}
      score={carried.score}
      footer={
        showAchievement ? (
          <Button
            block
            className="game-stage__go game-stage__go--gold"
            onClick={() => onAchievement(carried)}
          >
            <TrophyIcon width={26} height={26} />
            {t('finalVideo.viewAchievements')}
          </Button>
        ) : (
          <Button
            block
            className="game-stage__go"
            onClick={() => onFinish({ ...carried, gameTitle: game.title })}
          >
            {t('finalVideo.finish')}
            <ArrowRightIcon width={26} height={26} />
          </Button>
        )
      }
    >
      <div className="game-stage__center">
        <div className="game-stage__head">
          <p className="game-stage__chip">{t('game.label', { number: game.number })}</p>
          <h2 className="game-stage__title">{game.title}</h2>
        </div>
        <VideoCard
          videoRef={videoRef}
          src={game.videoLast}
          poster={game.videoLastPoster}
          label={game.title}
          playing={playing}
          playLabel={t('finalVideo.play')}
          onPlay={() => {
            const video = videoRef.current;
            if (!video) return;
            // A tap is what the browser waits for to allow sound.
            video.muted = false;
            setSoundBlocked(false);
            void playVideo(video);
          }}
          onPlayingChange={setPlaying}
        >
          {soundBlocked && playing && (
            <button
              type="button"
              className="video-card__unmute"
              onClick={() => {
                const video = videoRef.current;
                if (video) video.muted = false;
                setSoundBlocked(false);
              }}
            >
              <VolumeOffIcon width={26} height={26} />
              {t('finalVideo.unmute')}
            </button>
          )}
        </VideoCard>
      </div>
    </GameStageFrame>
  );
}
