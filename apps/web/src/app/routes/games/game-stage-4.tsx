import { FinalVideoScreen } from '../../../features/game/components/final-video-screen';

export default function GameStage4Route() {
  return <FinalVideoScreen />;
}
