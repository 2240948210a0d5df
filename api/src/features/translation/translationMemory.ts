import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/db.ts';

export const contentHash = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** A translation found in the memory, with the provider recorded for it. */
export interface RememberedTranslation {
  text: string;
  provider: string;
}

/**
 * Every text a provider translated, keyed by the SHA-256 of the text and the language
 * pair: the same text into the same language is asked for once (a greeting, a repeated
 * notice, a post edited back) and then answered from here.
 */
export class TranslationMemory {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Each text's stored translation and the provider that made it, or null when none. */
  async lookup(
    texts: string[],
    source: string | null,
    target: string,
  ): Promise<(RememberedTranslation | null)[]> {
    const hashes = texts.map(contentHash);
    const rows = await this.db
      .selectFrom('translated_texts')
      .select(['content_hash', 'translated_text', 'provider'])
      .where('content_hash', 'in', [...new Set(hashes)])
      .where('source_language', '=', source ?? '')
      .where('target_language', '=', target)
      .execute();
    const found = new Map(
      rows.map((row) => [row.content_hash, { text: row.translated_text, provider: row.provider }]),
    );
    return hashes.map((hash) => found.get(hash) ?? null);
  }

  async store(
    pairs: { text: string; translated: string }[],
    source: string | null,
    target: string,
    provider: string,
  ): Promise<void> {
    if (pairs.length === 0) return;
    const now = toUtcString(this.clock.now());
    await this.db
      .insertInto('translated_texts')
      .values(
        pairs.map(({ text, translated }) => ({
          content_hash: contentHash(text),
          source_language: source ?? '',
          target_language: target,
          translated_text: translated,
          provider,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['content_hash', 'source_language', 'target_language']).doNothing(),
      )
      .execute();
  }
}
