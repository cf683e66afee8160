import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BottomNav, type BottomNavItem } from '../components/ui/bottom-nav';
import { BookIcon, HomeIcon, TrophyIcon, UserIcon } from '../components/ui/icons';
import { PageLayout } from '../components/ui/page-layout';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useDailyActiveDay } from './daily-active-day';
import { useScreenLoading } from './lazy-screen';
import { activeTab, isBottomNavHidden, tabPaths } from './navigation';

/** The frame of every screen past sign-in: the bottom navigation where it belongs, the screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const busy = useScreenLoading();
  useDailyActiveDay(useAuth().status === 'authenticated');

  const tabs: BottomNavItem[] = [
    { to: tabPaths.home, label: t('nav.home'), icon: <HomeIcon /> },
    { to: tabPaths.dictionary, label: t('nav.dictionary'), icon: <BookIcon /> },
    { to: tabPaths.achievements, label: t('nav.achievements'), icon: <TrophyIcon /> },
    { to: tabPaths.profile, label: t('nav.profile'), icon: <UserIcon /> },
  ];

  return (
    <PageLayout
      busy={busy}
      busyLabel={t('common.loading')}
      bottomNav={
        isBottomNavHidden(pathname) ? null : (
          <BottomNav label={t('nav.label')} items={tabs} activeTo={activeTab(pathname)} />
        )
      }
    >
      <Outlet />
    </PageLayout>
  );
}
