import { useEffect, useRef } from 'react';
import { on } from '@kfeed/platform/events';
import { clearListState, type ListName } from '@kfeed/kit/listState';

/**
 * The reader's language changed after the screen showed its list (another language
 * means other translations): `onChange` runs, once per change, never on mounting.
 */
export function useLanguageChange(language: string, onChange: () => void): void {
  const shown = useRef(language);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    latest.current();
  }, [language]);
}

/**
 * The bottom navigation's tap on this list's tab from elsewhere (`list:reset`): the
 * saved state of `list` is forgotten, then `onReset` puts the screen back at its start.
 */
export function useListReset(list: ListName, onReset: () => void): void {
  const latest = useRef(onReset);
  useEffect(() => {
    latest.current = onReset;
  });
  useEffect(
    () =>
      on('list:reset', ({ list: name }) => {
        if (name !== list) return;
        clearListState(list);
        latest.current();
      }),
    [list],
  );
}
