import type { LinkPreview } from '@kfeed/contracts/feed';
import { getMetaInfo } from './api/getMetaInfo.ts';

/** At most this many preview cards under a post. */
export const MAX_LINK_PREVIEWS = 3;

export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The card for a link that could not be previewed (spec 2, section 8): the domain as
 * the title and a generic description.
 */
export function fallbackPreview(url: string, genericDescription: string): LinkPreview {
  const domain = domainOf(url);
  return {
    success: false,
    url,
    title: domain,
    description: genericDescription,
    image: null,
    domain,
    siteName: null,
  };
}

const cache = new Map<string, Promise<LinkPreview | null>>();

/** The preview of a URL, asked once per page load; null when the server could not read it. */
export function loadLinkPreview(url: string): Promise<LinkPreview | null> {
  let pending = cache.get(url);
  if (!pending) {
    pending = getMetaInfo(url).then(
      (preview) => (preview.success ? preview : null),
      (error: unknown) => {
        console.error('[mf-post] link preview failed', url, error);
        return null;
      },
    );
    cache.set(url, pending);
  }
  return pending;
}
