import type { Db } from '../../db/db.ts';
import { keepsAnswers, ReadCache } from '../../db/readCache.ts';
import { countryFeeds, visibleFeeds, type FeedQuery } from './feedQuery.ts';
import { likedAmong } from './feedRepository.ts';
import type { Viewer } from './viewer.ts';

/**
 * What sets a member's posts apart from those of every reader in their country
 * (countryFeeds): the authors they blocked and the posts they reported, taken out, and the
 * posts they liked.
 */
export interface MemberOverlay {
  readonly blockedAuthors: ReadonlySet<number>;
  readonly reportedPosts: ReadonlySet<number>;
  /** Every post the member liked; null when they liked more than KEPT_LIKES (read per answer). */
  readonly likedPosts: ReadonlySet<number> | null;
}

/** Members whose overlays are kept at once; more empties the lot (readCache.ts). */
const KEPT_MEMBERS = 10_000;
/** Likes kept per member at most: a member who liked more has theirs read with each answer. */
export const KEPT_LIKES = 2_000;

/**
 * Members' overlays, so that a member's list or post is the kept one of their country and
 * language with the overlay applied and their likes marked (feedReadRoutes.ts), instead of
 * computed for them alone. Each is kept until the change log names the member (a block, a
 * report, a like or a sign-in of theirs, written by any API process; migrations 0190 and
 * 0220) or anything is logged that may move posts between lists.
 */
export class MemberOverlays {
  readonly #kept: ReadCache<MemberOverlay | null>;

  constructor(private readonly db: Db) {
    this.#kept = new ReadCache(db, KEPT_MEMBERS);
  }

  /**
   * The viewer's overlay, or null when their answers are computed for them as before:
   * nothing is kept on this database (one not opened by openDatabase), they moderate (they see hidden posts), or
   * they wrote posts their country's readers do not see (hidden, or another country's).
   */
  async of(viewer: Viewer): Promise<MemberOverlay | null> {
    if (viewer.isModerator || !keepsAnswers(this.db)) return null;
    return this.#kept.getFor(viewer.userId, `${viewer.userId} ${viewer.nationId}`, () =>
      this.#load(viewer),
    );
  }

  async #load(viewer: Viewer): Promise<MemberOverlay | null> {
    const own = (feeds: FeedQuery) =>
      feeds.where('f.user_id', '=', viewer.userId).select('f.feed_id');
    const [blocked, reported, liked, apart] = await Promise.all([
      this.db
        .selectFrom('user_blocks')
        .select('blocked_id')
        .where('blocker_id', '=', viewer.userId)
        .execute(),
      this.db
        .selectFrom('feed_reports')
        .select('feed_id')
        .where('user_id', '=', viewer.userId)
        .execute(),
      this.db
        .selectFrom('feed_likes')
        .select('feed_id')
        .where('user_id', '=', viewer.userId)
        .limit(KEPT_LIKES + 1)
        .execute(),
      own(visibleFeeds(this.db, viewer))
        .except(own(countryFeeds(this.db, viewer.nationId)))
        .limit(1)
        .executeTakeFirst(),
    ]);
    if (apart) return null;
    return {
      blockedAuthors: new Set(blocked.map((row) => row.blocked_id)),
      reportedPosts: new Set(reported.map((row) => row.feed_id)),
      likedPosts: liked.length > KEPT_LIKES ? null : new Set(liked.map((row) => row.feed_id)),
    };
  }
}

/** Which of these posts the member liked: from their overlay, else read. */
export async function likedBy(
  db: Db,
  viewer: Viewer,
  overlay: MemberOverlay,
  feedIds: readonly number[],
): Promise<ReadonlySet<number>> {
  const { likedPosts } = overlay;
  if (likedPosts) return likedPosts;
  return likedAmong(db, viewer.userId, feedIds);
}

/** Whether the overlay takes the post out of the member's answers. */
export function hides(overlay: MemberOverlay, post: { feedId: number; userId: number }): boolean {
  return overlay.blockedAuthors.has(post.userId) || overlay.reportedPosts.has(post.feedId);
}
