import { IntroScreen } from '../../../features/game/components/intro-screen';

export default function GameStage1Route() {
  return <IntroScreen />;
}
