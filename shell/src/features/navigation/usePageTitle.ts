import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@kfeed/kit/pageTitle';
import { SHELL_NAMESPACE, loadShellTexts } from '../../lib/shellTexts.ts';

/**
 * The page's title: the route's name from the platform's texts, or for the routes only some
 * members open (moderation) from the shell's own, loaded then.
 */
export function usePageTitle(routeName: string | undefined, pathname: string, search: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!routeName) return;
    const key = `route.${routeName}`;
    if (i18n.exists(key)) {
      document.title = pageTitle(t(key));
      return;
    }
    let live = true;
    void loadShellTexts().then(() => {
      if (!live) return;
      const own = `${SHELL_NAMESPACE}:${key}`;
      document.title = pageTitle(i18n.exists(own) ? i18n.t(own) : null);
    });
    return () => {
      live = false;
    };
    // Set again on every navigation, as a screen may have put its own title meanwhile.
  }, [routeName, pathname, search, t, i18n]);
}
