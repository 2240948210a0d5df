/**
 * The load benchmark's members (api/scripts/benchLoad.ts): each holds its live stream open
 * (benchLiveStreams.ts, as the page does) and, with a pause of 1-4 s between actions, reads
 * (70%: the home list, a post, its comments, a search), writes (25%: likes and comments)
 * or posts 1-3 photos (5%), with the headers the app's HTTP client sends. Every answer is
 * recorded with its route, status and time.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { inParallel, openStream, type HeldStream, type Member } from './benchLiveStreams.ts';
import { benchScenarios } from './benchScenarios.ts';
import { IDEMPOTENCY } from '@kfeed/contracts/envelope';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';

export type Kind = 'read' | 'write' | 'photo' | 'big';

export interface Sample {
  route: string;
  kind: Kind;
  /** The HTTP status; 0 when no answer came (connection error or time-out). */
  status: number;
  ms: number;
  /** Date.now() when the request was sent (the prober's clock too). */
  at: number;
}

/** Every answer of a run, and what the live streams did. */
export class Recorder {
  readonly samples: Sample[] = [];
  /** Why requests got no answer, by route: the first few messages. */
  readonly failures = new Map<string, string[]>();
  liveEvents = 0;
  commentsWritten = 0;
  streamsOpened = 0;
  streamsEnded = 0;
  readonly streamFailures: string[] = [];

  /** `failure`: what came instead of a success (the answer's start, or the error). */
  record(sample: Sample, failure?: string): void {
    this.samples.push(sample);
    if (failure === undefined) return;
    // The first few of each route and status.
    const key = `${sample.route} ${sample.status || 'no answer'}`;
    const list = this.failures.get(key) ?? [];
    if (list.length < 3) list.push(failure);
    this.failures.set(key, list);
  }
}

/** Photos made once per run: noise, so that they do not compress away. */
export async function noisePhotos(
  count: number,
  width: number,
  height: number,
  quality: number,
): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#000000',
          noise: { type: 'gaussian', mean: 90 + i * 5, sigma: 40 },
        },
      })
        .jpeg({ quality })
        .toBuffer(),
    ),
  );
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const COMMENTS = [
  'Thanks, this helps a lot!',
  '좋은 정보 감사합니다 👍',
  'Does anyone know if this is still open on Sundays?',
  'I went there last week, recommended.',
  '저도 궁금했어요. 혹시 가격은 얼마예요?',
  'Cảm ơn bạn đã chia sẻ!',
  'Same question here, following.',
];
const TITLES = [
  'Weekend in Seoul',
  '맛집 추천',
  'Market finds',
  'My new neighbourhood',
  '한강 산책',
];

export interface LoadOptions {
  base: URL;
  members: Member[];
  photos: Buffer[];
  categoryIds: number[];
  /** Date.now() at which members stop starting actions. */
  until: number;
  recorder: Recorder;
  /** Ends the pauses early when the run is stopped. */
  signal: AbortSignal;
}

/** The answer's status and, when asked for, its parsed JSON. */
async function send(
  recorder: Recorder,
  route: string,
  kind: Kind,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  parse = false,
): Promise<{ status: number; json?: unknown }> {
  const at = Date.now();
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    const ms = performance.now() - started;
    recorder.record(
      { route, kind, status: response.status, ms, at },
      response.status >= 400 ? `${response.status} ${text.slice(0, 200)}` : undefined,
    );
    return { status: response.status, json: parse && response.ok ? JSON.parse(text) : undefined };
  } catch (error) {
    const ms = performance.now() - started;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    recorder.record(
      { route, kind, status: 0, ms, at },
      `${(error as Error).message}${cause ? ` (${cause})` : ''}`,
    );
    return { status: 0 };
  }
}

/** The headers of the app's HTTP client (shared/platform/src/httpClient.ts) for a member. */
function headersOf(member: Member, method: string, json: boolean): Record<string, string> {
  return {
    authorization: member.authorization,
    'x-forwarded-for': member.forwardedFor,
    'accept-language': 'en',
    ...(json ? { 'content-type': 'application/json' } : {}),
    // The app sends a key of its own with every POST.
    ...(method === 'POST' ? { [IDEMPOTENCY.keyHeader]: randomUUID() } : {}),
  };
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Each photo's Blob, made once: a Blob copies its bytes, and the ten big uploads would
 * copy 660 MB at once on the bench's event loop, which times every member's request.
 */
const blobs = new WeakMap<Buffer, Blob>();
function blobOf(photo: Buffer): Blob {
  let blob = blobs.get(photo);
  if (!blob) {
    blob = new Blob([photo], { type: 'image/jpeg' });
    blobs.set(photo, blob);
  }
  return blob;
}

/** A multipart post with `photos`, as the app's post form sends it. */
export function postPhotos(
  recorder: Recorder,
  base: URL,
  member: Member,
  photos: Buffer[],
  categoryId: number,
  route: string,
  kind: Kind,
  timeoutMs: number,
  title?: string,
): Promise<{ status: number }> {
  const form = new FormData();
  const json = {
    feedTitle: title ?? pick(TITLES),
    feedText: `Photos from today, ${new Date().toISOString().slice(11, 19)}. 오늘 찍은 사진이에요.`,
    categoryId: String(categoryId),
    feedType: 'PUBLIC',
  };
  form.append(
    feedRoutes.insertFeed.form.part,
    new Blob([JSON.stringify(json)], { type: 'application/json' }),
    'blob',
  );
  photos.forEach((photo, i) => form.append('images', blobOf(photo), `photo-${i + 1}.jpg`));
  return send(
    recorder,
    route,
    kind,
    `${base.origin}${feedRoutes.insertFeed.path}`,
    { method: 'POST', headers: headersOf(member, 'POST', false), body: form },
    timeoutMs,
  );
}

/**
 * Whether the member's newest post is titled `title` (a post stored, whatever was
 * answered); false too when the question itself is not answered (asked again later).
 */
export async function newestPostTitled(base: URL, member: Member, title: string): Promise<boolean> {
  try {
    const response = await fetch(
      `${base.origin}${feedRoutes.getUserFeedList.path}?isMyList=true&page=1&size=1&isoCode=en`,
      { headers: headersOf(member, 'GET', false), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
    );
    if (!response.ok) {
      await response.arrayBuffer();
      return false;
    }
    const { data } = (await response.json()) as { data: { feedTitle: string }[] };
    return data[0]?.feedTitle === title;
  } catch {
    return false;
  }
}

/** The search requests of bench.ts's scenarios (every kind of term). */
function searchPaths(): string[] {
  // Only the search scenarios are taken: the ids (used by the others) do not matter here.
  return benchScenarios({ newest: 1, deep: 1, busyPost: 1, category: 1 })
    .filter((scenario) => scenario.group === 'search')
    .map((scenario) => scenario.requests[0]!.path);
}

/** One member's actions until `until`; what it saw of the feed picks the posts it opens. */
async function actAsMember(
  options: LoadOptions,
  member: Member,
  searches: string[],
): Promise<void> {
  const { base, recorder, signal } = options;
  const seen: number[] = [];
  const liked = new Set<number>();
  let lastFeedId: number | null = null;
  const json = (route: string, kind: Kind, path: string, body: unknown) =>
    send(
      recorder,
      route,
      kind,
      `${base.origin}${path}`,
      { method: 'POST', headers: headersOf(member, 'POST', true), body: JSON.stringify(body) },
      REQUEST_TIMEOUT_MS,
    );
  const list = async () => {
    // Mostly the first page; sometimes the next one, after the last post held.
    const next = lastFeedId !== null && Math.random() < 0.2;
    const query = `page=${next ? 2 : 1}&size=10&categoryId=home&isoCode=en${next ? `&lastFeedId=${lastFeedId}` : ''}`;
    const answer = await send(
      recorder,
      'feed list',
      'read',
      `${base.origin}${feedRoutes.getFeedList.path}?${query}`,
      { headers: headersOf(member, 'GET', false) },
      REQUEST_TIMEOUT_MS,
      true,
    );
    const items = (answer.json as { data?: { feedId: number }[] } | undefined)?.data ?? [];
    if (items.length > 0) {
      seen.splice(0, seen.length, ...items.map((item) => item.feedId));
      lastFeedId = items.at(-1)!.feedId;
    }
  };
  // Spread the first actions over the first pause.
  await sleep(Math.random() * 4000, signal);
  while (Date.now() < options.until && !signal.aborted) {
    const roll = Math.random();
    const feedId = seen.length > 0 ? pick(seen) : null;
    if (roll < 0.3 || feedId === null) {
      await list();
    } else if (roll < 0.45) {
      // Opened from the list: a view is counted, as the app's detail page does.
      await json('post detail', 'read', feedRoutes.getFeedData.path, { feedId, isoCode: 'en' });
    } else if (roll < 0.6) {
      await json('comments', 'read', commentRoutes.getCommentList.path, {
        feedId,
        page: 1,
        isoCode: 'en',
      });
    } else if (roll < 0.7) {
      await send(
        recorder,
        'search',
        'read',
        `${base.origin}${pick(searches)}`,
        { headers: headersOf(member, 'GET', false) },
        REQUEST_TIMEOUT_MS,
      );
    } else if (roll < 0.85) {
      // A like, or taking it back on a post this member liked.
      const unlike = liked.has(feedId);
      const answer = await json(
        unlike ? 'unlike' : 'like',
        'write',
        unlike ? feedRoutes.dislikeFeed.path : feedRoutes.likeFeed.path,
        { feedId },
      );
      if (answer.status === 200) {
        if (unlike) liked.delete(feedId);
        else liked.add(feedId);
      }
    } else if (roll < 0.95) {
      const answer = await json('comment', 'write', commentRoutes.insertComment.path, {
        feedId,
        commentText: pick(COMMENTS),
        isoCode: 'en',
      });
      if (answer.status === 200) recorder.commentsWritten++;
    } else {
      const count = 1 + Math.floor(Math.random() * 3);
      const photos = Array.from({ length: count }, () => pick(options.photos));
      await postPhotos(
        recorder,
        base,
        member,
        photos,
        pick(options.categoryIds),
        'photo post',
        'photo',
        REQUEST_TIMEOUT_MS * 2,
      );
    }
    await sleep(1000 + Math.random() * 3000, signal);
  }
}

/** Tickets and streams opened at once (as benchLive.ts). */
const OPENING_WIDTH = 50;

/**
 * Every member's live stream, each counting the comment events it reads (the events are
 * not kept: HeldStream's map would grow for the whole run). Streams that end are opened
 * again, as the page does, until `stop` is called.
 */
export async function holdStreams(
  base: URL,
  members: Member[],
  recorder: Recorder,
): Promise<{ streams: () => HeldStream[]; stop: () => void }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: OPENING_WIDTH });
  const open = new Map<Member, HeldStream>();
  const opening = new Set<Member>();
  let stopped = false;
  const openOne = async (member: Member) => {
    opening.add(member);
    try {
      const stream = await openStream(base, member, agent);
      stream.onComment((commentId) => {
        recorder.liveEvents++;
        stream.comments.delete(commentId);
      });
      recorder.streamsOpened++;
      if (stopped) stream.close();
      else open.set(member, stream);
    } catch (error) {
      if (recorder.streamFailures.length < 20)
        recorder.streamFailures.push((error as Error).message);
    } finally {
      opening.delete(member);
    }
  };
  await inParallel(members, OPENING_WIDTH, openOne);
  // Streams that ended (or never opened) are opened again, a few seconds later.
  const watcher = setInterval(() => {
    const missing = members.filter((member) => {
      if (opening.has(member)) return false;
      const stream = open.get(member);
      if (stream && !stream.ended) return false;
      if (stream) {
        recorder.streamsEnded++;
        open.delete(member);
      }
      return true;
    });
    if (missing.length > 0) void inParallel(missing, OPENING_WIDTH, openOne);
  }, 5_000);
  return {
    streams: () => [...open.values()],
    stop() {
      stopped = true;
      clearInterval(watcher);
      for (const stream of open.values()) stream.close();
      open.clear();
      agent.destroy();
    },
  };
}

/** Every member acting until `options.until`; resolves when the last action answered. */
export async function runMembers(options: LoadOptions): Promise<void> {
  const searches = searchPaths();
  await Promise.all(options.members.map((member) => actAsMember(options, member, searches)));
}
