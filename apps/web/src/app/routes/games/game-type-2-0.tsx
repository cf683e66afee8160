import { useGameId } from '../../../features/game/hooks/use-game-id';
import { ChoiceGame } from '../../../games/choice/choice-game';

/** Types 2.0 and 2.1 (the intro's routing table sends both here). */
export default function GameType20Route() {
  return <ChoiceGame gameId={useGameId()} />;
}
