import type { Generated } from 'kysely';

/**
 * The tables. Query code stays dialect-neutral (no SQLite-only SQL outside db/), so a
 * PostgreSQL dialect and its migrations can be added. Timestamps are UTC ISO strings;
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
}

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
}

export type TranslationStatus = 'PENDING' | 'DONE' | 'FAILED';

export interface FeedTranslationsTable {
  feed_id: number;
  iso_code: string;
  title: string | null;
  text: string | null;
  status: TranslationStatus;
  updated_at: string;
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
}

export interface CommentTranslationsTable {
  comment_id: number;
  iso_code: string;
  text: string | null;
  status: TranslationStatus;
  updated_at: string;
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

/** The search index (FTS5, migration 0004): rowid = feed_id; normalised text. */
export interface FeedSearchTable {
  rowid: number;
  title: string;
  body: string;
}

/** Other features add their tables here, next to their migrations. */
export interface Database {
  languages: LanguagesTable;
  nations: NationsTable;
  users: UsersTable;
  user_blocks: UserBlocksTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  feeds: FeedsTable;
  feed_images: FeedImagesTable;
  feed_translations: FeedTranslationsTable;
  feed_likes: FeedLikesTable;
  feed_reports: FeedReportsTable;
  comments: CommentsTable;
  comment_translations: CommentTranslationsTable;
  comment_likes: CommentLikesTable;
  comment_reports: CommentReportsTable;
  search_history: SearchHistoryTable;
  link_preview_cache: LinkPreviewCacheTable;
  feed_search: FeedSearchTable;
}
