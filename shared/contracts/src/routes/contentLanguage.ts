import { defineRoutes } from '@kfeed/contracts/routes/route';

/** Correcting (the author) or suggesting (any other member) the language of a post or comment. */
export const contentLanguageRoutes = defineRoutes({
  updateFeedLanguage: {
    method: 'POST',
    path: '/api/feed/updateFeedLanguage',
    tag: 'feed',
    summary: "Correct a post's detected language (author) or suggest one (members)",
    description:
      'isoCode is an interface language. The author: stored, and the post is translated ' +
      'again (CHANGED). Any other member: recorded as a suggestion (SUGGESTED).',
    access: 'member',
    writeLimit: 'language',
    body: 'FeedLanguageRequest',
    answer: 'ContentLanguageAnswer',
  },
  updateCommentLanguage: {
    method: 'POST',
    path: '/api/comment/updateCommentLanguage',
    tag: 'comment',
    summary: "Correct a comment's detected language (author) or suggest one (members)",
    description:
      'isoCode is an interface language. The author: stored, and the comment is ' +
      'translated again (CHANGED). Any other member: recorded as a suggestion (SUGGESTED).',
    access: 'member',
    writeLimit: 'language',
    body: 'CommentLanguageRequest',
    answer: 'ContentLanguageAnswer',
  },
});
