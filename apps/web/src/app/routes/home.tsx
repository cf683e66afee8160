import { useTranslation } from 'react-i18next';
import { PickChildOnStart } from '../../features/family/components/pick-child-on-start';
import { HomeScreen } from '../../features/home/components/home-screen';
import { ScreenRoute } from '../screen-route';

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <ScreenRoute title={t('screens.home')} bottomBar tab="home">
      <PickChildOnStart />
      <HomeScreen />
    </ScreenRoute>
  );
}
