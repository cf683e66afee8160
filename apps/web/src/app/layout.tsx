import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BottomNav, type BottomNavItem } from '../components/ui/bottom-nav';
import { BookIcon, HomeIcon, TrophyIcon, UserIcon } from '../components/ui/icons';
import { PageLayout } from '../components/ui/page-layout';
import { useAuth } from '../features/auth/hooks/use-auth';
import { paths } from '../lib/paths';
import { useDailyActiveDay } from './daily-active-day';
import { useScreenLoading } from './lazy-screen';
import { BottomBarContext, type BottomBar, type Tab } from './screen-route';

const tabHrefs: Record<Tab, string> = {
  home: paths.home.href(),
  dictionary: paths.dictionary.href(),
  achievements: paths.achievements.href(),
  profile: paths.profile.href(),
};

/**
 * The frame of every screen past sign-in: the screen, and the bottom bar where its route asks for
 * it (app/screen-route.tsx).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const busy = useScreenLoading();
  const [bottomBar, setBottomBar] = useState<BottomBar>(null);
  useDailyActiveDay(useAuth().status === 'authenticated');

  const tabs: BottomNavItem[] = [
    { to: tabHrefs.home, label: t('nav.home'), icon: <HomeIcon /> },
    { to: tabHrefs.dictionary, label: t('nav.dictionary'), icon: <BookIcon /> },
    { to: tabHrefs.achievements, label: t('nav.achievements'), icon: <TrophyIcon /> },
    { to: tabHrefs.profile, label: t('nav.profile'), icon: <UserIcon /> },
  ];

  return (
    <PageLayout
      busy={busy}
      busyLabel={t('common.loading')}
      bottomNav={
        bottomBar && (
          <BottomNav
            label={t('nav.label')}
            items={tabs}
            activeTo={bottomBar.tab && tabHrefs[bottomBar.tab]}
          />
        )
      }
    >
      <BottomBarContext.Provider value={setBottomBar}>
        <Outlet />
      </BottomBarContext.Provider>
    </PageLayout>
  );
}
