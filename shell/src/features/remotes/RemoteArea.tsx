import { Component, Suspense, use, useState, type ErrorInfo, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@kfeed/kit/routes';
import type { RemoteLifecycles } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { loadRemoteApp, resetRemote } from './remoteRegistry.ts';
import { useGuardedNavigator } from '../navigation/useGuardedNavigator.ts';
import styles from './RemoteArea.module.css';

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.name} failed to load`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFallback onRetry={this.props.onRetry} />;
  }
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert" className={styles.fallback}>
      <p>{t('area_unavailable')}</p>
      <button type="button" className="kf-button kf-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}

function MountedRemote({
  load,
  extraProps,
}: {
  load: Promise<RemoteLifecycles>;
  extraProps: object | undefined;
}) {
  const lifecycles = use(load);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigator = useGuardedNavigator();
  const [mountError, setMountError] = useState<Error | null>(null);
  if (mountError) throw mountError;
  return (
    <Parcel
      // single-spa's parcel config type is looser than our lifecycles; they are the same shape.
      config={lifecycles as never}
      mountParcel={mountRootParcel}
      wrapWith="div"
      handleError={(error: Error) => setMountError(error)}
      location={location}
      navigator={navigator}
      navigationType={navigationType}
      {...extraProps}
    />
  );
}

/**
 * The area a remote renders in: loaded at run time (the runtime retries first), then
 * mounted as a single-spa parcel. A failure shows a fallback with retry in this area only.
 */
export function RemoteArea({ name, extraProps }: { name: RemoteName; extraProps?: object }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  };
  return (
    <div data-remote={name} className={styles.area}>
      <RemoteLoadBoundary key={attempt} name={name} onRetry={retry}>
        <Suspense fallback={<Spinner />}>
          <MountedRemote load={loadRemoteApp(name)} extraProps={extraProps} />
        </Suspense>
      </RemoteLoadBoundary>
    </div>
  );
}
