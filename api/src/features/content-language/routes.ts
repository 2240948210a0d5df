import type { FastifyInstance } from 'fastify';
import { contentLanguageRoutes as routes } from '@kfeed/contracts/routes/contentLanguage';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { strictBodies } from '../../http/validation.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { knownLanguage } from '../user/readLanguages.ts';
import { ContentLanguageService } from './contentLanguageService.ts';

/** Correcting (author) or suggesting (any other member) the language of a post or comment. */
export const contentLanguageRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db } = context;
  const languages = new ContentLanguageService(context);
  app.setValidatorCompiler(strictBodies);

  handle(app, routes.updateFeedLanguage, async (request) => {
    const member = requireMember(request);
    const isoCode = knownLanguage(request.body.isoCode);
    const viewer = await loadViewer(db, request);
    return ok(await languages.correctFeed(viewer, member.userId, request.body.feedId, isoCode));
  });

  handle(app, routes.updateCommentLanguage, async (request) => {
    const member = requireMember(request);
    const isoCode = knownLanguage(request.body.isoCode);
    const viewer = await loadViewer(db, request);
    return ok(
      await languages.correctComment(viewer, member.userId, request.body.commentId, isoCode),
    );
  });
};
