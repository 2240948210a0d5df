import { useEffect, useRef } from 'react';
import { on, type LiveTranslation } from '@kfeed/platform/events';

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Call `onArrive` when a translation into the reader's language (`isoCode`) is ready for
 * something on screen (`isShown`): the screen fetches it again and the text changes in
 * place. Members only hear these (the live channel is theirs).
 */
export function useLiveTranslation(
  isoCode: string,
  isShown: (translation: LiveTranslation) => boolean,
  onArrive: (translation: LiveTranslation) => void,
): void {
  const latest = useRef({ isoCode, isShown, onArrive });
  useEffect(() => {
    latest.current = { isoCode, isShown, onArrive };
  });
  useEffect(
    () =>
      on('live:translation', (translation) => {
        const { isoCode: language, isShown: shown, onArrive: arrive } = latest.current;
        if (sameLanguage(translation.isoCode, language) && shown(translation)) arrive(translation);
      }),
    [],
  );
}
