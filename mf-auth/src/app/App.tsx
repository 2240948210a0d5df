import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionPayload } from '@kfeed/contracts/auth';
import { showToast } from '@kfeed/platform/events';
import type { LoginDialogProps } from '@kfeed/platform/remote';
import { LoginChoiceDialog } from '../features/choice/LoginChoiceDialog.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { SignUpDialog } from './SignUpDialog.tsx';
import { completeSignIn } from '../features/session/completeSignIn.ts';
import { reloadPage } from './reloadPage.ts';

type View = 'choice' | 'login' | 'signup';

interface AuthFlowProps {
  start: View;
  /** Where the member was going (a guarded route), if anywhere. */
  target: string | undefined;
  /** The overlay opened on its own path (/login): the spec returns home from it. */
  fromLoginPath: boolean;
  onClose: () => void;
}

/** One opening of the sign-in overlay; closing unmounts it, which resets every step. */
function AuthFlow({ start, target, fromLoginPath, onClose }: AuthFlowProps) {
  const [view, setView] = useState<View>(start);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation('auth');

  // Success returns the member to where they were: the guarded screen they were going to,
  // or the screen they signed in on (a post, with its comment box), which reads itself
  // again for the member. Home reloads, as the spec says; /login goes home.
  const signedIn = (session: SessionPayload, how: 'login' | 'signup') => {
    completeSignIn(session);
    onClose();
    if (how === 'signup') showToast(t('welcome.toast'));
    const destination = target ?? (fromLoginPath ? '/' : null);
    if (destination !== null && destination !== pathname) navigate(destination, { replace: true });
    else if (pathname === '/') reloadPage();
  };

  if (view === 'choice')
    return (
      <LoginChoiceDialog
        onClose={onClose}
        onLogin={() => setView('login')}
        onSignUp={() => setView('signup')}
      />
    );
  if (view === 'login')
    return (
      <LoginDialog
        onClose={onClose}
        onSignUp={() => setView('signup')}
        onSignedIn={(session) => signedIn(session, 'login')}
      />
    );
  return <SignUpDialog onClose={onClose} onSignedIn={(session) => signedIn(session, 'signup')} />;
}

/**
 * The sign-in overlay the shell mounts on `auth:open-login`. A route guard asks for
 * the e-mail login directly; a member-only action or /login offers the choice.
 */
export function App({ loginRequest, onLoginClosed }: LoginDialogProps) {
  if (!loginRequest) return null;
  return (
    <AuthFlow
      key={loginRequest.seq}
      start={loginRequest.reason === 'guard' ? 'login' : 'choice'}
      target={loginRequest.target}
      fromLoginPath={loginRequest.reason === 'path'}
      onClose={onLoginClosed}
    />
  );
}
