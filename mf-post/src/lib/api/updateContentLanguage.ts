import type { CommentLanguageRequest, FeedLanguageRequest } from '@kfeed/contracts/language';
import { contentLanguageRoutes } from '@kfeed/contracts/routes/contentLanguage';
import { call } from '@kfeed/platform/calls/apiCall';

/** The language of a post: the author corrects, anyone else suggests. */
export const updateFeedLanguage = (request: FeedLanguageRequest) =>
  call(contentLanguageRoutes.updateFeedLanguage, request, { silent: true });

/** The language of a comment: the author corrects, anyone else suggests. */
export const updateCommentLanguage = (request: CommentLanguageRequest) =>
  call(contentLanguageRoutes.updateCommentLanguage, request, { silent: true });
