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

/** Other features add their tables here, next to their migrations. */
export interface Database {
  languages: LanguagesTable;
  nations: NationsTable;
  users: UsersTable;
  user_blocks: UserBlocksTable;
}
