import {
  Fragment,
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useHome } from '../api/get-home';
import { useMyProgress } from '../api/get-my-progress';
import { useSettings } from '../../../lib/get-settings';
import { useTrackDay } from '../api/track-day';
import { headerBlock, mergeProgress } from '../lib/merge-progress';
import { LessonPath } from './lesson-path';
import { SupportModal } from '../../../components/support-modal';
import { UzbekTitle } from '../../../components/uzbek-title';
import { paths } from '../../../lib/paths';
import { useAskGrownUp } from '../../../lib/ask-grown-up';
import { freePartEnd } from '../lib/free-part';
import { nextStep } from '../lib/next-step';
import { useOfflineMap } from '../../../lib/offline/use-offline-map';
import { OfflineBanner } from '../../../components/offline/offline-banner';
import { NotKeptNote } from '../../../components/offline/not-kept-note';
import './home-screen.css';

// Only a family at the end of the free lesson sees it: its code (and the speaker's) loads then.
const NextStepCard = lazy(() =>
  import('./next-step-card').then((module) => ({ default: module.NextStepCard })),
);

/** The home map (spec section 2): lessons on a zig-zag road, locked ones behind support. */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // All three start together: no request waits for another.
  const home = useHome();
  const progress = useMyProgress();
  const settings = useSettings();
  const trackDay = useTrackDay();
  /** The support call, for a locked game or for the full course (after the grown-up gate). */
  const [support, setSupport] = useState<'locked' | 'course' | null>(null);
  const askGrownUp = useAskGrownUp();
  const mapRef = useRef<HTMLDivElement>(null);
  /** The step being opened (a game's intro or a lesson's words), while the day is recorded. */
  const [opening, setOpening] = useState<{ game?: number; intro?: number } | null>(null);
  // The map (every lesson with its games) renders from deferred copies of the answers: React
  // splits that work into short slices instead of one long task that would hold the page, and
  // the spinner stays until it is done.
  const homeData = useDeferredValue(home.data);
  const progressData = useDeferredValue(progress.data);
  const progressPending = useDeferredValue(progress.isPending);
  const mapReady = Boolean(homeData) && !progressPending;
  const lessons = useMemo(
    () => (mapReady ? mergeProgress(homeData, progressData) : []),
    [mapReady, homeData, progressData],
  );
  // Offline play (issue 24): what is on the phone, kept by itself or "for the road".
  const offline = useOfflineMap(lessons);
  /** A lesson tapped without a network that is not on the phone. */
  const [notKept, setNotKept] = useState(false);

  /** Opening a game or a lesson's words records the active day first (spec section 2). */
  const open = async (step: { game?: number; intro?: number }, href: string) => {
    if (opening !== null) return;
    const lesson = lessons.find(
      (candidate) =>
        candidate.id === step.intro || candidate.games.some((game) => game.id === step.game),
    );
    if (lesson && !offline.playable(lesson.id)) {
      setNotKept(true);
      return;
    }
    setOpening(step);
    try {
      await trackDay.mutateAsync();
    } catch (error) {
      // Recording the day must never keep a child from playing (spec section 2).
      console.warn('Could not record the active day; starting the game anyway', error);
    }
    await navigate(href);
  };
  const startGame = (gameId: number) => open({ game: gameId }, paths.gameIntro.href(gameId));
  const openIntro = (lessonId: number) =>
    open({ intro: lessonId }, paths.lessonIntro.href(lessonId));

  // The map comes back where the child is: the "play" bubble in view (the next-step card, at the
  // end of the free part, scrolls itself into view).
  useEffect(() => {
    if (!mapReady) return;
    const next = mapRef.current?.querySelector('.game-node--next');
    next?.scrollIntoView?.({ block: 'center' });
  }, [mapReady]);

  const block = headerBlock(progress.data);
  // The header sticks inside an opaque band that reaches the top of the screen: the map scrolls
  // under the band, never through the gap above the header or round its corners.
  const header = (
    <div className="home__top">
      <header className="home__header">
        <img className="home__mascot" src="/logo.svg" alt="" width={72} height={72} />
        <div className="home__heading">
          <h1 className="home__title">{t('screens.home')}</h1>
          <p className="home__block">{block?.title ?? t('home.defaultHeader')}</p>
          <UzbekTitle text={block?.titleUz} className="home__block-uz" />
        </div>
      </header>
      {/* In the band that stays on screen: the map scrolls under it. */}
      {!offline.online && (
        <OfflineBanner anyKept={lessons.some((lesson) => offline.playable(lesson.id))} />
      )}
    </div>
  );

  // Progress only refines the home data, so the map waits for it but does not fail without it;
  // data already here wins over a failed background refresh.
  if (!home.data && home.isError) {
    return (
      <div className="home">
        {header}
        <ErrorState
          title={t('errors.loadingError')}
          actionLabel={t('common.tryAgain')}
          onAction={() => {
            void home.refetch();
            void progress.refetch();
          }}
        />
      </div>
    );
  }
  if (!homeData || progressPending) {
    return (
      <div className="home">
        {header}
        <div className="home__state">
          <Spinner label={t('common.loading')} size="large" />
        </div>
      </div>
    );
  }
  const next = nextStep(lessons);
  const nextGameId = next?.kind === 'game' ? next.gameId : null;
  const nextIntroLessonId = next?.kind === 'intro' ? next.lessonId : null;
  const nextStepAt = next === null ? freePartEnd(lessons) : null;

  return (
    <div className="home">
      {header}
      {lessons.length === 0 ? (
        <EmptyState message={t('home.empty')} />
      ) : (
        <div className="home__map" ref={mapRef}>
          {lessons.map((lesson, index) => (
            <Fragment key={lesson.id}>
              {index === nextStepAt && (
                <Suspense fallback={null}>
                  <NextStepCard onGrownUps={() => askGrownUp(() => setSupport('course'))} />
                </Suspense>
              )}
              <LessonPath
                lesson={lesson}
                lessonIndex={index}
                nextGameId={nextGameId}
                nextIntroLessonId={nextIntroLessonId}
                startingGameId={opening?.game ?? null}
                openingIntroId={opening?.intro ?? null}
                onStart={(gameId) => void startGame(gameId)}
                onOpenIntro={(lessonId) => void openIntro(lessonId)}
                onLocked={() => setSupport('locked')}
                keeping={offline.keeping(lesson.id)}
                onKeep={() => offline.keep(lesson)}
              />
            </Fragment>
          ))}
        </div>
      )}
      <NotKeptNote open={notKept} onClose={() => setNotKept(false)} />
      <SupportModal
        open={support !== null}
        onClose={() => setSupport(null)}
        settings={settings}
        title={support === 'course' ? t('support.courseTitle') : undefined}
      />
    </div>
  );
}
