import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import type { Db } from '../../db/db.ts';
import { toUtcString, type Clock } from '../../clock.ts';
import { translateAttributed, UnsupportedLanguageError, type Translator } from './translator.ts';
import { TranslationDeferredError } from './providerErrors.ts';
import {
  countTranslationQueue,
  nextRound,
  type TranslationQueueCounts,
} from './translationRounds.ts';
import { WorkQueue } from './workQueue.ts';
import {
  claimTranslation,
  newWorkerId,
  TRANSLATION_ROWS,
  type TranslationKind,
} from './translationClaims.ts';
import { authorLanguagesOf, detectLanguage } from './languageDetector.ts';
import {
  describedPictures,
  descriptionsDiffer,
  storedDescriptions,
} from './pictureDescriptions.ts';
import type { LivePublisher } from '../live/livePublisher.ts';
import {
  machineSourceOf,
  machineTargetsOf,
  noticeVersionsOf,
  sameVersions,
} from '../notice/noticeVersions.ts';
import { noticeHtmlTexts } from './noticeHtmlTexts.ts';

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

type Kind = TranslationKind;

/**
 * Fills feed_translations, comment_translations, user_intro_translations and
 * notice_machine_translations in the background. A write marks one PENDING row per
 * interface language (other than the text's own; for a notice, each without a human
 * version) and queues the work; the request that wrote the post, comment, introduction or
 * notice does not wait for any translation. A post's pictures' descriptions go with its
 * title and text, in the same request to the provider, and are stored on the post's row;
 * a notice's title and the text nodes of its HTML go together too (never its markup).
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
   * Call after a member's introduction is set, changed or removed (after commit): drops
   * its old translations and queues new ones. Nothing is queued for no introduction.
   */
  async enqueueIntro(userId: number): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select(['self_introduce', 'self_introduce_language_code', 'status'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const targets =
      user?.self_introduce && user.status === 'ACTIVE'
        ? this.targetsFor(user.self_introduce_language_code)
        : [];
    const now = toUtcString(this.clock.now());
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_intro_translations').where('user_id', '=', userId).execute();
      if (targets.length === 0) return;
      await trx
        .insertInto('user_intro_translations')
        .values(
          targets.map((iso) => ({
            user_id: userId,
            iso_code: iso,
            text: null,
            status: 'PENDING' as const,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
    for (const iso of targets) this.push('intro', userId, iso);
  }

  /**
   * Call after a notice is written or edited (after commit): drops its machine translations
   * and queues new ones into every interface language without a human version of its text,
   * made from its English version (else Korean, else the first). A language with a human
   * title alone keeps that title: only its text is translated.
   */
  async enqueueNotice(noticeId: number): Promise<void> {
    const notice = await this.db
      .selectFrom('notices')
      .select('notice_id')
      .where('notice_id', '=', noticeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const targets =
      notice && this.translator ? machineTargetsOf(await noticeVersionsOf(this.db, noticeId)) : [];
    const now = toUtcString(this.clock.now());
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('notice_machine_translations')
        .where('notice_id', '=', noticeId)
        .execute();
      if (targets.length === 0) return;
      await trx
        .insertInto('notice_machine_translations')
        .values(
          targets.map((iso) => ({
            notice_id: noticeId,
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
    for (const iso of targets) this.push('notice', noticeId, iso);
  }

  /**
   * A reader asks again for a translation that FAILED, or that was never queued: its row
   * is PENDING again with its rounds reset, and queued. False when nothing was reset (no
   * translator, or the row is no longer FAILED: another request came first).
   */
  async requeue(kind: Kind, id: number, iso: LanguageCode): Promise<boolean> {
    if (!this.translator) return false;
    const now = toUtcString(this.clock.now());
    const reset = {
      text: null,
      status: 'PENDING' as const,
      provider: null,
      attempts: 0,
      next_attempt_at: null,
      claimed_by: null,
      claimed_until: null,
      updated_at: now,
    };
    const { table, id: idColumn } = TRANSLATION_ROWS[kind];
    // A post's row also drops the descriptions it had, made with the title and text.
    const cleared =
      kind === 'feed'
        ? { ...reset, title: null, descriptions: null }
        : kind === 'notice'
          ? { ...reset, title: null }
          : reset;
    const queued = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable(table)
        .set(cleared)
        .where(idColumn, '=', id)
        .where('iso_code', '=', iso)
        .where('status', '=', 'FAILED')
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return true;
      const row = { ...cleared, iso_code: iso };
      const insert =
        kind === 'feed'
          ? trx.insertInto('feed_translations').values({ ...row, feed_id: id, title: null })
          : kind === 'comment'
            ? trx.insertInto('comment_translations').values({ ...row, comment_id: id })
            : kind === 'notice'
              ? trx
                  .insertInto('notice_machine_translations')
                  .values({ ...row, notice_id: id, title: null })
              : trx.insertInto('user_intro_translations').values({ ...row, user_id: id });
      const inserted = await insert.onConflict((oc) => oc.doNothing()).executeTakeFirst();
      return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
    });
    if (queued) this.push(kind, id, iso);
    return queued;
  }

  /**
   * Queue the translations left PENDING by an earlier run of the server, and the
   * introductions and notices never queued (introductions written before migration 0150,
   * notices before 0170 or seeded, either while no translator ran), and from then on look
   * every minute for deferred work that has come due.
   */
  async resumePending(): Promise<void> {
    if (!this.translator) return;
    await this.retryDue();
    await this.enqueueUnqueuedIntros();
    await this.enqueueUnqueuedNotices();
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
    let queued = 0;
    for (const kind of ['feed', 'comment', 'intro', 'notice'] as const) {
      const { table, id: idColumn } = TRANSLATION_ROWS[kind];
      const rows = await this.db
        .selectFrom(table)
        .select([`${idColumn} as id`, 'iso_code'])
        .where('status', '=', 'PENDING')
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
        .execute();
      for (const row of rows) this.push(kind, row.id, row.iso_code as LanguageCode);
      queued += rows.length;
    }
    return queued;
  }

  /**
   * Active members' introductions without a single translation row: their language is
   * detected when it is not known yet, and they are queued like a new introduction.
   */
  async enqueueUnqueuedIntros(): Promise<number> {
    if (!this.translator) return 0;
    const users = await this.db
      .selectFrom('users as u')
      .select(['u.user_id', 'u.self_introduce', 'u.self_introduce_language_code'])
      .where('u.status', '=', 'ACTIVE')
      .where('u.self_introduce', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_intro_translations as t')
              .select('t.user_id')
              .whereRef('t.user_id', '=', 'u.user_id'),
          ),
        ),
      )
      .execute();
    for (const user of users) {
      if (user.self_introduce_language_code === null && user.self_introduce) {
        const language = await detectLanguage(
          user.self_introduce,
          await authorLanguagesOf(this.db, user.user_id),
        );
        await this.db
          .updateTable('users')
          .set({ self_introduce_language_code: language })
          .where('user_id', '=', user.user_id)
          .where('self_introduce', '=', user.self_introduce)
          .execute();
      }
      await this.enqueueIntro(user.user_id);
    }
    return users.length;
  }

  /**
   * Live notices without a single machine translation row (seeded, written before
   * migration 0170 or while no translator ran): queued like a notice just saved. A notice
   * with a human version in every language has no rows, and is looked at again (to no
   * effect) at each start.
   */
  async enqueueUnqueuedNotices(): Promise<number> {
    if (!this.translator) return 0;
    const notices = await this.db
      .selectFrom('notices as n')
      .select('n.notice_id')
      .where('n.deleted_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notice_machine_translations as t')
              .select('t.notice_id')
              .whereRef('t.notice_id', '=', 'n.notice_id'),
          ),
        ),
      )
      .orderBy('n.notice_id')
      .execute();
    for (const notice of notices) await this.enqueueNotice(notice.notice_id);
    return notices.length;
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
      kind === 'feed'
        ? this.translateFeed(id, iso)
        : kind === 'comment'
          ? this.translateComment(id, iso)
          : kind === 'notice'
            ? this.translateNotice(id, iso)
            : this.translateIntro(id, iso),
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
    // One request for the title, the text and every picture's description.
    const pictures = await describedPictures(this.db, feedId);
    const {
      texts: [title, text, ...descriptions],
      provider,
    } = await translateAttributed(
      translator,
      [source.feed_title, source.feed_text, ...pictures.map((picture) => picture.description)],
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
      if (descriptionsDiffer(await describedPictures(trx, feedId), pictures)) return false;
      const result = await trx
        .updateTable('feed_translations')
        .set({
          title: title ?? null,
          text: text ?? null,
          descriptions: storedDescriptions(pictures, descriptions),
          status: 'DONE',
          provider,
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
    const {
      texts: [text],
      provider,
    } = await translateAttributed(
      translator,
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
        .set({
          text: text ?? null,
          status: 'DONE',
          provider,
          updated_at: toUtcString(this.clock.now()),
        })
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

  private async translateIntro(userId: number, iso: LanguageCode): Promise<void> {
    const translator = this.translator;
    if (!translator) return;
    const now = this.clock.now();
    if (!(await claimTranslation(this.db, 'intro', userId, iso, this.worker, now))) return;
    const source = await this.db
      .selectFrom('users')
      .innerJoin('user_intro_translations', 'user_intro_translations.user_id', 'users.user_id')
      .select(['self_introduce', 'self_introduce_language_code'])
      .where('users.user_id', '=', userId)
      .where('users.status', '=', 'ACTIVE')
      .where('user_intro_translations.iso_code', '=', iso)
      .where('user_intro_translations.status', '!=', 'DONE')
      .executeTakeFirst();
    if (!source?.self_introduce) return;
    const intro = source.self_introduce;
    const {
      texts: [text],
      provider,
    } = await translateAttributed(translator, [intro], source.self_introduce_language_code, iso);
    const stored = await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('users')
        .select('self_introduce')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (current?.self_introduce !== intro) return false;
      const result = await trx
        .updateTable('user_intro_translations')
        .set({
          text: text ?? null,
          status: 'DONE',
          provider,
          updated_at: toUtcString(this.clock.now()),
        })
        .where('user_id', '=', userId)
        .where('iso_code', '=', iso)
        .where('status', '!=', 'DONE')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    });
    if (!stored) return;
    await this.live?.publish({
      type: 'translation',
      targetType: 'PROFILE',
      targetId: userId,
      isoCode: iso,
    });
  }

  /**
   * A notice into `iso`: its title (unless the language has a human one) and the text nodes
   * of its HTML in one request, never the markup (noticeHtmlTexts.ts), put back in place
   * and cleaned as notices are. Stored only if no version of the notice changed meanwhile.
   * No live event follows: the live channel's `translation` event has no notice target.
   */
  private async translateNotice(noticeId: number, iso: LanguageCode): Promise<void> {
    const translator = this.translator;
    if (!translator) return;
    const now = this.clock.now();
    if (!(await claimTranslation(this.db, 'notice', noticeId, iso, this.worker, now))) return;
    const open = await this.db
      .selectFrom('notices')
      .innerJoin(
        'notice_machine_translations',
        'notice_machine_translations.notice_id',
        'notices.notice_id',
      )
      .select('notices.notice_id')
      .where('notices.notice_id', '=', noticeId)
      .where('notices.deleted_at', 'is', null)
      .where('notice_machine_translations.iso_code', '=', iso)
      .where('notice_machine_translations.status', '!=', 'DONE')
      .executeTakeFirst();
    if (!open) return;
    const versions = await noticeVersionsOf(this.db, noticeId);
    const source = machineSourceOf(versions);
    if (!source || !machineTargetsOf(versions).includes(iso)) return;
    const humanTitle = versions.some((version) => version.iso_code === iso && version.title);
    const html = noticeHtmlTexts(source.text);
    const texts = humanTitle ? html.texts : [source.title, ...html.texts];
    // Nothing but markup, numbers and code to translate: the text is already right.
    const { texts: translated, provider } =
      texts.length > 0
        ? await translateAttributed(translator, texts, source.iso_code, iso)
        : { texts: [], provider: null };
    const title = humanTitle ? null : (translated[0] ?? source.title);
    const text = html.rebuild(humanTitle ? translated : translated.slice(1));
    await this.db.transaction().execute(async (trx) => {
      if (!sameVersions(await noticeVersionsOf(trx, noticeId), versions)) return;
      await trx
        .updateTable('notice_machine_translations')
        .set({
          title,
          text,
          status: 'DONE',
          provider,
          updated_at: toUtcString(this.clock.now()),
        })
        .where('notice_id', '=', noticeId)
        .where('iso_code', '=', iso)
        .where('status', '!=', 'DONE')
        .execute();
    });
  }

  /**
   * The queue's tries are over: a language no provider offers is FAILED; anything else
   * stays PENDING until its next attempt, unless it has been deferred too often.
   */
  private async giveUp(key: string, error: unknown): Promise<void> {
    const [kind, id, iso] = key.split(':') as [Kind, string, string];
    const { table, id: idColumn } = TRANSLATION_ROWS[kind];
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
