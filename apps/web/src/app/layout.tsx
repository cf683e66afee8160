import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BottomNav, type BottomNavItem } from '../components/ui/bottom-nav';
import { BookIcon, HomeIcon, TrophyIcon, UserIcon } from '../components/ui/icons';
import { PageLayout } from '../components/ui/page-layout';
import { useAuth } from '../features/auth/hooks/use-auth';
import { paths } from '../lib/paths';
import { useAppUpdate } from '../lib/app-update';
import { UpdateBanner } from '../components/offline/update-banner';
import { useDailyActiveDay } from './daily-active-day';
import { useScreenLoading } from './lazy-screen';
import { BottomBarContext, type BottomBar, type Tab } from './screen-route';

// Sends the answers given offline (ADR 0052); its own chunk, loaded after the first screen.
const AnswerSync = lazy(() => import('../features/offline-answers/components/answer-sync'));

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
  const authenticated = useAuth().status === 'authenticated';
  useDailyActiveDay(authenticated);
  // A new version waiting (ADR 0053) is offered on the tab screens only, never in a game.
  const update = useAppUpdate();

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
        {update && bottomBar && <UpdateBanner onUpdate={update} />}
        <Outlet />
      </BottomBarContext.Provider>
      {authenticated && (
        <Suspense fallback={null}>
          <AnswerSync />
        </Suspense>
      )}
    </PageLayout>
  );
}
