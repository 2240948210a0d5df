import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentLanguageAnswer } from '@kfeed/kit/contracts/language';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import * as S from '@kfeed/kit/contracts/schemas/language';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { toUtcString } from '../../clock.ts';
import { ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';
import { commentErrors } from '../comment/commentErrors.ts';
import { visibleComments } from '../comment/commentQuery.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible, visibleFeeds } from '../feeds/feedQuery.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { knownLanguage } from '../user/readLanguages.ts';
import { recordSuggestion } from './languageSuggestions.ts';

/**
 * Correcting the detected language of a post or comment (issue 15). The author's word is
 * stored and the text is translated again from that language; anyone else's is recorded
 * as a suggestion (one per reader and text, the latest counts) for the author and the
 * operators to see. Nothing changes by vote.
 */
export const contentLanguageRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, clock, translations } = context;
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
        const feed = await visibleFeeds(db, viewer)
          .select(['f.feed_id', 'f.user_id', 'f.detected_language_code'])
          .where('f.feed_id', '=', request.body.feedId)
          .executeTakeFirst();
        if (!feed) throw feedErrors.notFound();
        const now = toUtcString(clock.now());
        if (feed.user_id !== member.userId) {
          const suggestionCount = await recordSuggestion(db, {
            kind: 'feed',
            id: feed.feed_id,
            userId: member.userId,
            isoCode,
            now,
          });
          return ok({
            detectedLanguageCode: feed.detected_language_code ?? '',
            outcome: 'SUGGESTED',
            suggestionCount,
          });
        }
        if (feed.detected_language_code !== isoCode) {
          await db
            .updateTable('feeds')
            .set({ detected_language_code: isoCode, updated_at: now })
            .where('feed_id', '=', feed.feed_id)
            .execute();
          await translations.enqueueFeed(feed.feed_id);
        }
        return ok({ detectedLanguageCode: isoCode, outcome: 'CHANGED', suggestionCount: 0 });
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
        const comment = await visibleComments(db, viewer)
          .select(['c.comment_id', 'c.feed_id', 'c.user_id', 'c.detected_language_code'])
          .where('c.comment_id', '=', request.body.commentId)
          .executeTakeFirst();
        if (!comment || !(await isVisible(db, viewer, comment.feed_id))) {
          throw commentErrors.notFound();
        }
        const now = toUtcString(clock.now());
        if (comment.user_id !== member.userId) {
          const suggestionCount = await recordSuggestion(db, {
            kind: 'comment',
            id: comment.comment_id,
            userId: member.userId,
            isoCode,
            now,
          });
          return ok({
            detectedLanguageCode: comment.detected_language_code ?? '',
            outcome: 'SUGGESTED',
            suggestionCount,
          });
        }
        if (comment.detected_language_code !== isoCode) {
          await db
            .updateTable('comments')
            .set({ detected_language_code: isoCode, updated_at: now })
            .where('comment_id', '=', comment.comment_id)
            .execute();
          await translations.enqueueComment(comment.comment_id);
        }
        return ok({ detectedLanguageCode: isoCode, outcome: 'CHANGED', suggestionCount: 0 });
      },
    );
  };
