import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_CATEGORY_PARAM, requestedHomeCategory } from '@kfeed/kit/homeCategory';

/**
 * A category asked for in the URL (`/?categoryId=3`, kit homeCategory) while Home is
 * already on screen: `onRequest` selects it and starts afresh, and the query leaves the
 * URL, replaced, so the browser's Back does not ask again. The one Home mounted with is
 * its start (startMode, useStartPosition), not a request.
 */
export function useCategoryRequest(onRequest: (categoryId: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = requestedHomeCategory(location.search);
  const seen = useRef(requested);
  const latest = useRef({ onRequest, search: location.search });
  useEffect(() => {
    latest.current = { onRequest, search: location.search };
  });

  useEffect(() => {
    if (requested === seen.current) return;
    seen.current = requested;
    if (requested === null) return;
    latest.current.onRequest(requested);
    const params = new URLSearchParams(latest.current.search);
    params.delete(HOME_CATEGORY_PARAM);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
  }, [requested, navigate]);
}
