import type { FastifyInstance } from 'fastify';
import { feedRoutes as routes } from '@kfeed/contracts/routes/feed';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { feedErrors } from './feedErrors.ts';
import { FeedService } from './feedService.ts';
import { readFeedUpload } from './feedUpload.ts';
import { loadViewer } from './viewer.ts';

async function requireViewer(context: AppContext, request: Parameters<typeof loadViewer>[1]) {
  requireMember(request);
  const viewer = await loadViewer(context.db, request);
  if (!viewer) throw feedErrors.invalid('Your account could not be found.');
  return viewer;
}

/**
 * Writing, editing and deleting posts; the work is feedService.ts's. The multipart bodies
 * are read here, their JSON part named by the entry's form (feedWriteInput.ts checks it).
 */
export const feedWriteRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { storageDir } = context.config;
  const feeds = new FeedService(context);

  handle(app, routes.insertFeed, async (request) => {
    const viewer = await requireViewer(context, request);
    const upload = await readFeedUpload(request, storageDir, routes.insertFeed.form.part);
    return ok({ feedId: await feeds.write(viewer, upload, request.log) });
  });

  handle(app, routes.updateFeed, async (request) => {
    const viewer = await requireViewer(context, request);
    const upload = await readFeedUpload(request, storageDir, routes.updateFeed.form.part);
    return ok({ feedId: await feeds.edit(viewer, upload, request.log) });
  });

  handle(app, routes.deleteFeed, async (request) => {
    const viewer = await requireViewer(context, request);
    const { feedId } = request.body;
    await feeds.delete(viewer, feedId, request.log);
    return ok({ feedId });
  });
};
