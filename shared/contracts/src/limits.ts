/**
 * Numbers the contracts and the apps share. Plain constants, free of the schema builder,
 * so an app importing one does not bundle the schemas.
 */

/** The page size of every paged list in the product. */
export const PAGE_SIZE = 10;

/** Bounds of every id, page and page size a request may carry (ids are SQLite/Postgres int4). */
export const REQUEST_BOUNDS = {
  idMax: 2_147_483_647,
  pageMax: 100_000,
  pageSizeMax: 50,
  isoCodeMax: 16,
  emailMax: 254,
} as const;

export const COMMENT_TEXT_MAX = 1000;

/** Search terms: at most this many characters after trimming. */
export const SEARCH_TEXT_MAX = 100;

export const FEED_LIMITS = {
  titleMax: 30,
  textMax: 1000,
  imagesMax: 10,
  imageBytesMax: 30 * 1024 * 1024,
  totalBytesMax: 300 * 1024 * 1024,
  compressAboveBytes: 1.5 * 1024 * 1024,
  compressMaxSide: 1920,
  compressQuality: 0.8,
  imageDescriptionMax: 200,
} as const;

export const USER_LIMITS = {
  nicknameMin: 2,
  nicknameMax: 10,
  introMax: 50,
  introLinesMax: 4,
  profileImageBytesMax: 10 * 1024 * 1024,
  minimumAge: 14,
} as const;

export type WriteKind =
  | 'post'
  | 'comment'
  | 'like'
  | 'report'
  | 'block'
  | 'profile'
  | 'share'
  | 'nickname'
  | 'language'
  | 'notification'
  | 'live'
  | 'moderation';

/**
 * Write limits per member, in a window; a client address may do `clientFactor` members'
 * worth (3 by default). The route table names the kind each write counts against.
 */
export const WRITE_LIMITS: Record<WriteKind, { max: number; windowSeconds: number }> = {
  post: { max: 10, windowSeconds: 600 },
  comment: { max: 10, windowSeconds: 60 },
  like: { max: 60, windowSeconds: 60 },
  report: { max: 10, windowSeconds: 600 },
  block: { max: 20, windowSeconds: 600 },
  profile: { max: 10, windowSeconds: 600 },
  share: { max: 20, windowSeconds: 60 },
  // Not a write, but open to visitors (sign-up): counted so nicknames cannot be listed fast.
  nickname: { max: 30, windowSeconds: 60 },
  // Correcting or suggesting a post's or comment's language (each correction re-translates).
  language: { max: 20, windowSeconds: 600 },
  // Marking notifications read and changing their settings.
  notification: { max: 120, windowSeconds: 60 },
  // Tickets for the live stream: a page opens one, and again on each reconnection.
  live: { max: 30, windowSeconds: 60 },
  // A moderator's actions (resolving reports, notices, official marks): generous, but a
  // stolen moderator session cannot sweep the site in a minute.
  moderation: { max: 120, windowSeconds: 600 },
};

/** Why a member reports a post, comment or member. */
export const REPORT_REASON_CODES = [
  'SPAM',
  'SCAM',
  'HARASSMENT',
  'HATE',
  'SEXUAL',
  'ILLEGAL',
  'MISINFORMATION',
  'OTHER',
] as const;

/** What a moderator does with the reports on one target. */
export const MODERATION_ACTIONS = ['DISMISS', 'REMOVE', 'WARN', 'SUSPEND', 'UNSUSPEND'] as const;

/** What is reported: a post, a comment or a member. */
export const REPORT_TARGET_TYPES = ['FEED', 'COMMENT', 'USER'] as const;

/** The audit log's kinds of entry: the actions above and the admin's own. */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'SAVE_NOTICE',
  'PIN_NOTICE',
  'UNPIN_NOTICE',
  'SET_OFFICIAL',
  'UNSET_OFFICIAL',
] as const;

export const MODERATION_LIMITS = {
  reasonTextMax: 500,
  /** The note every moderator action requires. */
  noteMin: 1,
  noteMax: 1000,
  /** Distinct established reporters that hide content (MODERATION_HIDE_THRESHOLD). */
  hideThresholdDefault: 3,
  /** A reporter counts once older than this, or with a post of their own. */
  establishedAfterHours: 24,
  /** The suspensions a moderator may give; null in a request: for good. */
  suspendDays: [1, 7, 30] as const,
  reportPageSize: 20,
  auditPageSize: 50,
  /** Earlier moderation entries shown with a report's author. */
  historyShown: 10,
  noticeTitleMax: 200,
  noticeTextMax: 50_000,
  userSearchMin: 2,
  userSearchMax: 50,
} as const;

export const NOTIFICATION_TYPES = [
  'COMMENT',
  'REPLY',
  'FEED_LIKE',
  'COMMENT_LIKE',
  'NOTICE',
  'MODERATION',
  'REPORT_RESULT',
] as const;

export const NOTIFICATION_LIMITS = {
  pageSize: 20,
  pageSizeMax: 50,
  /** Actors listed on a grouped row ("Minh, Ana and 3 others"). */
  actorsShown: 3,
  readIdsMax: 100,
} as const;

/** The live channel's timing, shared by the API and the platform's client. */
export const LIVE_LIMITS = {
  ticketSeconds: 30,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatSeconds: 25,
  /** Events kept for Last-Event-ID and polling. */
  replaySeconds: 600,
  /** At most this many events in one replay or one polling answer (poll again for more). */
  eventsPerAnswer: 500,
  pollSeconds: 60,
  /** A tab hidden this long closes its stream; it reopens when shown. */
  hiddenCloseSeconds: 300,
} as const;
