import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLayout } from '../components/ui/page-layout';
import { useScreenLoading } from './lazy-screen';

/**
 * The page frame of /login and /register: the app's frame without what only a signed-in user
 * needs (the bottom navigation, the data layer), so that the first load stays light.
 */
export function SignInLayout() {
  const { t } = useTranslation();
  return (
    <PageLayout busy={useScreenLoading()} busyLabel={t('common.loading')}>
      <Outlet />
    </PageLayout>
  );
}
