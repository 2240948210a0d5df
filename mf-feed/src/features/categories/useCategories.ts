import { useEffect, useState } from 'react';
import type { Category } from '@kfeed/contracts/feed';
import { getFeedCategoryList } from './getFeedCategoryList.ts';

/**
 * The strip's categories for the reader's language and session. null while loading;
 * a failed load is logged and leaves the list empty (Home then shows only `home`).
 */
export function useCategories(isoCode: string, isLoggedIn: boolean): Category[] | null {
  const [loaded, setLoaded] = useState<{ key: string; categories: Category[] } | null>(null);
  const key = `${isoCode}|${isLoggedIn}`;

  useEffect(() => {
    let current = true;
    getFeedCategoryList({ isoCode, isLoggedIn }).then(
      (categories) => {
        if (current) setLoaded({ key, categories });
      },
      (error: unknown) => {
        console.error('[mf-feed] category list load failed', error);
        if (current) setLoaded({ key, categories: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [key, isoCode, isLoggedIn]);

  // Keep showing the previous language's list while the next one loads: no flicker.
  return loaded ? loaded.categories : null;
}
