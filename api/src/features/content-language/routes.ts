import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentLanguageAnswer } from '@kfeed/contracts/language';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import * as S from '@kfeed/contracts/schemas/language';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { knownLanguage } from '../user/readLanguages.ts';
import { ContentLanguageService } from './contentLanguageService.ts';

/** Correcting (author) or suggesting (any other member) the language of a post or comment. */
export const contentLanguageRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = context;
    const languages = new ContentLanguageService(context);
    app.setValidatorCompiler(strictBodies);

    app.post(
      '/api/feed/updateFeedLanguage',
      {
        schema: {
          tags: ['feed'],
          summary: "Correct a post's detected language (author) or suggest one (members)",
          description:
            'isoCode is an interface language. The author: stored, and the post is translated ' +
            'again (CHANGED). Any other member: recorded as a suggestion (SUGGESTED).',
          security: [{ bearer: [] }],
          body: S.FeedLanguageRequest,
          response: Answers(S.ContentLanguageAnswer),
        },
      },
      async (request): Promise<ApiEnvelope<ContentLanguageAnswer>> => {
        const member = requireMember(request);
        const isoCode = knownLanguage(request.body.isoCode);
        const viewer = await loadViewer(db, request);
        return ok(await languages.correctFeed(viewer, member.userId, request.body.feedId, isoCode));
      },
    );

    app.post(
      '/api/comment/updateCommentLanguage',
      {
        schema: {
          tags: ['comment'],
          summary: "Correct a comment's detected language (author) or suggest one (members)",
          description:
            'isoCode is an interface language. The author: stored, and the comment is ' +
            'translated again (CHANGED). Any other member: recorded as a suggestion (SUGGESTED).',
          security: [{ bearer: [] }],
          body: S.CommentLanguageRequest,
          response: Answers(S.ContentLanguageAnswer),
        },
      },
      async (request): Promise<ApiEnvelope<ContentLanguageAnswer>> => {
        const member = requireMember(request);
        const isoCode = knownLanguage(request.body.isoCode);
        const viewer = await loadViewer(db, request);
        return ok(
          await languages.correctComment(viewer, member.userId, request.body.commentId, isoCode),
        );
      },
    );
  };
