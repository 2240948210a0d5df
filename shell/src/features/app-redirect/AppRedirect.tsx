import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShareLogRequest } from '@kfeed/contracts/common';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { APP_LINKS, detectPlatform } from './platform.ts';
import { insertShareLog } from './insertShareLog.ts';

/** /share/app: log the shared-link visit, then send the visitor to the app, its store, or home. */
export function AppRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shareId = params.get('share_id') ?? '';

  useEffect(() => {
    const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
    const log: ShareLogRequest = { shareId, userAgent: navigator.userAgent, platform };
    insertShareLog(log).catch((error: unknown) => console.warn('share log failed', error));
    const timers: number[] = [];
    if (platform === 'ANDROID') {
      timers.push(
        window.setTimeout(
          () => window.location.assign(APP_LINKS.androidStore),
          APP_LINKS.androidDelayMs,
        ),
      );
    } else if (platform === 'IOS') {
      timers.push(
        window.setTimeout(() => {
          window.location.assign(`${APP_LINKS.iosScheme}?share_id=${encodeURIComponent(shareId)}`);
          timers.push(
            window.setTimeout(
              () => window.location.assign(APP_LINKS.iosStore),
              APP_LINKS.iosStoreDelayMs,
            ),
          );
        }, APP_LINKS.iosSchemeDelayMs),
      );
    } else {
      navigate('/', { replace: true });
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [navigate, shareId]);

  return <Spinner label={t('app_redirect.opening')} />;
}
