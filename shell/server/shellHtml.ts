/**
 * The shell's HTML, made per request by the shell's server, which knows the environment
 * (ARCHITECTURE section 7): it carries remotes.json as a JSON data block (the shell reads
 * it instead of fetching), preload links for the shell's start-up chunks and for the
 * current route's remote (its manifest, remoteEntry, exposed chunks and texts, read from
 * the manifests this server fetches and caches), and, for a visitor, the first data of the
 * screen drawn into it (`firstData`). A data block is not executed, so the CSP still allows
 * no inline script.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchRoute } from '@kfeed/kit/routes';
import { REMOTE_APPS, type RemoteName } from '@kfeed/contracts/registry';
import { isLanguageCode, mapLanguageTag, FALLBACK_LANGUAGE } from '@kfeed/contracts/languages';
import { PAGE_SIZE } from '@kfeed/contracts/envelope';
import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
import { initialDataKey, INITIAL_DATA_ID, REMOTES_DATA_ID } from '@kfeed/kit/initialData';
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_ATTRIBUTE, textSizeFromCookie } from '@kfeed/kit/textSize';
import type { PreloadManifest } from '@kfeed/contracts/delivery';
import { createFirstScreens } from './firstScreens.ts';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { termsRoutes } from '@kfeed/contracts/routes/terms';
import { userRoutes } from '@kfeed/contracts/routes/user';

/** The refresh cookie: its presence means a member, whose first data the browser asks for itself. */
const REFRESH_COOKIE = '__Host-kfeed_refresh';
const isMember = (cookie: string | undefined) => !!cookie?.includes(`${REFRESH_COOKIE}=`);

/** How long a fetched remote manifest is trusted before it is read again. */
const MANIFEST_TTL_MS = 10_000;
/** The first data is embedded only when the API answers this fast; else the page asks itself. */
const FIRST_DATA_TIMEOUT_MS = 800;

interface RemoteManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: { buildVersion?: string };
  };
  kfeedPreload?: PreloadManifest;
}

export interface ShellHtmlOptions {
  /** The shell's built folder (index.html, mf-manifest.json). */
  root: string;
  remotesFile: string;
  /** The API's base URL (the first data of a screen). */
  apiUrl: string;
}

export interface ShellRequest {
  url: string;
  acceptLanguage?: string | undefined;
  cookie?: string | undefined;
}

/** The visitor's own choice for this browser session (platform `storeTempLanguage`). */
const TEMP_LANGUAGE_COOKIE = 'kfeed_lang';
/** A signed-in member's own language (platform `sessionStore`). */
const MEMBER_LANGUAGE_COOKIE = 'kfeed_member_lang';

/**
 * The interface language a page starts in: a member's own, else the visitor's choice, else
 * the browser's (kit `browserLanguage`).
 */
export function pageLanguage(request: Pick<ShellRequest, 'acceptLanguage' | 'cookie'>): string {
  const cookie = (name: string) =>
    new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.cookie ?? '')?.[1];
  // A member's page starts in their own language (the platform keeps it as a cookie).
  const own = isMember(request.cookie) ? cookie(MEMBER_LANGUAGE_COOKIE) : undefined;
  if (isLanguageCode(own)) return own;
  const chosen = cookie(TEMP_LANGUAGE_COOKIE);
  return isLanguageCode(chosen) ? chosen : languageFromHeader(request.acceptLanguage);
}

export function languageFromHeader(header: string | undefined): string {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const mapped = mapLanguageTag(tag);
    if (mapped) return mapped;
  }
  return FALLBACK_LANGUAGE;
}

/** The reader's text size (kit textSize.ts), so the first screen is drawn at it. */
function textSizeAttribute(cookie: string | undefined): string {
  const size = textSizeFromCookie(cookie);
  return size && size !== DEFAULT_TEXT_SIZE ? ` ${TEXT_SIZE_ATTRIBUTE}="${size}"` : '';
}

const escapeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const stylesheetLinks = (base: string, files: readonly string[] = []) =>
  files.map((file) => `<link rel="stylesheet" href="${escapeAttr(new URL(file, base).href)}">`);

/** Scripts and styles load without CORS mode, so their preloads carry no crossorigin. */
function preloadLinks(
  base: string,
  files: { js?: readonly string[]; css?: readonly string[] },
): string[] {
  return [
    ...(files.css ?? []).map(
      (file) => `<link rel="preload" as="style" href="${escapeAttr(new URL(file, base).href)}">`,
    ),
    ...(files.js ?? []).map(
      (file) => `<link rel="preload" as="script" href="${escapeAttr(new URL(file, base).href)}">`,
    ),
  ];
}

/** An id as a path or query carries it: a positive integer the API can take. */
const idOf = (value: string | null | undefined): number | null =>
  value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;

/**
 * The language a document screen (notices, terms, privacy) is read in: its `isoCode` query
 * when that is a language, else the page's (mf-mypage `useDocumentView`).
 */
function documentLanguage(query: URLSearchParams, language: string): string {
  const wanted = query.get('isoCode');
  return isLanguageCode(wanted) ? wanted : language;
}

/** The owner remote of a path: the remote whose area fills the page (Home under /login). */
function remoteForPath(pathname: string): RemoteName | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  if (match.route.name === 'Login') return 'mf-feed';
  const owner = match.route.owner;
  return owner === 'shell' ? null : owner;
}

export function createShellHtml({ root, remotesFile, apiUrl }: ShellHtmlOptions) {
  let template: { mtimeMs: number; html: string; preload: PreloadManifest | null } | null = null;
  const manifests = new Map<string, { at: number; manifest: Promise<RemoteManifest | null> }>();
  const firstScreen = createFirstScreens(path.join(root, 'server', 'first-screen.cjs'));

  async function shellTemplate() {
    const file = path.join(root, 'index.html');
    const { mtimeMs } = await stat(file);
    if (template?.mtimeMs !== mtimeMs) {
      const html = await readFile(file, 'utf8');
      const read = (name: string) =>
        readFile(path.join(root, name), 'utf8').then(
          (text) => (JSON.parse(text) as RemoteManifest).kfeedPreload ?? null,
          () => null,
        );
      // preload.json: a build without federation (the benchmark's single bundle).
      const manifest = (await read('mf-manifest.json')) ?? (await read('preload.json'));
      template = { mtimeMs, html, preload: manifest };
    }
    return template;
  }

  /** A remote's manifest, fetched and kept for a few seconds; null when it cannot be read. */
  function remoteManifest(url: string): Promise<RemoteManifest | null> {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const manifest = fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null))
      .catch(() => null);
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  async function readRemotes(): Promise<{ raw: string; parsed: unknown } | null> {
    try {
      const raw = await readFile(remotesFile, 'utf8');
      return { raw, parsed: JSON.parse(raw) as unknown };
    } catch {
      // Unreadable or not JSON: no data block; the shell fetches /remotes.json and reports it.
      return null;
    }
  }

  /** One API answer for the page, or null when the API is slow, down or says no. */
  async function apiAnswer(
    method: 'GET' | 'POST',
    url: string,
    params: Record<string, string | number>,
    language: string,
  ): Promise<[string, unknown] | null> {
    const query = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, String(value)]),
    );
    try {
      const response = await fetch(
        method === 'GET' ? `${apiUrl}${url}?${query}` : `${apiUrl}${url}`,
        {
          method,
          signal: AbortSignal.timeout(FIRST_DATA_TIMEOUT_MS),
          headers: {
            'accept-language': language,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
        },
      );
      if (!response.ok) return null;
      return [initialDataKey(url, params), await response.json()];
    } catch {
      return null;
    }
  }

  /**
   * A visitor's first data of the screen, as the screen itself asks for it on its first
   * render (the same parameters, so the same `initialDataKey`): Home's first page; a post
   * with its first comments; the notices' first page; a notice; the terms or the privacy
   * policy; a public profile (`/profile?userId=`) with its first posts. My page's visitor
   * frame asks for nothing. A member (refresh cookie) gets none: nothing member-specific
   * is ever put into the HTML.
   */
  async function firstData(url: URL, language: string, cookie: string | undefined) {
    if (isMember(cookie)) return null;
    const { pathname, searchParams: query } = url;
    const requests: Promise<[string, unknown] | null>[] = [];
    const match = matchRoute(pathname);
    const name = match?.route.name;
    if (pathname === '/') {
      requests.push(
        apiAnswer(
          feedRoutes.getFeedList.method,
          feedRoutes.getFeedList.path,
          {
            page: 1,
            size: PAGE_SIZE,
            categoryId: HOME_CATEGORY_ID,
            type: HOME_CATEGORY_ID,
            isoCode: language,
          },
          language,
        ),
      );
    } else if (name === 'FeedContentView' && idOf(match?.params.feedId) !== null) {
      const feedId = Number(match?.params.feedId);
      requests.push(
        apiAnswer(
          feedRoutes.getFeedData.method,
          feedRoutes.getFeedData.path,
          { feedId, isoCode: language },
          language,
        ),
        apiAnswer(
          commentRoutes.getCommentList.method,
          commentRoutes.getCommentList.path,
          { feedId, isoCode: language, page: 1 },
          language,
        ),
      );
    } else if (name === 'NoticeList') {
      const isoCode = documentLanguage(query, language);
      requests.push(
        apiAnswer(
          noticeRoutes.getNoticeList.method,
          noticeRoutes.getNoticeList.path,
          { page: 1, size: PAGE_SIZE, isoCode },
          language,
        ),
      );
    } else if (name === 'NoticeContentView' || name === 'NoticeWebView') {
      const noticeId = idOf(match?.params.noticeId);
      if (noticeId !== null)
        requests.push(
          apiAnswer(
            noticeRoutes.getNoticeData.method,
            noticeRoutes.getNoticeData.path,
            { noticeId, isoCode: documentLanguage(query, language) },
            language,
          ),
        );
    } else if (name === 'Term' || name === 'Privacy') {
      requests.push(
        apiAnswer(
          termsRoutes.getTermsDataList.method,
          termsRoutes.getTermsDataList.path,
          {
            termsType: name === 'Term' ? 'terms' : 'privacy',
            isoCode: documentLanguage(query, language),
          },
          language,
        ),
      );
    } else if (name === 'Profile') {
      // A shared address; a profile opened within the app carries its id in history state,
      // which only the browser holds.
      const userId = idOf(query.get('userId'));
      if (userId !== null)
        requests.push(
          apiAnswer(
            userRoutes.getUserInfo.method,
            userRoutes.getUserInfo.path,
            { userId, isoCode: language },
            language,
          ),
          apiAnswer(
            feedRoutes.getUserFeedList.method,
            feedRoutes.getUserFeedList.path,
            { userId, page: 1, size: PAGE_SIZE, isoCode: language },
            language,
          ),
        );
    }
    const answers = (await Promise.all(requests)).filter((answer) => answer !== null);
    return answers.length > 0 ? Object.fromEntries(answers) : null;
  }

  return async function render({ url, acceptLanguage, cookie }: ShellRequest): Promise<string> {
    const pathname = new URL(url, 'http://shell').pathname;
    const language = pageLanguage({ acceptLanguage, cookie });
    const [shell, remotes] = await Promise.all([shellTemplate(), readRemotes()]);
    const head: string[] = [];
    const body: string[] = [];
    if (shell.preload) {
      head.push(...preloadLinks('http://shell/', shell.preload.startup));
    }
    const remote = remoteForPath(pathname);
    const namespace = REMOTE_APPS.find((app) => app.name === remote)?.namespace;
    if (shell.preload) {
      // The page's texts (common), and in a build without federation the route's own.
      for (const [ns, files] of Object.entries(shell.preload.texts))
        if (ns === 'common' || ns === 'kit' || ns === namespace)
          head.push(...preloadLinks('http://shell/', { js: files[language] ?? [] }));
    }
    const remoteEntries =
      remotes?.parsed && typeof remotes.parsed === 'object' && !Array.isArray(remotes.parsed)
        ? (remotes.parsed as Record<string, unknown>)
        : {};
    const manifestUrl = remote ? remoteEntries[remote] : undefined;
    const [manifest, data] = await Promise.all([
      typeof manifestUrl === 'string' && /^https?:\/\//.test(manifestUrl)
        ? remoteManifest(manifestUrl)
        : null,
      firstData(new URL(url, 'http://shell'), language, cookie),
    ]);
    let rootHtml: string | null = null;
    if (manifest && typeof manifestUrl === 'string') {
      const entry = manifest.metaData?.remoteEntry;
      const base = new URL(entry?.path ? `${entry.path.replace(/\/?$/, '/')}` : './', manifestUrl)
        .href;
      const bundle = manifest.kfeedPreload?.firstScreen;
      // A visitor arriving afresh: a member's screen depends on who they are (only a
      // route with a member frame is drawn for them, with nothing of theirs in it), and a
      // list opened to be restored (?restored=true) draws its saved state, which only the
      // browser holds.
      const fresh = new URL(url, 'http://shell').searchParams.get('restored') !== 'true';
      const member = isMember(cookie);
      const drawn = !member || matchRoute(pathname)?.route.memberFrame === true;
      if (remote && bundle && drawn && fresh)
        rootHtml = await firstScreen(
          remote,
          {
            url: new URL(bundle, base).href,
            build: manifest.metaData?.buildInfo?.buildVersion ?? '',
          },
          { url, language, data: data ?? {}, member },
        );
      // A first screen in the HTML paints with the styles it needs, before any script.
      if (rootHtml)
        head.push(
          ...stylesheetLinks('http://shell/', shell.preload?.startup.css),
          ...stylesheetLinks(base, manifest.kfeedPreload?.startup.css),
        );
      head.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(manifestUrl)}">`,
        ...preloadLinks(base, { js: [entry?.name ?? 'remoteEntry.js'] }),
        ...(manifest.kfeedPreload ? preloadLinks(base, manifest.kfeedPreload.startup) : []),
      );
      for (const [ns, files] of Object.entries(manifest.kfeedPreload?.texts ?? {})) {
        // The page's common texts are the shell's; a remote's own copy is its fallback only.
        if (ns === 'common' || (ns !== namespace && ns !== 'kit')) continue;
        head.push(...preloadLinks(base, { js: files[language] ?? [] }));
      }
    }
    if (remotes)
      body.push(
        `<script type="application/json" id="${REMOTES_DATA_ID}">${escapeJson(remotes.raw.trim())}</script>`,
      );
    if (data)
      body.push(
        `<script type="application/json" id="${INITIAL_DATA_ID}">${escapeJson(JSON.stringify(data))}</script>`,
      );
    // With the first screen in the page, nothing but its styles comes before the first
    // paint: scripts preloaded here would share a phone's link with the stylesheets the
    // paint waits for. The shell loads them after that paint (shell/src/index.ts).
    const headLinks = rootHtml
      ? head.filter((link) => link.startsWith('<link rel="stylesheet"'))
      : head;
    // Same-origin files are written root-relative (the shell's publicPath is '/').
    const headHtml = headLinks.join('').replaceAll('http://shell/', '/');
    return shell.html
      .replace('</title>', `</title>${headHtml}`)
      .replace('<div id="root"', `${body.join('')}<div id="root"`)
      .replace(/(<div id="root"[^>]*>)/, (tag) => `${tag}${rootHtml ?? ''}`)
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"${textSizeAttribute(cookie)}`);
  };
}
