import React, {
  Component,
  Suspense,
  startTransition,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import ReactDOMClient from 'react-dom/client';
import { Router, type Location, type Navigator, type NavigationType } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@kfeed/platform/i18n/i18n';

/** What the shell passes to every remote (ARCHITECTURE section 3). */
export interface RemoteProps {
  location: Location;
  navigator: Navigator;
  navigationType: NavigationType;
}

/** The lifecycles a remote's `./app` module exports. */
export interface RemoteLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

interface BoundaryState {
  error: Error | null;
}

/** A remote's render error stays inside the remote's area. */
export class RemoteErrorBoundary extends Component<
  { name: string; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] render error`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ padding: 'var(--space-4)', textAlign: 'center' }}>
        <p>{i18n.t('common:area_failed')}</p>
        <button type="button" className="kf-button" onClick={() => this.setState({ error: null })}>
          {i18n.t('common:retry')}
        </button>
      </div>
    );
  }
}

/**
 * Turn a remote's root component into single-spa lifecycles. The remote renders
 * under a low-level `<Router>` driven by the shell's location and navigator, so
 * `useNavigate`, `useParams` and `<Link>` work while the shell owns history.
 * `prepare` runs once before the first mount (e.g. loading the remote's texts); `loading` is
 * what shows while a lazy screen of the remote loads (the remote's own spinner: the platform
 * draws no UI of the kit's).
 */
export function defineRemote<
  N extends keyof RemoteExtraProps,
  P extends RemoteExtraProps[N] = RemoteExtraProps[N],
>(
  name: N,
  Root: ComponentType<P>,
  prepare?: () => Promise<unknown>,
  loading: ReactNode = null,
): RemoteLifecycles {
  function RemoteRoot({ location, navigator, navigationType, ...rest }: RemoteProps & P) {
    return (
      <I18nextProvider i18n={i18n}>
        <Router location={location} navigator={navigator} navigationType={navigationType}>
          <RemoteErrorBoundary name={name}>
            <Suspense fallback={loading}>
              <Root {...(rest as unknown as P)} />
            </Suspense>
          </RemoteErrorBoundary>
        </Router>
      </I18nextProvider>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps & P>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error: Error) => {
      console.error(`[${name}] failed`, error);
      return <div role="alert">{i18n.t('common:area_failed')}</div>;
    },
  });
  let prepared: Promise<unknown> | null = null;
  return {
    bootstrap: async (props) => {
      prepared ??= prepare ? prepare() : Promise.resolve();
      await prepared;
      return lifecycles.bootstrap(props as never);
    },
    // A transition: React renders the remote in slices, yielding to the browser between them,
    // instead of one long task (the page's first screen is on display meanwhile).
    mount: (props) => {
      let mounted: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        mounted = lifecycles.mount(props as never);
      });
      return mounted;
    },
    unmount: (props) => lifecycles.unmount(props as never),
    update: (props) => lifecycles.update!(props as never),
  };
}

/**
 * The props each remote takes beyond `RemoteProps`: the contract across the boundary. The
 * shell can pass a remote only what is listed here, and a remote's root takes exactly it.
 */
export interface RemoteExtraProps {
  'mf-auth': LoginDialogProps;
  'mf-feed': Record<string, never>;
  'mf-post': Record<string, never>;
  'mf-search': Record<string, never>;
  'mf-mypage': Record<string, never>;
  'mf-admin': Record<string, never>;
}

/** The extra props the shell gives the sign-in remote, mounted as an overlay. */
export interface LoginDialogProps {
  /** The open request; null when the dialog is closed. `seq` grows with each request. */
  loginRequest: { reason: 'guard' | 'action' | 'path'; target?: string; seq: number } | null;
  onLoginClosed: () => void;
}
