/**
 * The typed event bus between the shell and the remotes. Events travel as window
 * CustomEvents, so two copies of this module (two builds of `shared/`) still hear
 * each other. The map below is the contract: add an event here with its payload.
 */
import type { LiveEventBody } from '@kfeed/contracts/notification';

export type FeedChange = 'created' | 'updated' | 'deleted' | 'reported' | 'author-blocked';

export interface AlertRequest {
  id: string;
  title?: string;
  message: string;
  confirmLabel?: string;
}

export interface ConfirmRequest {
  id: string;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button deletes, blocks or discards something: shown as destructive. */
  destructive?: boolean;
}

/**
 * A live event's body without its `type`: the payload of its `live:<type>` event. Omitted
 * from each body of that type apart, so a type with several shapes stays a union.
 */
type LivePayload<T extends LiveEventBody['type']> =
  Extract<LiveEventBody, { type: T }> extends infer Body
    ? Body extends unknown
      ? Omit<Body, 'type'>
      : never
    : never;

/** The member's unread notifications, counted anew by the server. */
export type LiveUnread = LivePayload<'unread'>;
/** A comment or reply was written on a post (ids only; the author may be the reader). */
export type LiveComment = LivePayload<'comment'>;
/** A post's, comment's or member's introduction's translation into `isoCode` is ready. */
export type LiveTranslation = LivePayload<'translation'>;
/** A post was published (ids only; the author may be the reader). */
export type LiveNewPost = LivePayload<'new-post'>;

export interface AppEventMap {
  /** Ask the shell to open the login dialog (a guarded route, or a member-only action). */
  'auth:open-login': { reason: 'guard' | 'action' | 'path'; target?: string };
  /** The session changed in this tab (login, logout, renewal, or a logout seen from another tab). */
  'auth:changed': {
    loggedIn: boolean;
    userId: number | null;
    reason?: 'login' | 'logout' | 'renewed' | 'other-tab' | 'expired';
  };
  'ui:alert': AlertRequest;
  'ui:confirm': ConfirmRequest;
  /** The modal host's answer to an alert (confirmed: true) or a confirm. */
  'ui:dialog-closed': { id: string; confirmed: boolean };
  'ui:toast': { message: string };
  /** A post was created, edited, deleted, reported, or its author blocked. */
  'feed:changed': { feedId: number; change: FeedChange; userId?: number };
  'lang:changed': { isoCode: string };
  /** The bottom navigation asked a list screen to forget its stored state and go to the top. */
  'list:reset': { list: 'feed' | 'search' };
  /** Shared code (no router of its own) asks the shell to navigate, e.g. home after a logout. */
  'app:navigate': { to: string; replace?: boolean };
  /**
   * The live channel (platform `live/liveChannel`, one per page, members only) re-publishes
   * what the server streams: listen here, never open a stream of your own.
   */
  'live:unread': LiveUnread;
  'live:comment': LiveComment;
  'live:translation': LiveTranslation;
  'live:new-post': LiveNewPost;
  /**
   * A write that waited for the network (platform `outbox/outbox`) has been sent: screens
   * showing it as waiting read again. `answer` is the API's data for it.
   */
  'outbox:sent': {
    kind: 'feed-like' | 'feed-unlike' | 'comment' | 'comment-like' | 'comment-unlike' | 'post';
    feedId: number | null;
    commentId: number | null;
    parentCommentId: number | null;
    answer: unknown;
  };
}

export type AppEventName = keyof AppEventMap;

const PREFIX = 'kfeed:';

export function emit<K extends AppEventName>(name: K, detail: AppEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

export function on<K extends AppEventName>(
  name: K,
  handler: (detail: AppEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventMap[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}

let dialogSeq = 0;
const nextDialogId = () => `dialog-${Date.now()}-${++dialogSeq}`;

function waitForDialog(id: string): Promise<boolean> {
  return new Promise((resolve) => {
    const off = on('ui:dialog-closed', (detail) => {
      if (detail.id !== id) return;
      off();
      resolve(detail.confirmed);
    });
  });
}

/** Show a one-button alert through the shell's modal host; resolves when it is closed. */
export function showAlert(request: Omit<AlertRequest, 'id'>): Promise<void> {
  const id = nextDialogId();
  const closed = waitForDialog(id);
  emit('ui:alert', { ...request, id });
  return closed.then(() => undefined);
}

/** Ask a yes/no question through the shell's modal host; resolves true on confirm. */
export function showConfirm(request: Omit<ConfirmRequest, 'id'>): Promise<boolean> {
  const id = nextDialogId();
  const closed = waitForDialog(id);
  emit('ui:confirm', { ...request, id });
  return closed;
}

/**
 * Say that something small went well (link copied, profile saved): a toast the shell shows
 * and reads out politely, that goes by itself and needs no tap.
 */
export function showToast(message: string): void {
  emit('ui:toast', { message });
}
