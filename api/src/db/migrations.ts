import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_core.ts';
import * as m0002 from './migrations/0002_identity.ts';
import * as m0003 from './migrations/0003_content.ts';
import * as m0004 from './migrations/0004_content_categories.ts';
import * as m0005 from './migrations/0005_feed_search.ts';
import * as m0010 from './migrations/0010_rate_limits.ts';
import * as m0020 from './migrations/0020_feed_search_bigrams.ts';
import * as m0030 from './migrations/0030_translation_claims.ts';
import * as m0040 from './migrations/0040_feed_image_descriptions.ts';
import * as m0050 from './migrations/0050_translation_providers.ts';
import * as m0060 from './migrations/0060_read_languages.ts';
import * as m0070 from './migrations/0070_feed_image_card_thumbnails.ts';
import * as m0080 from './migrations/0080_feed_search_title_bigrams.ts';
import * as m0100 from './migrations/0100_cache_changes.ts';
import * as m0110 from './migrations/0110_notifications.ts';
import * as m0120 from './migrations/0120_live_events.ts';
import * as m0130 from './migrations/0130_translation_provider.ts';
import * as m0140 from './migrations/0140_search_stems.ts';
import * as m0150 from './migrations/0150_intro_and_description_translations.ts';
import * as m0160 from './migrations/0160_moderation.ts';
import * as m0170 from './migrations/0170_notice_machine_translations.ts';
import * as m0171 from './migrations/0171_idempotency_keys.ts';
import * as m0172 from './migrations/0172_push_subscriptions.ts';
import * as m0173 from './migrations/0173_view_dedup.ts';
import * as m0180 from './migrations/0180_edited_at.ts';
import * as m0181 from './migrations/0181_pending_files.ts';
import * as m0190 from './migrations/0190_member_changes.ts';
import * as m0200 from './migrations/0200_postgres_change_log.ts';
import * as m0210 from './migrations/0210_picture_sizes_pending.ts';
import * as m0220 from './migrations/0220_member_sign_in_and_likes_changes.ts';

/**
 * Versioned migrations, in order. A new migration is a new file added here, with a number
 * of its own.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_identity': m0002,
  '0003_content': m0003,
  '0004_content_categories': m0004,
  '0005_feed_search': m0005,
  '0010_rate_limits': m0010,
  '0020_feed_search_bigrams': m0020,
  '0030_translation_claims': m0030,
  '0040_feed_image_descriptions': m0040,
  '0050_translation_providers': m0050,
  '0060_read_languages': m0060,
  '0070_feed_image_card_thumbnails': m0070,
  '0080_feed_search_title_bigrams': m0080,
  '0100_cache_changes': m0100,
  '0110_notifications': m0110,
  '0120_live_events': m0120,
  '0130_translation_provider': m0130,
  '0140_search_stems': m0140,
  '0150_intro_and_description_translations': m0150,
  '0160_moderation': m0160,
  '0170_notice_machine_translations': m0170,
  '0171_idempotency_keys': m0171,
  '0172_push_subscriptions': m0172,
  '0173_view_dedup': m0173,
  '0180_edited_at': m0180,
  '0181_pending_files': m0181,
  '0190_member_changes': m0190,
  '0200_postgres_change_log': m0200,
  '0210_picture_sizes_pending': m0210,
  '0220_member_sign_in_and_likes_changes': m0220,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Names under which existing databases recorded migrations that were renumbered later,
 * old to new, applied in this order (so a new name never meets an old one still recorded).
 */
export const RENAMED_MIGRATIONS: readonly (readonly [string, string])[] = [
  ['0004_feed_search', '0005_feed_search'],
  ['0003_content_categories', '0004_content_categories'],
];

/** Kysely's record of applied migrations. */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Rewrite renumbered names in the migrator's record before migrating, so a database made
 * before the renumbering neither runs them again nor stops on names it no longer knows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: only the migrator's table is read
export async function renameRecordedMigrations(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return;
  await db.transaction().execute(async (trx) => {
    for (const [from, to] of RENAMED_MIGRATIONS) {
      await sql`UPDATE ${sql.table(MIGRATION_TABLE)} SET name = ${to} WHERE name = ${from}`.execute(
        trx,
      );
    }
  });
}
