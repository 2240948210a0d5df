import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import type { Db } from '../../db/db.ts';
import { toUtcString, type Clock } from '../../clock.ts';
import { UnsupportedLanguageError, type Translator } from './translator.ts';
import { TranslationDeferredError } from './providerErrors.ts';
import {
  countTranslationQueue,
  nextRound,
  type TranslationQueueCounts,
} from './translationRounds.ts';
import { WorkQueue } from './workQueue.ts';
import { claimTranslation, newWorkerId } from './translationClaims.ts';
import type { LivePublisher } from '../live/livePublisher.ts';

export interface TranslationServiceOptions {
  concurrency: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** How often PENDING work whose next attempt is due is looked for (default a minute). */
  sweepIntervalMs?: number;
}

export { MAX_TRANSLATION_ROUNDS } from './translationRounds.ts';

interface Log {
  warn(object: object, message: string): void;
}

type Kind = 'feed' | 'comment';

/**
 * Fills feed_translations and comment_translations in the background. A write marks one
 * PENDING row per interface language (other than the text's own) and queues the work;
 * the request that wrote the post or comment does not wait for any translation.
 * PENDING rows survive a restart (resumePending). A result is stored only if the text
 * it was made from is still the current text, so an edit during translation is never
 * overwritten by a translation of the old text. Work no provider could do now stays
 * PENDING with a next_attempt_at (the provider's Retry-After, tomorrow for a spent
 * budget, else growing back-off) and is queued again by a periodic sweep; meanwhile the
 * original is served, untranslated. A language no provider offers, or work deferred
 * MAX_TRANSLATION_ROUNDS times, is marked FAILED (a later edit queues it again). With no
 * translator nothing is queued: the original is served with an empty translated map.
 */
export class TranslationService {
  private readonly queue: WorkQueue;
  private sweepTimer: NodeJS.Timeout | null = null;
  /** Claims rows (translationClaims.ts) so two API processes never translate the same one. */
  private readonly worker = newWorkerId();

  constructor(
    private readonly db: Db,
    private readonly translator: Translator | null,
    private readonly clock: Clock,
    private readonly log: Log,
    private readonly options: TranslationServiceOptions,
    /** Told whenever a post's text or translations change (the search index listens). */
    private readonly onFeedChanged: (feedId: number) => Promise<void> = async () => {},
    /** Told when a translation is stored, so open pages can fetch it (features/live). */
    private readonly live: LivePublisher | null = null,
  ) {
    this.queue = new WorkQueue({
      ...options,
      // A deferral already carries its own time to come back.
      isRetryable: (error) =>
        !(error instanceof UnsupportedLanguageError) &&
        !(error instanceof TranslationDeferredError),
      onGiveUp: (key, error) => this.giveUp(key, error),
    });
  }

  get enabled(): boolean {
    return this.translator !== null;
  }

  /**
   * Call after a post is inserted, or updated with a new title or text (after the
   * transaction commits): drops its old translations, queues new ones and refreshes
   * its search entry.
   */
  async enqueueFeed(feedId: number): Promise<void> {
    const feed = await this.db
      .selectFrom('feeds')
      .select(['detected_language_code', 'deleted_at'])
      .where('feed_id', '=', feedId)
      .executeTakeFirst();
    const targets = feed && !feed.deleted_at ? this.targetsFor(feed.detected_language_code) : [];
    const now = toUtcString(this.clock.now());
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('feed_translations').where('feed_id', '=', feedId).execute();
      if (targets.length === 0) return;
      await trx
        .insertInto('feed_translations')
        .values(
          targets.map((iso) => ({
            feed_id: feedId,
            iso_code: iso,
            title: null,
            text: null,
            status: 'PENDING' as const,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
    for (const iso of targets) this.push('feed', feedId, iso);
    await this.notifyFeedChanged(feedId);
  }

  /** Call after a comment or reply is inserted or its text updated (after commit). */
  async enqueueComment(commentId: number): Promise<void> {
    const comment = await this.db
      .selectFrom('comments')
      .select(['detected_language_code', 'deleted_at'])
      .where('comment_id', '=', commentId)
      .executeTakeFirst();
    const targets =
      comment && !comment.deleted_at ? this.targetsFor(comment.detected_language_code) : [];
    const now = toUtcString(this.clock.now());
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('comment_translations').where('comment_id', '=', commentId).execute();
      if (targets.length === 0) return;
      await trx
        .insertInto('comment_translations')
        .values(
          targets.map((iso) => ({
            comment_id: commentId,
            iso_code: iso,
            text: null,
            status: 'PENDING' as const,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
    for (const iso of targets) this.push('comment', commentId, iso);
  }

  /**
   * Queue the translations left PENDING by an earlier run of the server, and from then
   * on look every minute for deferred work that has come due.
   */
  async resumePending(): Promise<void> {
    if (!this.translator) return;
    await this.retryDue();
    if (!this.sweepTimer) {
      this.sweepTimer = setInterval(() => {
        this.retryDue().catch((error: unknown) =>
          this.log.warn({ err: error }, 'could not look for due translations'),
        );
      }, this.sweepIntervalMs);
      this.sweepTimer.unref();
    }
  }

  /** Queue every PENDING translation whose next attempt is due (or never deferred). */
  async retryDue(): Promise<number> {
    if (!this.translator) return 0;
    const now = toUtcString(this.clock.now());
    const feeds = await this.db
      .selectFrom('feed_translations')
      .select(['feed_id', 'iso_code'])
      .where('status', '=', 'PENDING')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .execute();
    for (const row of feeds) this.push('feed', row.feed_id, row.iso_code as LanguageCode);
    const comments = await this.db
      .selectFrom('comment_translations')
      .select(['comment_id', 'iso_code'])
      .where('status', '=', 'PENDING')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .execute();
    for (const row of comments) this.push('comment', row.comment_id, row.iso_code as LanguageCode);
    return feeds.length + comments.length;
  }

  /** How much translation work is open, for the status endpoint. */
  queueCounts(): Promise<TranslationQueueCounts> {
    return countTranslationQueue(this.db, this.clock.now());
  }

  /** Resolves when no translation is waiting, running or due for a retry. */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  close(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.queue.close();
  }

  private get sweepIntervalMs(): number {
    return this.options.sweepIntervalMs ?? 60_000;
  }

  private targetsFor(sourceLanguage: string | null): LanguageCode[] {
    if (!this.translator) return [];
    return LANGUAGE_CODES.filter((code) => code !== sourceLanguage);
  }

  private push(kind: Kind, id: number, iso: LanguageCode): void {
    this.queue.push(`${kind}:${id}:${iso}`, () =>
      kind === 'feed' ? this.translateFeed(id, iso) : this.translateComment(id, iso),
    );
  }

  private async notifyFeedChanged(feedId: number): Promise<void> {
    try {
      await this.onFeedChanged(feedId);
    } catch (error) {
      this.log.warn({ err: error, feedId }, 'could not refresh the search entry of a post');
    }
  }

  private async translateFeed(feedId: number, iso: LanguageCode): Promise<void> {
    const translator = this.translator;
    if (!translator) return;
    const now = this.clock.now();
    if (!(await claimTranslation(this.db, 'feed', feedId, iso, this.worker, now))) return;
    const source = await this.db
      .selectFrom('feeds')
      .innerJoin('feed_translations', 'feed_translations.feed_id', 'feeds.feed_id')
      .select(['feed_title', 'feed_text', 'detected_language_code'])
      .where('feeds.feed_id', '=', feedId)
      .where('feeds.deleted_at', 'is', null)
      .where('feed_translations.iso_code', '=', iso)
      .where('feed_translations.status', '!=', 'DONE')
      .executeTakeFirst();
    if (!source) return;
    const [title, text] = await translator.translate(
      [source.feed_title, source.feed_text],
      source.detected_language_code,
      iso,
    );
    const stored = await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('feeds')
        .select(['feed_title', 'feed_text'])
        .where('feed_id', '=', feedId)
        .executeTakeFirst();
      if (current?.feed_title !== source.feed_title || current.feed_text !== source.feed_text) {
        return false;
      }
      const result = await trx
        .updateTable('feed_translations')
        .set({
          title: title ?? null,
          text: text ?? null,
          status: 'DONE',
          updated_at: toUtcString(this.clock.now()),
        })
        .where('feed_id', '=', feedId)
        .where('iso_code', '=', iso)
        .where('status', '!=', 'DONE')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    });
    if (!stored) return;
    await this.notifyFeedChanged(feedId);
    await this.live?.publish({
      type: 'translation',
      targetType: 'FEED',
      targetId: feedId,
      feedId,
      isoCode: iso,
    });
  }

  private async translateComment(commentId: number, iso: LanguageCode): Promise<void> {
    const translator = this.translator;
    if (!translator) return;
    const now = this.clock.now();
    if (!(await claimTranslation(this.db, 'comment', commentId, iso, this.worker, now))) return;
    const source = await this.db
      .selectFrom('comments')
      .innerJoin('comment_translations', 'comment_translations.comment_id', 'comments.comment_id')
      .select(['comment_text', 'detected_language_code', 'comments.feed_id'])
      .where('comments.comment_id', '=', commentId)
      .where('comments.deleted_at', 'is', null)
      .where('comment_translations.iso_code', '=', iso)
      .where('comment_translations.status', '!=', 'DONE')
      .executeTakeFirst();
    if (!source) return;
    const [text] = await translator.translate(
      [source.comment_text],
      source.detected_language_code,
      iso,
    );
    const stored = await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('comments')
        .select('comment_text')
        .where('comment_id', '=', commentId)
        .executeTakeFirst();
      if (current?.comment_text !== source.comment_text) return false;
      const result = await trx
        .updateTable('comment_translations')
        .set({ text: text ?? null, status: 'DONE', updated_at: toUtcString(this.clock.now()) })
        .where('comment_id', '=', commentId)
        .where('iso_code', '=', iso)
        .where('status', '!=', 'DONE')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    });
    if (!stored) return;
    await this.live?.publish({
      type: 'translation',
      targetType: 'COMMENT',
      targetId: commentId,
      feedId: source.feed_id,
      isoCode: iso,
    });
  }

  /**
   * The queue's tries are over: a language no provider offers is FAILED; anything else
   * stays PENDING until its next attempt, unless it has been deferred too often.
   */
  private async giveUp(key: string, error: unknown): Promise<void> {
    const [kind, id, iso] = key.split(':') as [Kind, string, string];
    const table = kind === 'feed' ? 'feed_translations' : 'comment_translations';
    const idColumn = kind === 'feed' ? 'feed_id' : 'comment_id';
    const now = this.clock.now();
    const row = await this.db
      .selectFrom(table)
      .select('attempts')
      .where(idColumn, '=', Number(id))
      .where('iso_code', '=', iso)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (!row) return;
    const attempts = Number(row.attempts) + 1;
    const { failed, nextAttempt } = nextRound(error, attempts, now);
    if (failed) {
      this.log.warn(
        { err: error, kind, id, iso, attempts },
        'translation failed; the original is served',
      );
    } else {
      this.log.warn(
        {
          err: error instanceof Error ? error.message : String(error),
          kind,
          id,
          iso,
          attempts,
          nextAttemptAt: nextAttempt.toISOString(),
        },
        'translation deferred; the original is served until it is done',
      );
    }
    await this.db
      .updateTable(table)
      .set({
        status: failed ? 'FAILED' : 'PENDING',
        attempts,
        next_attempt_at: failed ? null : toUtcString(nextAttempt),
        updated_at: toUtcString(now),
      })
      .where(idColumn, '=', Number(id))
      .where('iso_code', '=', iso)
      .where('status', '=', 'PENDING')
      .execute();
  }
}
