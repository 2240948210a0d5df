import type { Generated } from 'kysely';

/**
 * The tables, the same on SQLite and PostgreSQL. Query code stays dialect-neutral; the few
 * places that differ ask `isPostgres(db)` (db/dialect.ts). Timestamps are UTC ISO strings;
 * flags are 'Y' / 'N' as the API sends them.
 */
export interface LanguagesTable {
  language_id: Generated<number>;
  iso_code: string;
  language_name: string;
  language_name_en: string;
  translate_support: 'Y' | 'N';
  sort_order: number;
}

export interface NationsTable {
  nation_id: Generated<number>;
  nation_code: string;
  nation_name: string;
  official_name_en: string;
}

export interface UsersTable {
  user_id: Generated<number>;
  email: string;
  nickname: string;
  nation_id: number | null;
  language_id: number;
  self_introduce: string | null;
  profile_image_path: string | null;
  is_official: 'Y' | 'N';
  roles: string;
  status: 'ACTIVE' | 'WITHDRAWN';
  created_at: string;
  withdrawn_at: string | null;
  /** JSON array of interface language codes the member reads; null until first chosen. */
  read_languages: Generated<string | null>;
  /** The detected language of self_introduce; null without one (migration 0150). */
  self_introduce_language_code: Generated<string | null>;
  /** When a moderator suspended the member; null: not suspended (migration 0160). */
  suspended_at: Generated<string | null>;
  /** Until when the suspension holds; null with suspended_at set: for good. */
  suspended_until: Generated<string | null>;
}

export interface UserBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export interface CategoriesTable {
  category_id: Generated<number>;
  slug: string;
  icon_name: string;
  /** JSON text of the allowed feed types, e.g. '["PUBLIC","NATION"]'. */
  category_type: string;
  sort_order: number;
  write_permission: 'MEMBER' | 'OFFICIAL';
}

export interface CategoryTranslationsTable {
  category_id: number;
  iso_code: string;
  category_name: string;
  icon_name: string | null;
}

export interface FeedsTable {
  feed_id: Generated<number>;
  user_id: number;
  category_id: number;
  feed_type: string;
  nation_id: number | null;
  feed_title: string;
  feed_text: string;
  detected_language_code: string | null;
  view_count: Generated<number>;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Who sees it besides its author: everyone, moderators only, or no one (migration 0160). */
  moderation_state: Generated<ModerationState>;
  /** The author's last change of its title, text or pictures; null: never (migration 0180). */
  edited_at: Generated<string | null>;
}

/**
 * VISIBLE; HIDDEN by enough established reporters until a moderator reviews it (its author
 * and moderators still see it); REMOVED by a moderator (kept, shown to no one).
 */
export type ModerationState = 'VISIBLE' | 'HIDDEN' | 'REMOVED';

export interface FeedImagesTable {
  image_id: Generated<number>;
  feed_id: number;
  /** Relative to STORAGE_DIR. */
  original_path: string;
  thumbnail_path: string;
  sort_order: number;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  /** The author's description (alt text); '' for none. */
  description: Generated<string>;
  /** JSON: the card-sized thumbnails (cardThumbnails.ts); '' for older pictures. */
  card_thumbnails: Generated<string>;
}

export type TranslationStatus = 'PENDING' | 'DONE' | 'FAILED';

export interface FeedTranslationsTable {
  feed_id: number;
  iso_code: string;
  title: string | null;
  text: string | null;
  status: TranslationStatus;
  updated_at: string;
  /**
   * Who made the stored translation: a provider as the status call names it ('deepl'),
   * or 'HUMAN'; null while none is stored (migration 0130).
   */
  provider: Generated<string | null>;
  /** Rounds that found no provider able to translate (see translationService.ts). */
  attempts: Generated<number>;
  /** A PENDING row waits until then before its next round; null: due now. */
  next_attempt_at: Generated<string | null>;
  /** The process translating this row (PENDING only), and until when its claim holds. */
  claimed_by: Generated<string | null>;
  claimed_until: Generated<string | null>;
  /**
   * The post's described pictures in this language, JSON `{"<image_id>": "<description>"}`,
   * made with the title and text; null when none was described (migration 0150).
   */
  descriptions: Generated<string | null>;
}

export interface FeedLikesTable {
  feed_id: number;
  user_id: number;
  created_at: string;
}

export interface FeedReportsTable {
  feed_id: number;
  user_id: number;
  created_at: string;
  /** One of REPORT_REASON_CODES; OTHER when the reporter named none (migration 0160). */
  reason_code: Generated<string>;
  reason_text: Generated<string>;
  /** The moderation_audit entry that closed the report; null while it is open. */
  resolution_id: Generated<number | null>;
}

export interface CommentsTable {
  comment_id: Generated<number>;
  feed_id: number;
  user_id: number;
  parent_comment_id: number | null;
  comment_text: string;
  detected_language_code: string | null;
  like_count: Generated<number>;
  child_comment_count: Generated<number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** As on feeds (migration 0160). */
  moderation_state: Generated<ModerationState>;
  /** The author's last change of its text; null: never (migration 0180). */
  edited_at: Generated<string | null>;
}

export interface CommentTranslationsTable {
  comment_id: number;
  iso_code: string;
  text: string | null;
  status: TranslationStatus;
  updated_at: string;
  /** As on feed_translations. */
  provider: Generated<string | null>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string | null>;
  /** The process translating this row (PENDING only), and until when its claim holds. */
  claimed_by: Generated<string | null>;
  claimed_until: Generated<string | null>;
}

/** A member's introduction (users.self_introduce) in one interface language (migration 0150). */
export interface UserIntroTranslationsTable {
  user_id: number;
  iso_code: string;
  text: string | null;
  status: TranslationStatus;
  updated_at: string;
  /** As on feed_translations. */
  provider: Generated<string | null>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string | null>;
  claimed_by: Generated<string | null>;
  claimed_until: Generated<string | null>;
}

/** A text a provider translated, kept so the same text is never sent twice. */
export interface TranslatedTextsTable {
  content_hash: string;
  /** '' when the source language was not detected. */
  source_language: string;
  target_language: string;
  translated_text: string;
  provider: string;
  created_at: string;
}

/** Characters sent to a provider on one UTC day (YYYY-MM-DD). */
export interface TranslationUsageTable {
  provider: string;
  day: string;
  characters: number;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: string;
}

export interface CommentReportsTable {
  comment_id: number;
  user_id: number;
  created_at: string;
  /** As on feed_reports (migration 0160). */
  reason_code: Generated<string>;
  reason_text: Generated<string>;
  resolution_id: Generated<number | null>;
}

/** A member reported from their profile, once per reporter (migration 0160). */
export interface UserReportsTable {
  reported_user_id: number;
  reporter_id: number;
  reason_code: string;
  reason_text: Generated<string>;
  created_at: string;
  /** The moderation_audit entry that closed the report; null while it is open. */
  resolution_id: Generated<number | null>;
}

/**
 * What a moderator or admin did, when and why (migration 0160). Append-only: the database
 * refuses any UPDATE or DELETE of it.
 */
export interface ModerationAuditTable {
  audit_id: Generated<number>;
  /** One of AUDIT_ACTIONS. */
  action: string;
  /** FEED, COMMENT, USER or NOTICE. */
  target_type: string;
  target_id: number;
  /** The member it was about (the content's author); null for a notice. */
  subject_user_id: number | null;
  moderator_id: number;
  note: string;
  /** SUSPEND: until when; null for good (and for every other action). */
  suspended_until: string | null;
  created_at: string;
}

export interface SearchHistoryTable {
  search_history_id: Generated<number>;
  user_id: number;
  search_text: string;
  searched_at: string;
}

export interface LinkPreviewCacheTable {
  url: string;
  json: string;
  fetched_at: string;
}

export type CodePurpose = 'LOGIN' | 'SIGN_UP';

/** A sign-in code: only its keyed hash is kept. */
export interface VerificationCodesTable {
  code_id: Generated<number>;
  purpose: CodePurpose;
  email: string;
  code_hash: string;
  /** Entries checked against this code, the right one included. */
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  superseded_at: string | null;
}

/** Every code request, sent or refused: the rate limits count these. */
export interface CodeSendLogTable {
  log_id: Generated<number>;
  purpose: CodePurpose;
  email: string;
  client_ip: string;
  outcome: 'SENT' | 'REFUSED';
  created_at: string;
}

/** One sign-in and every refresh token rotated from it. */
export interface SessionFamiliesTable {
  family_id: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  revoked_reason: 'LOGOUT' | 'REUSE' | 'WITHDRAWN' | 'EXPIRED' | null;
  user_agent: string | null;
}

/** Opaque refresh tokens, stored as SHA-256 hashes. */
export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
}

export type ConsentType = 'AGE' | 'TERMS' | 'PRIVACY' | 'UNIQUE_ID';

export interface UserConsentsTable {
  user_id: number;
  consent_type: ConsentType;
  agreed: 'Y' | 'N';
  terms_version: number | null;
  created_at: string;
}

export interface TermsDocumentsTable {
  terms_document_id: Generated<number>;
  terms_type: 'terms' | 'privacy';
  /** YYYYMM, e.g. 202506 for version 2025-06. */
  terms_version: number;
  iso_code: string;
  announcement_date: string;
  start_date: string;
  contents: string;
}

export interface NoticesTable {
  notice_id: Generated<number>;
  is_fixed: 'Y' | 'N';
  created_at: string;
  deleted_at: string | null;
  /** When it was last pinned; null: pinned (if at all) from its creation (migration 0160). */
  pinned_at: Generated<string | null>;
}

export interface NoticeTranslationsTable {
  notice_id: number;
  iso_code: string;
  title: string;
  text: string;
}

/**
 * A notice machine-translated into an interface language that has no human version of its
 * text (migration 0170; features/translation/translationService.ts, kind `notice`).
 */
export interface NoticeMachineTranslationsTable {
  notice_id: number;
  iso_code: string;
  /** Null while none is stored, and when the language has a human title (shown instead). */
  title: string | null;
  /** The translated HTML, cleaned as notices are; null while none is stored. */
  text: string | null;
  status: TranslationStatus;
  updated_at: string;
  /** As on feed_translations. */
  provider: Generated<string | null>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string | null>;
  claimed_by: Generated<string | null>;
  claimed_until: Generated<string | null>;
}

export interface ShareLogsTable {
  share_log_id: Generated<number>;
  share_id: string;
  platform: 'IOS' | 'ANDROID' | 'DESKTOP';
  user_agent: string;
  user_id: number | null;
  created_at: string;
}

/** The search index (migration 0005; FTS5 on SQLite, pg_trgm on PostgreSQL): rowid = feed_id; normalised text. */
export interface FeedSearchTable {
  rowid: number;
  title: string;
  body: string;
}

/**
 * Character bigrams of each post's feed_search entry (rowid = feed_id): contentless FTS5 on
 * SQLite; on PostgreSQL a table with a generated, GIN-indexed array column (gram_list).
 */
export interface FeedSearchBigramsTable {
  rowid: number;
  grams: string;
}

/**
 * The word stems of each post's title, text and translations (migration 0140), one row per
 * stem and post, each stem with the stemmer that made it (features/search/stems.ts).
 */
export interface FeedSearchStemsTable {
  feed_id: number;
  stemmer: string;
  stem: string;
  /** 1 when the title (or a translated title) holds the stem, else 0. */
  in_title: number;
}

/** Other features add their tables here, next to their migrations. */
export interface RateLimitHitsTable {
  hit_id: Generated<number>;
  bucket: string;
  subject: string;
  created_at: string;
}

/** A reader's suggestion that a post's or comment's detected language is wrong. */
export interface LanguageSuggestionsTable {
  target_kind: 'feed' | 'comment';
  target_id: number;
  user_id: number;
  iso_code: string;
  created_at: string;
}

/** What the live channel carried lately (features/live); recipient_id null: everyone's. */
export interface LiveEventsTable {
  event_id: Generated<number>;
  recipient_id: number | null;
  /** The event as JSON (LiveEventBody). */
  body: string;
  created_at: string;
}

/** A single-use ticket that opens a live stream, by its SHA-256 (hex). */
export interface LiveTicketsTable {
  ticket_hash: string;
  user_id: number;
  expires_at: string;
}

/** A device a member turned push notifications on for (migration 0172): its subscription. */
export interface PushSubscriptionsTable {
  subscription_id: Generated<number>;
  user_id: number;
  /** The push service's URL for this browser (unique). */
  endpoint: string;
  /** The browser's P-256 public key and authentication secret (base64url). */
  p256dh: string;
  auth: string;
  created_at: string;
  /** The last push its service accepted. */
  last_used_at: string | null;
}

/** Which rise of a notification was last pushed (its updated_at then). */
export interface PushedNotificationsTable {
  notification_id: number;
  raised_at: string;
}

/**
 * A member's Idempotency-Key (migration 0171, http/idempotency.ts): the call it was used
 * for, the request running it, then its answer; kept 24 hours.
 */
export interface IdempotencyKeysTable {
  user_id: number;
  idempotency_key: string;
  method: string;
  /** The route's path pattern, e.g. `/api/user/unblockUser/:userId`. */
  route: string;
  /** SHA-256 (hex) of the path parameters, query and JSON body. */
  request_hash: string;
  claimed_by: string;
  claimed_until: string;
  /** NULL while the request runs. */
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  completed_at: string | null;
}

/** A post's view counted for one reader at `counted_at` (migration 0173, viewCounts.ts). */
export interface ViewDedupTable {
  feed_id: number;
  /** `m:<user id>`, or `v:` and an HMAC of a visitor's address and user agent. */
  viewer_key: string;
  counted_at: string;
}

/** A stored file no committed row references yet (migration 0181, pendingFiles.ts). */
export interface PendingFilesTable {
  storage_key: string;
  /** Past this, the write that stored it died: the file is swept. */
  claimed_until: string;
}

/** One notification of a member (migration 0110): ids, never text. */
export interface NotificationsTable {
  notification_id: Generated<number>;
  /** The member it is for. */
  user_id: number;
  notification_type: string;
  /** What the row groups, unique per member: e.g. 'FEED_LIKE:12', 'REPLY_THREAD:40'. */
  group_key: string;
  feed_id: number | null;
  comment_id: number | null;
  parent_comment_id: number | null;
  notice_id: number | null;
  is_read: 'Y' | 'N';
  created_at: string;
  /** The latest activity. */
  updated_at: string;
  /**
   * MODERATION and REPORT_RESULT rows: what they tell, as JSON (moderationNotices.ts);
   * null on the others (migration 0160).
   */
  details: Generated<string | null>;
}

/** Who made a notification, and with what (a comment or reply; 0 for a like). */
export interface NotificationActsTable {
  act_id: Generated<number>;
  notification_id: number;
  actor_id: number;
  comment_id: Generated<number>;
  acted_at: string;
}

/** A type of notification a member turned off, or back on (no row: on). */
export interface NotificationSettingsTable {
  user_id: number;
  notification_type: string;
  enabled: 'Y' | 'N';
  changed_at: string;
}

export interface Database {
  rate_limit_hits: RateLimitHitsTable;
  languages: LanguagesTable;
  nations: NationsTable;
  users: UsersTable;
  user_blocks: UserBlocksTable;
  verification_codes: VerificationCodesTable;
  code_send_log: CodeSendLogTable;
  session_families: SessionFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  user_consents: UserConsentsTable;
  terms_documents: TermsDocumentsTable;
  notices: NoticesTable;
  notice_translations: NoticeTranslationsTable;
  notice_machine_translations: NoticeMachineTranslationsTable;
  share_logs: ShareLogsTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  feeds: FeedsTable;
  feed_images: FeedImagesTable;
  feed_translations: FeedTranslationsTable;
  feed_likes: FeedLikesTable;
  feed_reports: FeedReportsTable;
  comments: CommentsTable;
  comment_translations: CommentTranslationsTable;
  user_intro_translations: UserIntroTranslationsTable;
  translated_texts: TranslatedTextsTable;
  translation_usage: TranslationUsageTable;
  comment_likes: CommentLikesTable;
  comment_reports: CommentReportsTable;
  user_reports: UserReportsTable;
  moderation_audit: ModerationAuditTable;
  search_history: SearchHistoryTable;
  link_preview_cache: LinkPreviewCacheTable;
  feed_search: FeedSearchTable;
  feed_search_bigrams: FeedSearchBigramsTable;
  language_suggestions: LanguageSuggestionsTable;
  notifications: NotificationsTable;
  notification_acts: NotificationActsTable;
  notification_settings: NotificationSettingsTable;
  /** The same for titles (with translated titles) only. */
  feed_search_title_bigrams: FeedSearchBigramsTable;
  feed_search_stems: FeedSearchStemsTable;
  live_events: LiveEventsTable;
  live_tickets: LiveTicketsTable;
  view_dedup: ViewDedupTable;
  idempotency_keys: IdempotencyKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  pushed_notifications: PushedNotificationsTable;
  pending_files: PendingFilesTable;
}
