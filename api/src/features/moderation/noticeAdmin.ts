import { isLanguageCode } from '@kfeed/contracts/languages';
import type {
  NoticeVersion,
  NoticeVersionsData,
  SaveNoticeData,
  SaveNoticeRequest,
} from '@kfeed/contracts/moderation';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { moderationErrors } from './moderationErrors.ts';
import { appendAudit } from './moderationRepository.ts';
import { hasContent, sanitizeNoticeHtml } from './noticeHtml.ts';

/** The languages a notice falls back to, in order (noticeService.ts reads them so). */
const FALLBACKS = ['en', 'ko'];

/** A live notice; undefined when there is none. */
function findNotice(db: Db, noticeId: number) {
  return db
    .selectFrom('notices')
    .select(['notice_id', 'is_fixed'])
    .where('notice_id', '=', noticeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The versions as they will be stored: each an interface language, once; titles trimmed
 * (plain text); texts cleaned (noticeHtml.ts) and not empty once cleaned; English or
 * Korean among them, the fallback every reader gets when their language has none. A
 * version whose text is the fallback's own text is stored with its title alone (text ''),
 * as versions() answered it: it is not a human translation of the text, so the text is
 * still read from the fallback, and machine-translated into its language.
 */
function checkedVersions(versions: readonly NoticeVersion[]): NoticeVersion[] {
  const seen = new Set<string>();
  const checked = versions.map((version) => {
    if (!isLanguageCode(version.isoCode) || seen.has(version.isoCode)) {
      throw moderationErrors.noticeLanguage(version.isoCode);
    }
    seen.add(version.isoCode);
    const title = version.title.trim();
    const text = sanitizeNoticeHtml(version.text);
    if (!title || !hasContent(text)) throw moderationErrors.noticeEmpty(version.isoCode);
    return { isoCode: version.isoCode, title, text };
  });
  if (!FALLBACKS.some((isoCode) => seen.has(isoCode))) throw moderationErrors.noticeFallback();
  const fallback = FALLBACKS.map((isoCode) => checked.find((v) => v.isoCode === isoCode)).find(
    Boolean,
  );
  return checked.map((version) =>
    version !== fallback && version.text === fallback?.text ? { ...version, text: '' } : version,
  );
}

interface Log {
  warn(object: object, message: string): void;
}

/**
 * Notices as admins write them (the reading is features/notice): a notice's versions, one
 * per language, for editing; writing or editing one, its versions replaced as a whole, and
 * pinning or unpinning it. A save drops the notice's machine translations in its own
 * transaction and, once committed, queues new ones into every language left without a
 * human version (TranslationService.enqueueNotice). Every save is in the audit log (SAVE_NOTICE, and PIN_NOTICE or
 * UNPIN_NOTICE when the pin changes). Pinning sets `pinned_at`: members are notified of a
 * notice from the time it was pinned (notificationRepository.addNoticeRows), so a notice
 * pinned long after it was written still reaches them.
 */
export class NoticeAdmin {
  readonly #deps: Pick<AppContext, 'db' | 'clock' | 'translations'>;

  constructor(deps: Pick<AppContext, 'db' | 'clock' | 'translations'>) {
    this.#deps = deps;
  }

  /**
   * A notice's versions in every language it has. A version stored with a title alone (the
   * demo notices' 14 other languages) is answered with the text its readers are shown, the
   * fallback's, so that saving it back changes nothing they see.
   */
  async versions(noticeId: number): Promise<NoticeVersionsData> {
    const { db } = this.#deps;
    const notice = await findNotice(db, noticeId);
    if (!notice) throw moderationErrors.unknownNotice();
    const rows = await db
      .selectFrom('notice_translations')
      .select(['iso_code', 'title', 'text'])
      .where('notice_id', '=', noticeId)
      .orderBy('iso_code')
      .execute();
    const fallback = FALLBACKS.map((iso) => rows.find((r) => r.iso_code === iso && r.text)).find(
      Boolean,
    );
    return {
      noticeId,
      isFixed: notice.is_fixed,
      versionList: rows.flatMap((row) => {
        const text = row.text || fallback?.text;
        return text ? [{ isoCode: row.iso_code, title: row.title, text }] : [];
      }),
    };
  }

  /** Write a notice (no noticeId) or edit one; answers its id. */
  async save(adminId: number, request: SaveNoticeRequest, log: Log): Promise<SaveNoticeData> {
    const { db, clock, translations } = this.#deps;
    const versions = checkedVersions(request.versionList);
    const at = toUtcString(clock.now());
    const noticeId = await db.transaction().execute(async (trx) => {
      let wasFixed: 'Y' | 'N' | null = null;
      let noticeId: number;
      if (request.noticeId === undefined) {
        ({ notice_id: noticeId } = await trx
          .insertInto('notices')
          .values({
            is_fixed: request.isFixed,
            created_at: at,
            deleted_at: null,
            pinned_at: request.isFixed === 'Y' ? at : null,
          })
          .returning('notice_id')
          .executeTakeFirstOrThrow());
      } else {
        const notice = await findNotice(trx, request.noticeId);
        if (!notice) throw moderationErrors.unknownNotice();
        noticeId = notice.notice_id;
        wasFixed = notice.is_fixed;
        if (wasFixed !== request.isFixed) {
          await trx
            .updateTable('notices')
            .set({ is_fixed: request.isFixed, pinned_at: request.isFixed === 'Y' ? at : null })
            .where('notice_id', '=', noticeId)
            .execute();
        }
        await trx.deleteFrom('notice_translations').where('notice_id', '=', noticeId).execute();
        // Made from the versions replaced: never shown again, even if queuing fails below.
        await trx
          .deleteFrom('notice_machine_translations')
          .where('notice_id', '=', noticeId)
          .execute();
      }
      await trx
        .insertInto('notice_translations')
        .values(
          versions.map((v) => ({
            notice_id: noticeId,
            iso_code: v.isoCode,
            title: v.title,
            text: v.text,
          })),
        )
        .execute();
      const audit = { target_type: 'NOTICE', target_id: noticeId, subject_user_id: null };
      const entry = { ...audit, moderator_id: adminId, note: request.note, created_at: at };
      await appendAudit(trx, { ...entry, action: 'SAVE_NOTICE', suspended_until: null });
      if ((wasFixed ?? 'N') !== request.isFixed) {
        const action = request.isFixed === 'Y' ? 'PIN_NOTICE' : 'UNPIN_NOTICE';
        await appendAudit(trx, { ...entry, action, suspended_until: null });
      }
      return noticeId;
    });
    // The save stands whatever happens here; a failure is logged (and the next start queues
    // a notice left without machine translations).
    await translations.enqueueNotice(noticeId).catch((error: unknown) => {
      log.warn({ err: error, noticeId }, 'could not queue the machine translations of a notice');
    });
    return { noticeId };
  }
}
