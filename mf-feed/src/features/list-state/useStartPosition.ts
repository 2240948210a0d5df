import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_CATEGORY_PARAM } from '@kfeed/kit/homeCategory';
import { startFeedListAt } from '../../lib/homeListState.ts';
import { browserSurface, restoreScroll, scrollStripTo } from './restoreScroll.ts';
import type { StartMode } from './startMode.ts';

/**
 * Once, when Home mounts: a restored list gets its window and strip positions back
 * (with retries) and the `restored` query leaves the URL; a fresh start (a category asked
 * for in the URL among them) forgets what was saved, begins at the top, and its
 * `categoryId` query leaves the URL, replaced, so the browser's Back does not ask again.
 */
export function useStartPosition(
  start: StartMode,
  strip: RefObject<HTMLElement | null>,
  onRestored: () => void,
): void {
  const navigate = useNavigate();
  const location = useLocation();
  const search = useRef(location.search);
  const onRestoredRef = useRef(onRestored);
  useEffect(() => {
    onRestoredRef.current = onRestored;
  });

  useEffect(() => {
    const dropQuery = () => {
      const params = new URLSearchParams(search.current);
      if (!params.has('restored') && !params.has(HOME_CATEGORY_PARAM)) return;
      params.delete('restored');
      params.delete(HOME_CATEGORY_PARAM);
      const rest = params.toString();
      void navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
    };
    if (start.kind === 'restore') {
      return restoreScroll(
        { scrollY: start.state.scrollY, categoryScrollX: start.state.categoryScrollX },
        browserSurface(() => strip.current),
        () => {
          onRestoredRef.current();
          dropQuery();
        },
      );
    }
    startFeedListAt(start.categoryId);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    scrollStripTo(strip.current, 0);
    dropQuery();
    return undefined;
    // Runs once per mount: the start is decided when Home mounts.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
