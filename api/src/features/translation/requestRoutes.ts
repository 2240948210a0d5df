import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@kfeed/contracts/languages';
import { translationRoutes as routes } from '@kfeed/contracts/routes/translation';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { commentErrors } from '../comment/commentErrors.ts';
import {
  findVisibleComment,
  findVisibleFeed,
} from '../content-language/contentLanguageRepository.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible } from '../feeds/feedQuery.ts';
import { loadViewer, type Viewer } from '../feeds/viewer.ts';
import { knownLanguage, readLanguagesOf, shownAsWritten } from '../user/readLanguages.ts';
import { userNotFound } from '../user/userInfo.ts';
import {
  textTranslationFields,
  translationRoutesOf,
  type StoredTranslation,
} from './textTranslationStatus.ts';
import { translationErrors } from './translationErrors.ts';
import { TRANSLATION_ROWS, type TranslationKind as Kind } from './translationClaims.ts';

const KIND_OF = { FEED: 'feed', COMMENT: 'comment', PROFILE: 'intro' } as const;

/**
 * The post, comment or introduction the viewer may read, by the rules of reading it; else
 * its 404. `asWritten`: shown as written whatever the reader reads (no introduction, or
 * the reader's own).
 */
async function readableText(
  db: Db,
  viewer: Viewer | null,
  kind: (typeof KIND_OF)[keyof typeof KIND_OF],
  id: number,
): Promise<{ detectedLanguage: string | null; asWritten?: boolean }> {
  if (kind === 'intro') {
    const member = await db
      .selectFrom('users')
      .select(['self_introduce', 'self_introduce_language_code'])
      .where('user_id', '=', id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!member) throw userNotFound();
    return {
      detectedLanguage: member.self_introduce_language_code,
      asWritten: !member.self_introduce || viewer?.userId === id,
    };
  }
  if (kind === 'feed') {
    const feed = await findVisibleFeed(db, viewer, id);
    if (!feed) throw feedErrors.notFound();
    return { detectedLanguage: feed.detected_language_code };
  }
  const comment = await findVisibleComment(db, viewer, id);
  if (!comment || !(await isVisible(db, viewer, comment.feed_id))) throw commentErrors.notFound();
  return { detectedLanguage: comment.detected_language_code };
}

function storedTranslation(
  db: Db,
  kind: Kind,
  id: number,
  isoCode: LanguageCode,
): Promise<StoredTranslation | undefined> {
  const { table, id: idColumn } = TRANSLATION_ROWS[kind];
  return db
    .selectFrom(table)
    .select(['status', 'provider'])
    .where(idColumn, '=', id)
    .where('iso_code', '=', isoCode)
    .executeTakeFirst();
}

const PENDING: TextTranslationFields = {
  translationStatus: 'PENDING',
  translationProvider: null,
  translationUnavailableReason: null,
};

/**
 * A member asks again for the translation of a post, comment or member's introduction into
 * a language. Only one
 * whose status for this reader (as their answers show it) is UNAVAILABLE because it
 * FAILED is queued again; the live `translation` event follows when it is stored.
 */
export const translationRequestRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db, translations } = context;

  handle(app, routes.requestTranslation, async (request) => {
    const { targetType, targetId } = request.body;
    const isoCode = knownLanguage(request.body.isoCode);
    const kind = KIND_OF[targetType];
    const viewer = await loadViewer(db, request);
    const { detectedLanguage, asWritten } = await readableText(db, viewer, kind, targetId);
    const now = textTranslationFields(
      translationRoutesOf(db),
      isoCode,
      asWritten === true ||
        shownAsWritten(detectedLanguage, isoCode, readLanguagesOf(request, viewer)),
      await storedTranslation(db, kind, targetId, isoCode),
    );
    if (now.translationUnavailableReason !== 'FAILED') throw translationErrors.notRequestable(now);
    if (!(await translations.requeue(kind, targetId, isoCode))) {
      throw translationErrors.requestedMeanwhile();
    }
    return ok(PENDING);
  });
};
