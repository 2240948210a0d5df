import { useCallback, useEffect, useState } from 'react';
import type { UserInfo } from '@kfeed/contracts/user';
import { useSession } from '@kfeed/platform/sessionStore';
import { getUserInfo } from '../lib/api/getUserInfo.ts';

export interface MyInfoState {
  info: UserInfo | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** The signed-in member's own profile, loaded again when the member changes; null for visitors. */
export function useMyInfo(): MyInfoState {
  const userId = useSession((s) => s.userId);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; info: UserInfo | null; failed: boolean }>({
    key: '',
    info: null,
    failed: false,
  });
  const key = `${userId ?? 'visitor'}:${attempt}`;

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    getUserInfo()
      .then((info) => live && setState({ key, info, failed: false }))
      .catch((error: unknown) => {
        console.error('[mf-mypage] profile could not be loaded', error);
        if (live) setState({ key, info: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [key, userId]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (userId === null) return { info: null, loading: false, failed: false, reload };
  const current = state.key === key;
  return {
    info: current ? state.info : null,
    loading: !current,
    failed: current && state.failed,
    reload,
  };
}
