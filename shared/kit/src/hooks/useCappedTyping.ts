import { useRef, type ChangeEvent, type CompositionEvent } from 'react';

/** A text cut to its limit, and whether anything was cut. */
export interface CappedText {
  value: string;
  wasCut: boolean;
}

/** The input's handlers: spread them on the `<input>`. */
export interface CappedTypingHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onCompositionStart: () => void;
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
}

/**
 * Typing capped to a limit (a nickname): what is typed past it is cut and `onCut` tells
 * the reader so. An IME builds a character over several inputs: only the finished text
 * is capped.
 */
export function useCappedTyping(
  cap: (text: string) => CappedText,
  onChange: (value: string) => void,
  onCut: () => void,
): CappedTypingHandlers {
  const composing = useRef(false);
  const set = (next: string, whileComposing: boolean) => {
    if (whileComposing) return onChange(next);
    const capped = cap(next);
    onChange(capped.value);
    if (capped.wasCut) onCut();
  };
  return {
    onChange: (event) => set(event.target.value, composing.current),
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      set(event.currentTarget.value, false);
    },
  };
}
