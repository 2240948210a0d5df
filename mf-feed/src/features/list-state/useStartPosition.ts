import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { writeFeedListState, emptyFeedListState } from '@kfeed/kit/feedListState';
import { browserSurface, restoreScroll, scrollStripTo } from './restoreScroll.ts';
import type { StartMode } from './startMode.ts';

/**
 * Once, when Home mounts: a restored list gets its window and strip positions back
 * (with retries) and the `restored` query leaves the URL; a fresh start forgets what
 * was saved and begins at the top.
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
      if (!params.has('restored')) return;
      params.delete('restored');
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
    writeFeedListState(emptyFeedListState(start.categoryId));
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    scrollStripTo(strip.current, 0);
    dropQuery();
    return undefined;
    // Runs once per mount: the start is decided when Home mounts.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
