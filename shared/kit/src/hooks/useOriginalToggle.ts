import { useState } from 'react';

export interface OriginalToggle<T> {
  /** True while the original is shown instead of the translation. */
  showingOriginal: boolean;
  /** The original once fetched (kept for later toggles). */
  original: T | null;
  loading: boolean;
  /** The last fetch failed; toggling again retries. */
  failed: boolean;
  toggle: () => Promise<void>;
}

/**
 * Translation vs original (spec 2, section 4): the original is fetched the first time
 * the reader asks for it, then served from this cache on every later toggle. A new
 * `cacheKey` (the text was edited, the language changed) forgets the cached original.
 */
export function useOriginalToggle<T>(load: () => Promise<T>, cacheKey: string): OriginalToggle<T> {
  const [key, setKey] = useState(cacheKey);
  const [showingOriginal, setShowingOriginal] = useState(false);
  const [original, setOriginal] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  if (key !== cacheKey) {
    setKey(cacheKey);
    setShowingOriginal(false);
    setOriginal(null);
    setFailed(false);
  }

  const toggle = async () => {
    if (showingOriginal) {
      setShowingOriginal(false);
      return;
    }
    if (original !== null) {
      setShowingOriginal(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const value = await load();
      setOriginal(value);
      setShowingOriginal(true);
    } catch (error) {
      console.error('[kit] original text could not be loaded', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { showingOriginal, original, loading, failed, toggle };
}
