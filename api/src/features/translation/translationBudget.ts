import { sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';

/** The UTC day of a moment, as stored: YYYY-MM-DD. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The start of the next UTC day, when budgets renew. */
export function nextUtcDay(date: Date): Date {
  const next = new Date(date);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/**
 * Characters sent to each provider per UTC day, kept in the database so several API
 * processes share one budget. A reservation is a single conditional UPDATE (add n only
 * while the total stays within the budget), so parallel reservations cannot overshoot.
 * Providers without a budget are counted too (for the status endpoint).
 */
export class TranslationBudget {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limits: Readonly<Record<string, number | undefined>>,
  ) {}

  limitOf(provider: string): number | null {
    return this.limits[provider] ?? null;
  }

  /** Take `characters` from today's budget; false (and nothing taken) when it would overrun. */
  async reserve(provider: string, characters: number): Promise<boolean> {
    const day = utcDay(this.clock.now());
    await this.db
      .insertInto('translation_usage')
      .values({ provider, day, characters: 0 })
      .onConflict((oc) => oc.columns(['provider', 'day']).doNothing())
      .execute();
    const limit = this.limitOf(provider);
    let update = this.db
      .updateTable('translation_usage')
      .set({ characters: sql<number>`characters + ${characters}` })
      .where('provider', '=', provider)
      .where('day', '=', day);
    if (limit !== null) {
      update = update.where(sql<boolean>`characters + ${characters} <= ${limit}`);
    }
    const result = await update.executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Give back a reservation whose request failed (providers do not bill refused requests). */
  async release(provider: string, characters: number): Promise<void> {
    await this.db
      .updateTable('translation_usage')
      .set({
        characters: sql<number>`CASE WHEN characters > ${characters} THEN characters - ${characters} ELSE 0 END`,
      })
      .where('provider', '=', provider)
      .where('day', '=', utcDay(this.clock.now()))
      .execute();
  }

  async usedToday(provider: string): Promise<number> {
    const row = await this.db
      .selectFrom('translation_usage')
      .select('characters')
      .where('provider', '=', provider)
      .where('day', '=', utcDay(this.clock.now()))
      .executeTakeFirst();
    return row ? Number(row.characters) : 0;
  }
}
