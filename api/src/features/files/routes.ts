import type { FastifyInstance } from 'fastify';
import { filesRoutes as routes } from '@kfeed/contracts/routes/files';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { storedPathOf } from './fileUrl.ts';
import { UPLOAD_TMP_FOLDER } from './storage.ts';

const noSuchFile = () => notFound('FILE-001', 'There is no such file.');

/**
 * Stored images (post images, thumbnails, profile photos) by key, read from whichever
 * storage is configured, so the browser only ever talks to the API's origin. Names are
 * random and never reused, so answers are cached for a year and revalidation is never needed.
 */
export const fileRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  handle(app, routes.file, async (request, reply) => {
    const key = storedPathOf(request.url);
    // Uploads in progress are never handed out, nor hidden files.
    if (
      !key ||
      key.split('/')[0] === UPLOAD_TMP_FOLDER ||
      key.split('/').some((part) => part.startsWith('.'))
    )
      throw noSuchFile();
    const stored = await context.storage.get(key);
    if (!stored) throw noSuchFile();
    return reply
      .header('content-type', stored.contentType)
      .header('content-length', String(stored.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  });
};
