import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEED_LIMITS } from '@kfeed/contracts/feed';
import * as S from '@kfeed/contracts/schemas/feed';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { strictBodies } from '../../http/validation.ts';
import { ok } from '../../http/envelope.ts';
import { feedErrors } from './feedErrors.ts';
import { FeedService } from './feedService.ts';
import { readFeedUpload } from './feedUpload.ts';
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

/** Writing, editing and deleting posts; the work is feedService.ts's. */
export const feedWriteRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.setValidatorCompiler(strictBodies);
    const { storageDir } = context.config;
    const feeds = new FeedService(context);

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
        return ok({ feedId: await feeds.write(viewer, upload, request.log) });
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
        return ok({ feedId: await feeds.edit(viewer, upload, request.log) });
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
        await feeds.delete(member.userId, feedId, request.log);
        return ok({ feedId });
      },
    );
  };
