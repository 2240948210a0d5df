import { defineRoutes } from '@kfeed/contracts/routes/route';

/** What a link preview may cost the server: one page fetch, bounded, and so many a minute. */
export const LINK_PREVIEW_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  urlMax: 2048,
  /**
   * Previews a member may ask for in a minute; a client address gets as many members' worth
   * as for writes (WRITE_CLIENT_FACTOR, 3 by default).
   */
  perMemberPerMinute: 60,
} as const;

const { maxRedirects, timeoutMs, maxBytes } = LINK_PREVIEW_LIMITS;

/** Link previews of the URLs in a post. */
export const linkPreviewRoutes = defineRoutes({
  getMetaInfo: {
    method: 'POST',
    path: '/api/feed/getMetaInfo',
    tag: 'feed',
    summary: 'Link preview of a URL in a post (Open Graph and meta tags, fetched server-side)',
    description:
      'Only public http(s) addresses are fetched (checked after DNS and on each of at most ' +
      `${maxRedirects} redirects), within ${timeoutMs / 1000} s and ` +
      `${maxBytes / 1024 / 1024} MB. A page that cannot be previewed answers success false ` +
      'with its domain as title. Members only (a visitor sees the link without a preview); ' +
      `at most ${LINK_PREVIEW_LIMITS.perMemberPerMinute} a minute per member, and three ` +
      "members' worth per client address (429 LINK-003).",
    access: 'member',
    body: 'LinkPreviewRequest',
    answer: 'LinkPreview',
  },
});
