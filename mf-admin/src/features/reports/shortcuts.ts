/** Whether a key press is someone typing: shortcuts leave those alone. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Checkboxes, radios and buttons take no text.
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    type,
  );
}

/** A modal dialog anywhere in the page (ours, the shell's, the sign-in's). */
export const dialogOpen = () => document.querySelector('dialog[open]') !== null;

export type QueueShortcut = 'next' | 'previous' | 'dismiss' | 'remove' | 'help';

/**
 * The queue's shortcut for a key press, or null: j/k (and the arrows, on a row) move, d
 * dismisses, r removes, ? shows them all. Never while typing, with a modifier, or while a
 * dialog is open.
 */
export function shortcutFor(event: KeyboardEvent, onRow: boolean): QueueShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTyping(event.target) || dialogOpen()) return null;
  switch (event.key) {
    case 'j':
      return 'next';
    case 'k':
      return 'previous';
    // The arrows scroll the page unless a row has focus.
    case 'ArrowDown':
      return onRow ? 'next' : null;
    case 'ArrowUp':
      return onRow ? 'previous' : null;
    case 'd':
      return 'dismiss';
    case 'r':
      return 'remove';
    case '?':
      return 'help';
    default:
      return null;
  }
}
