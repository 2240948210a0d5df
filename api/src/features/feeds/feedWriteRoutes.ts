import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEED_LIMITS } from '@kfeed/kit/contracts/feed';
import * as S from '@kfeed/kit/contracts/schemas/feed';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { toUtcString } from '../../clock.ts';
import { strictBodies } from '../../http/validation.ts';
import { ok } from '../../http/envelope.ts';
import { detectLanguage } from '../translation/languageDetector.ts';
import { feedErrors } from './feedErrors.ts';
import { parseCardThumbnails } from './cardThumbnails.ts';
import {
  insertImageRows,
  removeStoredImages,
  storeFeedImages,
  type StoredImage,
} from './feedImages.ts';
import { readFeedUpload } from './feedUpload.ts';
import {
  checkFeedId,
  checkFeedWrite,
  checkImageDescriptions,
  type FeedWriteInput,
} from './feedWriteInput.ts';
import { planImages } from './feedImagePlan.ts';
import { loadViewer } from './viewer.ts';

const feedIdAnswer = Answers(S.FeedIdData);

/**
 * The multipart body as /api/docs shows it (the route reads the parts itself); its JSON
 * part is the kit's schema, which the route checks it against.
 */
const multipartDoc = (jsonPart: string, schema: { properties: object }, note = '') => ({
  consumes: ['multipart/form-data'],
  description:
    `multipart/form-data: a "${jsonPart}" part (JSON: {${Object.keys(schema.properties).join(', ')}}${note}) and up to ` +
    `${FEED_LIMITS.imagesMax} "images" files (${FEED_LIMITS.imageBytesMax / 1024 / 1024} MB ` +
    `each, ${FEED_LIMITS.totalBytesMax / 1024 / 1024} MB together), checked by content. ` +
    'Photos are stored re-encoded without metadata, with a thumbnail.',
});

async function requireViewer(context: AppContext, request: Parameters<typeof loadViewer>[1]) {
  requireMember(request);
  const viewer = await loadViewer(context.db, request);
  if (!viewer) throw feedErrors.invalid('Your account could not be found.');
  return viewer;
}

/**
 * Queue translations and refresh the search entry once a write has committed. The write
 * stands whatever happens here; a failure is logged and picked up again on restart.
 */
async function afterWrite(
  context: AppContext,
  log: { error(o: object, m: string): void },
  feedId: number,
) {
  try {
    await context.translations.enqueueFeed(feedId);
  } catch (error) {
    log.error({ err: error, feedId }, 'could not queue the translations of a post');
  }
}

/** The stored files of a feed_images row. */
const imageFilesOf = (row: {
  original_path: string;
  thumbnail_path: string;
  card_thumbnails: string;
}) => ({
  originalPath: row.original_path,
  thumbnailPath: row.thumbnail_path,
  cardThumbnails: parseCardThumbnails(row.card_thumbnails),
});

const languageOf = (input: FeedWriteInput) =>
  detectLanguage(`${input.feedTitle}\n${input.feedText}`);

export const feedWriteRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.setValidatorCompiler(strictBodies);
    const { db, clock } = context;
    const { storage } = context;
    const { storageDir } = context.config;

    app.post(
      '/api/feed/insertFeed',
      {
        schema: {
          tags: ['feed'],
          summary: 'Write a post with images (members)',
          ...multipartDoc('feedWriteRequest', S.FeedWriteRequest),
          response: feedIdAnswer,
        },
      },
      async (request) => {
        const viewer = await requireViewer(context, request);
        const upload = await readFeedUpload(request, storageDir, 'feedWriteRequest');
        let stored: StoredImage[] = [];
        let committed = false;
        try {
          const input = await checkFeedWrite(db, viewer, upload.json, 'feedWriteRequest');
          const descriptions = checkImageDescriptions(
            upload.json,
            'feedWriteRequest',
            upload.images.length,
          );
          const detected = await languageOf(input);
          const now = clock.now();
          stored = await storeFeedImages(storage, now, upload.images);
          const at = toUtcString(now);
          const feedId = await db.transaction().execute(async (trx) => {
            const { feed_id } = await trx
              .insertInto('feeds')
              .values({
                user_id: viewer.userId,
                category_id: input.category.categoryId,
                feed_type: input.feedType,
                nation_id: viewer.nationId,
                feed_title: input.feedTitle,
                feed_text: input.feedText,
                detected_language_code: detected,
                created_at: at,
                updated_at: at,
                deleted_at: null,
              })
              .returning('feed_id')
              .executeTakeFirstOrThrow();
            await insertImageRows(trx, feed_id, stored, at, (index) => index, descriptions);
            return feed_id;
          });
          committed = true;
          await afterWrite(context, request.log, feedId);
          return ok({ feedId });
        } finally {
          await upload.cleanup();
          if (!committed) await removeStoredImages(storage, stored);
        }
      },
    );

    app.put(
      '/api/feed/updateFeed',
      {
        schema: {
          tags: ['feed'],
          summary: 'Edit my post: fields, kept images in their new order, new images',
          ...multipartDoc(
            'feedUpdateRequest',
            S.FeedUpdateRequest,
            '; existingImages is JSON text of [{url, order, description?}]',
          ),
          response: feedIdAnswer,
        },
      },
      async (request) => {
        const viewer = await requireViewer(context, request);
        const upload = await readFeedUpload(request, storageDir, 'feedUpdateRequest');
        let stored: StoredImage[] = [];
        let committed = false;
        try {
          const feedId = checkFeedId(upload.json, 'feedUpdateRequest');
          const feed = await db
            .selectFrom('feeds')
            .select(['feed_id', 'user_id', 'feed_title', 'feed_text', 'detected_language_code'])
            .where('feed_id', '=', feedId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!feed) throw feedErrors.notFound();
          if (feed.user_id !== viewer.userId) throw feedErrors.notOwner();
          const input = await checkFeedWrite(db, viewer, upload.json, 'feedUpdateRequest');
          const plan = await planImages(db, feedId, upload.json, upload.images);
          const descriptions = checkImageDescriptions(
            upload.json,
            'feedUpdateRequest',
            upload.images.length,
          );
          const textChanged =
            input.feedTitle !== feed.feed_title || input.feedText !== feed.feed_text;
          const detected = textChanged ? await languageOf(input) : feed.detected_language_code;
          const now = clock.now();
          stored = await storeFeedImages(storage, now, upload.images);
          const at = toUtcString(now);
          await db.transaction().execute(async (trx) => {
            await trx
              .updateTable('feeds')
              .set({
                feed_title: input.feedTitle,
                feed_text: input.feedText,
                category_id: input.category.categoryId,
                feed_type: input.feedType,
                nation_id: viewer.nationId,
                detected_language_code: detected,
                updated_at: at,
              })
              .where('feed_id', '=', feedId)
              .execute();
            if (plan.dropped.length > 0) {
              await trx
                .deleteFrom('feed_images')
                .where(
                  'image_id',
                  'in',
                  plan.dropped.map((image) => image.image_id),
                )
                .execute();
            }
            for (const kept of plan.kept) {
              await trx
                .updateTable('feed_images')
                .set(
                  kept.description === undefined
                    ? { sort_order: kept.position }
                    : { sort_order: kept.position, description: kept.description },
                )
                .where('image_id', '=', kept.imageId)
                .execute();
            }
            await insertImageRows(
              trx,
              feedId,
              stored,
              at,
              (index) => plan.newPositions[index] ?? plan.kept.length + index,
              descriptions,
            );
            // Translations of the old words are wrong now; they are made again.
            if (textChanged)
              await trx.deleteFrom('feed_translations').where('feed_id', '=', feedId).execute();
          });
          committed = true;
          if (textChanged) await afterWrite(context, request.log, feedId);
          await removeStoredImages(storage, plan.dropped.map(imageFilesOf));
          return ok({ feedId });
        } finally {
          await upload.cleanup();
          if (!committed) await removeStoredImages(storage, stored);
        }
      },
    );

    app.post(
      '/api/feed/deleteFeed',
      {
        schema: {
          tags: ['feed'],
          summary: 'Delete my post (its images are removed)',
          body: S.FeedIdRequest,
          response: feedIdAnswer,
        },
      },
      async (request) => {
        const member = requireMember(request);
        const { feedId } = request.body;
        const feed = await db
          .selectFrom('feeds')
          .select(['feed_id', 'user_id'])
          .where('feed_id', '=', feedId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!feed) throw feedErrors.notFound();
        if (feed.user_id !== member.userId) throw feedErrors.notOwner();
        const images = await db.transaction().execute(async (trx) => {
          const rows = await trx
            .selectFrom('feed_images')
            .select(['original_path', 'thumbnail_path', 'card_thumbnails'])
            .where('feed_id', '=', feedId)
            .execute();
          await trx
            .updateTable('feeds')
            .set({ deleted_at: toUtcString(clock.now()) })
            .where('feed_id', '=', feedId)
            .execute();
          await trx.deleteFrom('feed_images').where('feed_id', '=', feedId).execute();
          return rows;
        });
        await removeStoredImages(storage, images.map(imageFilesOf));
        // Drops its translations and its search entry.
        await afterWrite(context, request.log, feedId);
        return ok({ feedId });
      },
    );
  };
