import { FILES_PREFIX } from '@kfeed/contracts/routes/paths';

/**
 * The URL of a stored file (FILES_PREFIX, then its path relative to STORAGE_DIR). Values
 * that already are URLs (absolute, or rooted at '/') are passed through unchanged.
 */
export function fileUrl(storedPath: string | null | undefined): string | null {
  if (!storedPath) return null;
  if (/^(https?:)?\/\//.test(storedPath) || storedPath.startsWith('/')) return storedPath;
  return FILES_PREFIX + storedPath.split('/').map(encodeURIComponent).join('/');
}

/** The stored path behind one of our file URLs, or null when the URL is not ours. */
export function storedPathOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://api.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return null;
  const parts = pathname.slice(FILES_PREFIX.length).split('/');
  try {
    const decoded = parts.map(decodeURIComponent);
    // No stored key has these: an empty part, a way up, a slash or backslash inside a part,
    // or a control character (NUL included); such a path is a miss, never a storage error.
    if (decoded.some((part) => !part || part === '.' || part === '..' || /[/\\\p{Cc}]/u.test(part)))
      return null;
    return decoded.join('/');
  } catch {
    return null;
  }
}
