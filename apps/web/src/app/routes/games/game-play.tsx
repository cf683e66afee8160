import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayScreen } from '../../../features/game/components/play-screen';
import { useGameId } from '../../../features/game/hooks/use-game-id';
import type { GameScreenProps } from '../../../games/kit/types';
import type { GameRegistryEntry } from '../../../games/registry';

/** The route of one game screen: its game id from the URL, its name, its own screen. */
export function createGamePlayRoute(
  entry: GameRegistryEntry,
  Screen: ComponentType<GameScreenProps>,
) {
  return function GamePlayRoute() {
    const { t } = useTranslation();
    return (
      <PlayScreen
        gameId={useGameId()}
        types={entry.types}
        title={t(entry.titleKey)}
        Screen={Screen}
      />
    );
  };
}
