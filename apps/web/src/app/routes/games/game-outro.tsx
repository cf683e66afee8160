import { OutroScreen } from '../../../features/game/components/outro-screen';

export default function GameOutroRoute() {
  return <OutroScreen />;
}
