import type { Db } from '../../db/db.ts';
import { shownByModeration } from '../moderation/moderationVisibility.ts';
import { blockedByViewer, type Viewer } from './viewer.ts';

/**
 * The posts a viewer may see, as a query over `feeds as f` to add filters, order and
 * paging to: not deleted; PUBLIC posts, plus NATION posts of the viewer's own country and
 * the viewer's own posts; never posts by members the viewer blocked, nor posts the viewer
 * reported; never a post a moderator removed, nor one hidden by reports unless the viewer
 * wrote it or moderates (shownByModeration, on the row's own column). Select `f.feed_id`
 * and hand the ids to loadFeedItems.
 */
export function visibleFeeds(db: Db, viewer: Viewer | null) {
  if (!viewer) return countryFeeds(db, null);
  return db
    .selectFrom('feeds as f')
    .where('f.deleted_at', 'is', null)
    .where((eb) => shownByModeration(viewer, eb.ref('f.moderation_state'), eb.ref('f.user_id')))
    .where((eb) =>
      eb.and([
        eb.or([
          eb('f.feed_type', '=', 'PUBLIC'),
          eb('f.user_id', '=', viewer.userId),
          ...(viewer.nationId === null ? [] : [eb('f.nation_id', '=', viewer.nationId)]),
        ]),
        eb.not(blockedByViewer(viewer, eb.ref('f.user_id'))),
        eb.not(
          eb.exists(
            eb
              .selectFrom('feed_reports as r')
              .select('r.feed_id')
              .where('r.user_id', '=', viewer.userId)
              .whereRef('r.feed_id', '=', 'f.feed_id'),
          ),
        ),
      ]),
    );
}

/**
 * The posts every reader in a country sees (`nationId` null: no country, as a visitor):
 * not deleted, VISIBLE, and PUBLIC or that country's. A member's posts are these, less the
 * authors they blocked and the posts they reported, plus their own (memberOverlay.ts).
 */
export function countryFeeds(db: Db, nationId: number | null) {
  const query = db
    .selectFrom('feeds as f')
    .where('f.deleted_at', 'is', null)
    .where((eb) => shownByModeration(null, eb.ref('f.moderation_state'), eb.ref('f.user_id')));
  if (nationId === null) return query.where('f.feed_type', '=', 'PUBLIC');
  return query.where((eb) =>
    eb.or([eb('f.feed_type', '=', 'PUBLIC'), eb('f.nation_id', '=', nationId)]),
  );
}

/** Posts as visibleFeeds or countryFeeds give them. */
export type FeedQuery = ReturnType<typeof countryFeeds>;

/** Whether the post is among `feeds`. */
export async function includesFeed(feeds: FeedQuery, feedId: number): Promise<boolean> {
  const row = await feeds.select('f.feed_id').where('f.feed_id', '=', feedId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the viewer may see this post (it exists, is not deleted, and passes the rules above). */
export function isVisible(db: Db, viewer: Viewer | null, feedId: number): Promise<boolean> {
  return includesFeed(visibleFeeds(db, viewer), feedId);
}
