import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { LoginDialogProps } from '@kfeed/platform/remote';
import { LoginChoiceDialog } from '../features/choice/LoginChoiceDialog.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { SignUpDialog } from './SignUpDialog.tsx';
import { completeSignIn } from '../features/session/completeSignIn.ts';
import { reloadPage } from './reloadPage.ts';

type View = 'choice' | 'login' | 'signup';

interface AuthFlowProps {
  start: View;
  onClose: () => void;
}

/** One opening of the sign-in overlay; closing unmounts it, which resets every step. */
function AuthFlow({ start, onClose }: AuthFlowProps) {
  const [view, setView] = useState<View>(start);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Success: close, then reload when on Home, else go home (spec 1, section 4).
  const signedIn = (session: SessionPayload) => {
    completeSignIn(session);
    onClose();
    if (pathname === '/') reloadPage();
    else navigate('/', { replace: true });
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
      <LoginDialog onClose={onClose} onSignUp={() => setView('signup')} onSignedIn={signedIn} />
    );
  return <SignUpDialog onClose={onClose} onSignedIn={signedIn} />;
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
      onClose={onLoginClosed}
    />
  );
}
