import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem, FeedTranslation } from '@kfeed/contracts/feed';

const sameLanguage = (a: string | null, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * The post's translation into the reader's language, or null when there is none to
 * show: the post is already in that language, or no translation was made.
 */
export function feedTranslationFor(
  feed: Pick<FeedItem, 'translatedFeedMap' | 'detectedLanguageCode'>,
  isoCode: string,
): FeedTranslation | null {
  if (sameLanguage(feed.detectedLanguageCode, isoCode)) return null;
  const translation = feed.translatedFeedMap?.[isoCode];
  if (!translation || (!translation.feedTransTitle && !translation.feedTransText)) return null;
  return translation;
}

/** The comment's translation into the reader's language, or null when there is none. */
export function commentTranslationFor(
  comment: Pick<CommentItem, 'translatedCommentMap' | 'detectedLanguageCode'>,
  isoCode: string,
): string | null {
  if (sameLanguage(comment.detectedLanguageCode, isoCode)) return null;
  const text = comment.translatedCommentMap?.[isoCode]?.commentTransText;
  return text ? text : null;
}
