import { domainToUnicode } from 'node:url';
import type { LinkPreview } from '@kfeed/contracts/feed';
import { LINK_PREVIEW_LIMITS } from '@kfeed/contracts/routes/linkPreview';
import type { Db } from '../../db/db.ts';
import { toUtcString, type Clock } from '../../clock.ts';
import { badRequest } from '../../http/envelope.ts';
import { decodePage, extractPageMeta } from './htmlMeta.ts';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from './safeFetch.ts';

const SUCCESS_TTL_MS = 24 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 30 * 60 * 1000;
/** Entries older than this are swept out now and then. */
const CACHE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_WRITES = 100;

const isHtml = (contentType: string) =>
  contentType === '' || contentType.includes('html') || contentType.includes('xml');

interface Log {
  info(object: object, message: string): void;
}

/**
 * Link previews: the page is fetched server-side through safeFetch, its Open Graph and
 * meta tags read, and the answer cached in link_preview_cache (a day for a preview, half
 * an hour for a failure). A failed preview still answers: success false, the domain as
 * title, so the card can show a plain link.
 */
export class LinkPreviewService {
  private readonly inFlight = new Map<string, Promise<LinkPreview>>();
  private writes = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Log,
    private readonly fetchOptions: Pick<SafeFetchOptions, 'allowLoopback'> &
      Partial<SafeFetchOptions>,
  ) {}

  /** A user's link as a URL: trimmed, `https://` added to a bare `www.` link; http(s) only. */
  static normalise(raw: string): URL {
    const text = raw.trim();
    const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      throw badRequest('LINK-001', 'This is not a valid link.');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw badRequest('LINK-002', 'Only http and https links can be previewed.');
    }
    url.hash = '';
    return url;
  }

  async preview(raw: string): Promise<LinkPreview> {
    const url = LinkPreviewService.normalise(raw);
    const key = url.href;
    const cached = await this.fromCache(key);
    if (cached) return cached;
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.fetchPreview(url)
      .then(async (preview) => {
        await this.store(key, preview);
        return preview;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async fromCache(key: string): Promise<LinkPreview | null> {
    const row = await this.db
      .selectFrom('link_preview_cache')
      .select(['json', 'fetched_at'])
      .where('url', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    const preview = JSON.parse(row.json) as LinkPreview;
    const age = this.clock.now().getTime() - Date.parse(row.fetched_at);
    return age < (preview.success ? SUCCESS_TTL_MS : FAILURE_TTL_MS) ? preview : null;
  }

  private async store(key: string, preview: LinkPreview): Promise<void> {
    const now = this.clock.now();
    const fetchedAt = toUtcString(now);
    await this.db
      .insertInto('link_preview_cache')
      .values({ url: key, json: JSON.stringify(preview), fetched_at: fetchedAt })
      .onConflict((oc) =>
        oc.column('url').doUpdateSet({ json: JSON.stringify(preview), fetched_at: fetchedAt }),
      )
      .execute();
    this.writes += 1;
    if (this.writes % SWEEP_EVERY_WRITES === 0) {
      await this.db
        .deleteFrom('link_preview_cache')
        .where('fetched_at', '<', toUtcString(new Date(now.getTime() - CACHE_KEEP_MS)))
        .execute();
    }
  }

  private async fetchPreview(url: URL): Promise<LinkPreview> {
    const domain = domainOf(url);
    const failed: LinkPreview = {
      success: false,
      url: url.href,
      title: domain,
      description: '',
      image: null,
      domain,
      siteName: null,
    };
    try {
      const page = await safeFetch(url.href, {
        timeoutMs: LINK_PREVIEW_LIMITS.timeoutMs,
        maxBytes: LINK_PREVIEW_LIMITS.maxBytes,
        maxRedirects: LINK_PREVIEW_LIMITS.maxRedirects,
        userAgent: 'KFeedLinkPreview/1.0 (+link preview)',
        wantBody: isHtml,
        ...this.fetchOptions,
      });
      if (page.status < 200 || page.status >= 300) return failed;
      if (page.contentType.startsWith('image/')) {
        return { ...failed, success: true, image: page.url.href };
      }
      if (!isHtml(page.contentType)) return failed;
      const meta = extractPageMeta(decodePage(page.body, page.contentType), page.url);
      return {
        success: true,
        url: url.href,
        title: meta.title ?? domain,
        description: meta.description ?? '',
        image: meta.image,
        domain,
        siteName: meta.siteName,
      };
    } catch (error) {
      const reason = error instanceof SafeFetchError ? error.reason : 'error';
      // Never the user's credentials (https://user:pass@host) in the log.
      this.log.info({ url: withoutCredentials(url), reason }, 'link preview failed');
      return failed;
    }
  }
}

/** The host as people read it: Unicode, without a leading www. */
function domainOf(url: URL): string {
  const host = domainToUnicode(url.hostname) || url.hostname;
  return host.replace(/^www\./i, '');
}

/** The URL as text with any user name and password removed. */
export function withoutCredentials(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}
