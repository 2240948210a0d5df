import type { ContentLanguageAnswer } from '@kfeed/contracts/language';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import { commentErrors } from '../comment/commentErrors.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible } from '../feeds/feedQuery.ts';
import type { Viewer } from '../feeds/viewer.ts';
import * as contentLanguageRepository from './contentLanguageRepository.ts';

/**
 * Correcting the detected language of a post or comment (issue 15). The author's word is
 * stored and the text is translated again from that language; anyone else's is recorded
 * as a suggestion (one per reader and text, the latest counts) for the author and the
 * operators to see. Nothing changes by vote.
 */
export class ContentLanguageService {
  readonly #deps: Pick<AppContext, 'db' | 'clock' | 'translations'>;

  constructor(deps: Pick<AppContext, 'db' | 'clock' | 'translations'>) {
    this.#deps = deps;
  }

  /** The member's word on the language of a post the viewer may see. */
  async correctFeed(
    viewer: Viewer | null,
    userId: number,
    feedId: number,
    isoCode: LanguageCode,
  ): Promise<ContentLanguageAnswer> {
    const { db, clock, translations } = this.#deps;
    const feed = await contentLanguageRepository.findVisibleFeed(db, viewer, feedId);
    if (!feed) throw feedErrors.notFound();
    const now = toUtcString(clock.now());
    if (feed.user_id !== userId) {
      const suggestionCount = await contentLanguageRepository.recordSuggestion(db, {
        kind: 'feed',
        id: feed.feed_id,
        userId,
        isoCode,
        now,
      });
      return {
        detectedLanguageCode: feed.detected_language_code ?? '',
        outcome: 'SUGGESTED',
        suggestionCount,
      };
    }
    if (feed.detected_language_code !== isoCode) {
      await contentLanguageRepository.setFeedLanguage(db, feed.feed_id, isoCode, now);
      await translations.enqueueFeed(feed.feed_id);
    }
    return { detectedLanguageCode: isoCode, outcome: 'CHANGED', suggestionCount: 0 };
  }

  /** The member's word on the language of a comment the viewer may see (on a post they may see). */
  async correctComment(
    viewer: Viewer | null,
    userId: number,
    commentId: number,
    isoCode: LanguageCode,
  ): Promise<ContentLanguageAnswer> {
    const { db, clock, translations } = this.#deps;
    const comment = await contentLanguageRepository.findVisibleComment(db, viewer, commentId);
    if (!comment || !(await isVisible(db, viewer, comment.feed_id))) {
      throw commentErrors.notFound();
    }
    const now = toUtcString(clock.now());
    if (comment.user_id !== userId) {
      const suggestionCount = await contentLanguageRepository.recordSuggestion(db, {
        kind: 'comment',
        id: comment.comment_id,
        userId,
        isoCode,
        now,
      });
      return {
        detectedLanguageCode: comment.detected_language_code ?? '',
        outcome: 'SUGGESTED',
        suggestionCount,
      };
    }
    if (comment.detected_language_code !== isoCode) {
      await contentLanguageRepository.setCommentLanguage(db, comment.comment_id, isoCode, now);
      await translations.enqueueComment(comment.comment_id);
    }
    return { detectedLanguageCode: isoCode, outcome: 'CHANGED', suggestionCount: 0 };
  }
}
