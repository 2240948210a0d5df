import {
  Component,
  Suspense,
  use,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
  type RefObject,
} from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@kfeed/kit/routes';
import type { RemoteExtraProps, RemoteLifecycles } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { PLATFORM_PACKAGE } from '@kfeed/platform/version';
import { loadRemoteApp, resetRemote } from './remoteRegistry.ts';
import { PlatformMismatchError } from './composition.ts';
import { useGuardedNavigator } from '../../hooks/useGuardedNavigator.ts';
import { FirstScreenSlot, takeFirstScreen, useShowFirstScreen } from './firstScreen.tsx';
import styles from './RemoteArea.module.css';

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteLoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.name} failed to load`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFallback error={this.state.error} onRetry={this.props.onRetry} />;
  }
}

function RemoteFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const incompatible = error instanceof PlatformMismatchError;
  const [retrying, setRetrying] = useState(false);
  return (
    <section
      role="alert"
      className={styles.fallback}
      data-reason={incompatible ? 'platform' : 'unavailable'}
    >
      <p>{t(incompatible ? 'area_incompatible' : 'area_unavailable')}</p>
      {incompatible ? (
        <p className={styles.detail}>
          {error.remote}: {PLATFORM_PACKAGE} {error.required} / {error.provided}
        </p>
      ) : null}
      <button
        type="button"
        className="kf-button kf-button--primary"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        {t('retry')}
      </button>
    </section>
  );
}

function MountedRemote({
  load,
  extraProps,
  area,
  firstScreen,
}: {
  load: Promise<RemoteLifecycles>;
  extraProps: object | undefined;
  area: RefObject<HTMLDivElement | null>;
  firstScreen: HTMLElement | null;
}) {
  const lifecycles = use(load);
  // Into the parcel's element (the area's last child): the remote's first render replaces it.
  useShowFirstScreen(firstScreen, () => area.current?.lastElementChild);
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
export function RemoteArea<N extends RemoteName>({
  name,
  extraProps,
}: {
  name: N;
  extraProps?: RemoteExtraProps[N];
}) {
  const [attempt, setAttempt] = useState(0);
  const [firstScreen] = useState(() => takeFirstScreen(name));
  const area = useRef<HTMLDivElement | null>(null);
  const retry = () => {
    void resetRemote(name).then(() => setAttempt((n) => n + 1));
  };
  return (
    <div data-remote={name} className={styles.area} ref={area}>
      <RemoteLoadBoundary key={attempt} name={name} onRetry={retry}>
        <Suspense fallback={firstScreen ? <FirstScreenSlot node={firstScreen} /> : <Spinner />}>
          <MountedRemote
            load={loadRemoteApp(name)}
            extraProps={extraProps}
            area={area}
            firstScreen={firstScreen}
          />
        </Suspense>
      </RemoteLoadBoundary>
    </div>
  );
}
