import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { on, type AppEventMap } from '@kfeed/platform/events';
import type { LoginDialogProps } from '@kfeed/platform/remote';
import { RemoteArea } from '../../lib/remotes/RemoteArea.tsx';

type LoginRequest = AppEventMap['auth:open-login'] & { seq: number };

/**
 * Mounts the sign-in remote as an overlay the first time login is asked for
 * (`auth:open-login`), then passes each new request to it as a prop.
 */
export function LoginHost() {
  const navigate = useNavigate();
  const [request, setRequest] = useState<LoginRequest | null>(null);
  const [everOpened, setEverOpened] = useState(false);

  // Layout effect: subscribed before any screen's effect can ask for a dialog.
  useLayoutEffect(
    () =>
      on('auth:open-login', (detail) => {
        setEverOpened(true);
        setRequest((previous) => ({ ...detail, seq: (previous?.seq ?? 0) + 1 }));
      }),
    [],
  );

  if (!everOpened) return null;
  const props: LoginDialogProps = {
    loginRequest: request,
    onLoginClosed: () => {
      const wasPath = request?.reason === 'path';
      setRequest(null);
      if (wasPath) navigate('/', { replace: true });
    },
  };
  return <RemoteArea key="mf-auth" name="mf-auth" extraProps={props} />;
}
