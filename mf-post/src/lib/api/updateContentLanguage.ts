import type {
  CommentLanguageRequest,
  ContentLanguageAnswer,
  FeedLanguageRequest,
} from '@kfeed/contracts/language';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/updateFeedLanguage: the author corrects, anyone else suggests. */
export const updateFeedLanguage = (request: FeedLanguageRequest) =>
  apiPost<ContentLanguageAnswer>('/api/feed/updateFeedLanguage', request, { silent: true });

/** POST /api/comment/updateCommentLanguage: the author corrects, anyone else suggests. */
export const updateCommentLanguage = (request: CommentLanguageRequest) =>
  apiPost<ContentLanguageAnswer>('/api/comment/updateCommentLanguage', request, { silent: true });
