import { useEffect, useRef } from 'react';
import { followScreenHeading } from './screenFocus.ts';

/**
 * On every change of screen (a new path; not the first load, where the browser starts at
 * the top, and not a new query such as a search being typed), focus the new screen's h1.
 */
export function useScreenFocus(pathname: string, mainId: string): void {
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    const main = document.getElementById(mainId);
    return main ? followScreenHeading(main) : undefined;
  }, [pathname, mainId]);
}
