import { gameTypesOfSlug, type GameSlug } from '@bolajon/contract/game-types';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayScreen } from '../../../features/game/components/play-screen';
import { useGameId } from '../../../features/game/hooks/use-game-id';
import type { GameScreenProps } from '../../../games/kit/types';
import { gameScreenTitleKey } from '../../../games/registry';

/** The route of one game screen: its game id from the URL, its name, its types, its own screen. */
export function createGamePlayRoute(slug: GameSlug, Screen: ComponentType<GameScreenProps>) {
  const types = gameTypesOfSlug(slug);
  return function GamePlayRoute() {
    const { t } = useTranslation();
    return (
      <PlayScreen
        gameId={useGameId()}
        types={types}
        title={t(gameScreenTitleKey(slug))}
        Screen={Screen}
      />
    );
  };
}
