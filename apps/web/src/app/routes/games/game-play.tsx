import { gameTypesOfSlug, type GameSlug } from '@bolajon/contract/game-types';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlayScreen } from '../../../features/game/components/play-screen';
import type { GameScreenProps } from '../../../games/kit/types';
import { gameScreenTitleKey } from '../../../games/registry';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/** For the studio's preview, as game-stage-4.tsx says. */
export { endStage } from '../../../features/game/lib/end-of-game';

/** The route of one game screen: its game id from the URL, its name, its types, its own screen. */
export function createGamePlayRoute(slug: GameSlug, Screen: ComponentType<GameScreenProps>) {
  const types = gameTypesOfSlug(slug);
  return function GamePlayRoute() {
    const { t } = useTranslation();
    const { id } = useParams();
    const title = t(gameScreenTitleKey(slug));
    return (
      <ScreenRoute title={title}>
        <PlayScreen gameId={parseId(id)} types={types} title={title} Screen={Screen} />
      </ScreenRoute>
    );
  };
}
