/**
 * The reader's text size (ARCHITECTURE 5b): the spec blocks pinch zoom, so this is how text
 * is made larger (WCAG 1.4.4). Kept on this device (localStorage: it is the reader's eyes,
 * not a session's choice) and in a cookie the shell's server reads, so the first screen it
 * draws already has the size. Applied as `data-text-size` on the root element, where the
 * kit's tokens turn it into the root font size; every size in rem follows.
 *
 * The root element is the one place every app sees: each app's copy of this module reads
 * it (and `useTextSize` watches it), so a choice made in one remote shows at once in
 * another. No React here: the shell's server reads the cookie with it.
 */
export const TEXT_SIZES = [100, 125, 150, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 100;

export const TEXT_SIZE_KEY = 'textSize';
export const TEXT_SIZE_COOKIE = 'kfeed_text_size';
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';
/** A year, renewed at every choice. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.includes(Number(value) as TextSize) && String(Number(value)) === String(value);
}

/** The size a `Cookie` header carries (the shell's server), else none. */
export function textSizeFromCookie(cookie: string | undefined): TextSize | null {
  const value = new RegExp(`(?:^|;\\s*)${TEXT_SIZE_COOKIE}=(\\d+)`).exec(cookie ?? '')?.[1];
  return isTextSize(value) ? (Number(value) as TextSize) : null;
}

/** The stored choice, else 100 %. */
export function readTextSize(): TextSize {
  try {
    const stored = localStorage.getItem(TEXT_SIZE_KEY);
    if (isTextSize(stored)) return Number(stored) as TextSize;
  } catch {
    // Storage refused (a private mode): the cookie, else the default.
  }
  return textSizeFromCookie(document.cookie) ?? DEFAULT_TEXT_SIZE;
}

/** The size shown now (the root's attribute). */
export function appliedTextSize(root: HTMLElement = document.documentElement): TextSize {
  const value = root.getAttribute(TEXT_SIZE_ATTRIBUTE);
  return isTextSize(value) ? (Number(value) as TextSize) : DEFAULT_TEXT_SIZE;
}

export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement) {
  if (size === DEFAULT_TEXT_SIZE) root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, String(size));
}

/** The reader chose a size: shown at once, kept for next time. */
export function chooseTextSize(size: TextSize): void {
  applyTextSize(size);
  try {
    localStorage.setItem(TEXT_SIZE_KEY, String(size));
  } catch {
    // Kept for this page only.
  }
  document.cookie = `${TEXT_SIZE_COOKIE}=${size}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Apply the stored size now and follow a choice made in another tab. Answers the clean-up.
 * The shell calls it once at start.
 */
export function followStoredTextSize(): () => void {
  applyTextSize(readTextSize());
  const onStorage = (event: StorageEvent) => {
    if (event.key === TEXT_SIZE_KEY) applyTextSize(readTextSize());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
