import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, type Location } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { FullPageSpinner } from '../components/ui/spinner';

/** Anything a screen throws (or a chunk that failed to load after a deploy) ends here. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Screen failed', error);
  }, [error]);
  return (
    <div className="page">
      <ErrorState
        title={t('errors.crashTitle')}
        message={t('errors.unknownError')}
        actionLabel={t('common.reload')}
        onAction={() => window.location.reload()}
      />
    </div>
  );
}

/** Shown while the first screen's code loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <FullPageSpinner label={t('common.loading')} />
    </div>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** Where the error happened: going elsewhere gives the screens another go. */
  location: Location;
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A screen threw nothing') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The root of the route table: the error page in place of the whole page when a screen fails,
 * and the loading page until the first screen's code is there. (Later navigations keep the
 * current screen until the next can render: the router moves in a transition.)
 */
export function RouteFrame() {
  const location = useLocation();
  return (
    <ScreenErrorBoundary location={location}>
      <Suspense fallback={<AppLoading />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
