import axios from 'axios';
import { createStore as createIdbStore, del, get, set, type UseStore } from 'idb-keyval';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import {
  pathParamNames,
  routePath,
  type ApiRoute,
  type RouteAnswer,
} from '@kfeed/contracts/routes/route';
import { call, type ApiCallOptions } from '@kfeed/platform/calls/apiCall';
import { emit, on, showToast, type AppEventMap } from '@kfeed/platform/events';
import {
  apiUnreachable,
  errorEnvelope,
  httpClient,
  IDEMPOTENCY_HEADER,
  unwrap,
} from '@kfeed/platform/httpClient';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { sessionStore } from '@kfeed/platform/sessionStore';

/**
 * Writes that wait for the network (the offline app): a like, comment, reply or post made
 * offline, or whose request failed before an answer came, is kept in IndexedDB with the
 * Idempotency-Key it was first sent with and sent again, once, when the connection returns
 * (the `online` event, the service worker's Background Sync, the next start). The server
 * answers a repeated key with its first answer, so a write that did arrive is never
 * doubled, whichever tab or attempt gets there first.
 */
export type OutboxKind = AppEventMap['outbox:sent']['kind'];

/** A multipart field: text, or a file kept as a Blob (IndexedDB stores Blobs as they are). */
export type OutboxFormPart = [name: string, value: string | { blob: Blob; filename: string }];

export interface OutboxItem {
  /** The Idempotency-Key the write was first sent with; the record's key too. */
  key: string;
  /** Only the member who made it sends it. */
  userId: number;
  kind: OutboxKind;
  method: ApiRoute['method'];
  url: string;
  body: { json: unknown } | { form: OutboxFormPart[] };
  /** What the write is about, so screens can show it as waiting. */
  feedId?: number;
  commentId?: number;
  parentCommentId?: number | null;
  /** The comment's text or the post's title, shown while it waits. */
  text?: string;
  queuedAt: number;
}

export interface OutboxState {
  /** The signed-in member's waiting writes, oldest first. */
  items: OutboxItem[];
  /** A flush is under way. */
  sending: boolean;
}

export const outboxStore = createStore<OutboxState>(() => ({ items: [], sending: false }));

export function useOutbox<T>(selector: (state: OutboxState) => T): T {
  return useStore(outboxStore, selector);
}

const INDEX_KEY = 'index';
let idb: UseStore | null = null;
const database = (): UseStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  idb ??= createIdbStore('kfeed-outbox', 'writes');
  return idb;
};

async function readAll(): Promise<OutboxItem[]> {
  const store = database();
  if (!store) return [];
  const keys = (await get<string[]>(INDEX_KEY, store)) ?? [];
  const items = await Promise.all(keys.map((key) => get<OutboxItem>(key, store)));
  return items.filter((item): item is OutboxItem => !!item);
}

async function writeIndex(keys: string[]): Promise<void> {
  const store = database();
  if (store) await set(INDEX_KEY, keys, store);
}

/** The current member's items into the store (the other members' stay in IndexedDB). */
async function refreshState(): Promise<void> {
  const userId = sessionStore.getState().userId;
  const all = await readAll();
  outboxStore.setState({
    items: userId === null ? [] : all.filter((item) => item.userId === userId),
  });
}

async function keep(item: OutboxItem): Promise<void> {
  const store = database();
  if (store) {
    await set(item.key, item, store);
    const keys = (await get<string[]>(INDEX_KEY, store)) ?? [];
    await writeIndex([...keys.filter((key) => key !== item.key), item.key]);
  }
  outboxStore.setState((state) => ({
    items: [...state.items.filter((other) => other.key !== item.key), item],
  }));
}

async function forget(key: string): Promise<void> {
  const store = database();
  if (store) {
    await del(key, store);
    const keys = (await get<string[]>(INDEX_KEY, store)) ?? [];
    await writeIndex(keys.filter((other) => other !== key));
  }
  outboxStore.setState((state) => ({ items: state.items.filter((item) => item.key !== key) }));
}

/** A fresh key for one write (RFC 4122 v4). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The request never got an answer from the API: no connection, a time-out, the shell's
 * server saying the API cannot be reached, or the API saying its database cannot be this
 * moment. Such a write may or may not have arrived; sent again with its key, it counts once.
 */
export function isConnectionFailure(error: unknown): boolean {
  // The member cancelled it: nothing to send later.
  if (axios.isCancel(error) || !axios.isAxiosError(error)) return false;
  if (!error.response) return true;
  return apiUnreachable(error.response.status, errorEnvelope(error)?.code ?? undefined);
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function formParts(form: FormData): OutboxFormPart[] {
  const parts: OutboxFormPart[] = [];
  form.forEach((value, name) => {
    parts.push([
      name,
      typeof value === 'string' ? value : { blob: value, filename: value.name || 'blob' },
    ]);
  });
  return parts;
}

function formFrom(parts: OutboxFormPart[]): FormData {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value.blob, value.filename);
  }
  return form;
}

/** The URL and body a route's input makes (as `call` sends them). */
function requestOf(route: ApiRoute, input: unknown): Pick<OutboxItem, 'url' | 'body'> {
  if (input instanceof FormData) return { url: route.path, body: { form: formParts(input) } };
  const rest: Record<string, unknown> = { ...((input as Record<string, unknown>) ?? {}) };
  const names = pathParamNames(route);
  const url = names.length > 0 ? routePath(route, rest) : route.path;
  for (const name of names) delete rest[name];
  return { url, body: { json: rest } };
}

/** Ask the service worker to wake us when the connection returns (where the browser can). */
function askForBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
        ?.sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => {
      // No Background Sync: the `online` event and the next start send it.
    });
}

/** The Background Sync tag the service worker answers with `kfeed:outbox-sync`. */
export const OUTBOX_SYNC_TAG = 'kfeed-outbox';

export interface QueueMeta {
  kind: OutboxKind;
  feedId?: number;
  commentId?: number;
  parentCommentId?: number | null;
  text?: string;
}

export type SendOutcome<R extends ApiRoute> =
  { sent: true; answer: RouteAnswer<R> } | { sent: false; item: OutboxItem };

/**
 * Send a member's write now, or keep it for later when there is no connection. Refusals
 * (4xx) and server errors throw as `call` does: only a write that may not have arrived
 * waits. A visitor's writes are never kept (there is no member to send them for).
 */
export async function sendOrQueue<R extends ApiRoute>(
  route: R,
  input: unknown,
  meta: QueueMeta,
  options: Omit<ApiCallOptions, 'url' | 'method' | 'data' | 'params'> = {},
): Promise<SendOutcome<R>> {
  const key = newIdempotencyKey();
  const userId = sessionStore.getState().userId;
  const queue = async (): Promise<SendOutcome<R>> => {
    const item: OutboxItem = {
      key,
      userId: userId as number,
      method: route.method,
      queuedAt: Date.now(),
      ...requestOf(route, input),
      ...meta,
    };
    await keep(item);
    askForBackgroundSync();
    retryLater(true);
    return { sent: false, item };
  };
  if (userId !== null && offline()) return queue();
  try {
    const send = call as (r: R, i: unknown, o: typeof options) => Promise<RouteAnswer<R>>;
    const answer = await send(route, input, {
      ...options,
      // Unreached, it waits in the outbox (shown there): no server-error dialog for it.
      keptWhenUnreached: userId !== null,
      headers: {
        ...(options.headers as Record<string, string> | undefined),
        [IDEMPOTENCY_HEADER]: key,
      },
    });
    return { sent: true, answer };
  } catch (error) {
    if (userId !== null && isConnectionFailure(error)) return queue();
    throw error;
  }
}

/** Whether a kept write still waits: refused ones are dropped, unreached ones kept. */
async function sendOne(item: OutboxItem): Promise<'sent' | 'refused' | 'unreached'> {
  try {
    const response = await httpClient.request<ApiEnvelope<unknown>>({
      url: item.url,
      method: item.method,
      data: 'form' in item.body ? formFrom(item.body.form) : item.body.json,
      headers: { [IDEMPOTENCY_HEADER]: item.key },
      silent: true,
      ...('form' in item.body ? { timeout: 0 } : {}),
    });
    const answer = unwrap(response.data, response.status);
    emit('outbox:sent', {
      kind: item.kind,
      feedId: item.feedId ?? null,
      commentId: item.commentId ?? null,
      parentCommentId: item.parentCommentId ?? null,
      answer,
    });
    return 'sent';
  } catch (error) {
    if (isConnectionFailure(error)) return 'unreached';
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    // Come back later: too many writes just now, or the session must be renewed first.
    if (status === 429 || status === 401) return 'unreached';
    const message = errorEnvelope(error)?.message;
    showToast(
      i18n.t('common:outbox_refused', {
        what: i18n.t(`common:outbox_kind_${item.kind.replace('-', '_')}`),
        reason: typeof message === 'string' && message ? message : i18n.t('common:server_error'),
      }),
    );
    return 'refused';
  }
}

let flushing: Promise<void> | null = null;

/**
 * The device is online but the API cannot be reached (it restarts, the server is down):
 * no event will say when it is back, so the outbox tries again after 5 s, then 10, 20, and
 * every 30 s until it gets through. Offline, the `online` event sends it instead.
 */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 30_000;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = RETRY_FIRST_MS;
/** Whether the app started the outbox (startOutbox): only then does it retry by itself. */
let started = false;

function retryLater(unreached: boolean): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (!unreached) {
    retryDelay = RETRY_FIRST_MS;
    return;
  }
  if (!started || offline()) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOutbox();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

/**
 * Send the member's waiting writes, oldest first, each once; stops at the first that
 * cannot reach the API. Tabs take turns (Web Locks where the browser has them); a write
 * two tabs both send still counts once, by its key.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    const run = async () => {
      await refreshState();
      const userId = sessionStore.getState().userId;
      if (userId === null || outboxStore.getState().items.length === 0) return;
      outboxStore.setState({ sending: true });
      let unreached = false;
      try {
        for (const item of [...outboxStore.getState().items]) {
          if (sessionStore.getState().userId !== item.userId) break;
          // Another tab may have sent it meanwhile.
          const store = database();
          if (store && !(await get(item.key, store))) continue;
          const outcome = await sendOne(item);
          if (outcome === 'unreached') {
            unreached = true;
            break;
          }
          await forget(item.key);
        }
      } finally {
        outboxStore.setState({ sending: false });
        await refreshState();
        retryLater(unreached);
      }
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) await locks.request('kfeed-outbox', run);
    else await run();
  })()
    .catch((error: unknown) => console.warn('[outbox] flush failed', error))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/**
 * Start sending waiting writes: now, whenever the connection returns, when the service
 * worker's Background Sync fires, and when a member signs in. Called once by the shell.
 */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: string } | null;
      if (data?.type === 'kfeed:outbox-sync') void flushOutbox();
    });
  }
  on('auth:changed', () => void flushOutbox());
  void flushOutbox();
}
