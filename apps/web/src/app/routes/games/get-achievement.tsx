import { AchievementScreen } from '../../../features/game/components/achievement-screen';

export default function GetAchievementRoute() {
  return <AchievementScreen />;
}
