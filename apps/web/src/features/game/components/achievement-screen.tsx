import type { Game } from '@bolajon/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FlipCard } from '../../../components/ui/flip-card';
import { ArrowRightIcon } from '../../../components/ui/game-icons';
import { paths } from '../../../lib/paths';
import { achievementBurst, stopConfetti } from '../lib/confetti';
import { readGameNavState, type GameNavState } from '../lib/nav-state';
import { GameLoader, GameStageFrame } from './game-loader';
import './achievement-screen.css';

/** /get-achievement/:id — the secret card that turns into the game's achievement (spec section 2). */
export function AchievementScreen({ gameId }: { gameId: number | null }) {
  const { t } = useTranslation();
  const navState = readGameNavState(useLocation().state);
  const carried: GameNavState = navState ?? { score: 0, totalQuestions: 0 };
  return (
    <GameLoader
      gameId={gameId}
      title={t('screens.getAchievement')}
      progress={100}
      score={carried.score}
    >
      {(game) =>
        game.achievements.length === 0 ? (
          <Navigate to={paths.gameFinalVideo.href(game.id)} replace state={carried} />
        ) : (
          <AchievementCard game={game} carried={carried} />
        )
      }
    </GameLoader>
  );
}

function AchievementCard({ game, carried }: { game: Game; carried: GameNavState }) {
  const navigate = useNavigate();
  return (
    <AchievementStage
      game={game}
      carried={carried}
      onContinue={(state) => void navigate(paths.gameFinalVideo.href(game.id), { state })}
    />
  );
}

export interface AchievementStageProps {
  game: Game;
  carried: GameNavState;
  /** On to the closing video, handed what was carried and that the card was seen. */
  onContinue: (state: GameNavState) => void;
}

/** The secret card that turns into the game's first achievement, wherever play is hosted. */
export function AchievementStage({ game, carried, onContinue }: AchievementStageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const achievement = game.achievements[0];

  useEffect(() => stopConfetti, []);

  if (!achievement) return null;
  return (
    <GameStageFrame
      title={t('screens.getAchievement')}
      gameNumber={game.number}
      progress={100}
      score={carried.score}
      footer={
        <Button
          block
          className="game-stage__go"
          onClick={() => onContinue({ ...carried, achievementSeen: true })}
        >
          {t('achievement.continue')}
          <ArrowRightIcon width={26} height={26} />
        </Button>
      }
    >
      <div className="achievement">
        <FlipCard
          className="achievement__card"
          flipped={open}
          onFlip={() => {
            setOpen(true);
            achievementBurst();
          }}
          frontLabel={t('achievement.open')}
          front={
            <>
              <span className="achievement__secret" aria-hidden="true">
                ?
              </span>
              <span className="achievement__front-title">{t('achievement.secret')}</span>
              <span className="achievement__front-hint">{t('achievement.tapToOpen')}</span>
            </>
          }
          back={
            <>
              <p className="achievement__congrats">{t('achievement.congrats')}</p>
              <div className="achievement__medal">
                <img
                  className="achievement__image"
                  src={achievement.imageUrl}
                  alt={achievement.title}
                  width={132}
                  height={132}
                />
              </div>
              <h2 className="achievement__title">{achievement.title}</h2>
              <p className="achievement__description">{achievement.description}</p>
              <p className="achievement__game">{t('achievement.forGame', { title: game.title })}</p>
            </>
          }
        />
      </div>
    </GameStageFrame>
  );
}
