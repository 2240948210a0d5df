import { useSyncExternalStore } from 'react';
import {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_ATTRIBUTE,
  appliedTextSize,
  type TextSize,
} from '@kfeed/kit/textSize';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [TEXT_SIZE_ATTRIBUTE],
  });
  return () => observer.disconnect();
}

/** The text size shown now, updated wherever it is changed (any app, another tab). */
export function useTextSize(): TextSize {
  return useSyncExternalStore(
    subscribe,
    () => appliedTextSize(),
    () => DEFAULT_TEXT_SIZE,
  );
}
