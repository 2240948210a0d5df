import type { FastifyInstance } from 'fastify';
import type { FeedItem } from '@kfeed/contracts/feed';
import { feedRoutes as routes } from '@kfeed/contracts/routes/feed';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/db.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { handle, type RouteRequest } from '../../http/routeTable.ts';
import { feedErrors } from './feedErrors.ts';
import { loadFeedItems } from './feedItems.ts';
import { countryFeeds, includesFeed, visibleFeeds, type FeedQuery } from './feedQuery.ts';
import * as feedRepository from './feedRepository.ts';
import { keptItem, listAnswer, listPart, type KeptItem, type Serialize } from './keptItems.ts';
import { hides, likedBy, MemberOverlays } from './memberOverlay.ts';
import { loadViewer, type Viewer } from './viewer.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';
import { ReadCache } from '../../db/readCache.ts';
import { viewCountsOf } from './viewCounts.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A list's posts kept for members: a page and as many again, taken from when some are hidden. */
interface Candidates {
  items: KeptItem[];
  /** Whether the list may go on past them. */
  more: boolean;
}

export const feedReadRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db } = context;
  const visitorFirstPages = new ReadCache<Buffer>(db);
  const memberFirstPages = new ReadCache<Candidates>(db);
  // Pages after a post the client holds: many more keys, so apart from the first pages.
  const memberLaterPages = new ReadCache<Candidates>(db, 300);
  const keptPosts = new ReadCache<KeptItem>(db, 1000);
  const overlays = new MemberOverlays(db);
  const views = viewCountsOf(app, context);

  handle(app, routes.getFeedList, async (request, reply) => {
    const { query } = request;
    const viewer = await loadViewer(db, request);
    const isoCode = requestLanguage(query.isoCode);
    const readLanguages = readLanguagesOf(request, viewer);
    /** A page of the list among `feeds`, as items with `likesOf`'s likes. */
    const page = async (feeds: FeedQuery, likesOf: Viewer | null, size = query.size) => {
      const filter = await listFilter(db, request, viewer);
      if (!filter) return [];
      const ids = await feedRepository.listedFeedIds(db, feeds, filter, { ...query, size });
      return loadFeedItems(db, ids, { viewer: likesOf, isoCode, readLanguages });
    };
    // The cache-buster `_t` the app sends with every call shapes nothing.
    const key = (nationId: number | null) =>
      JSON.stringify({ ...query, _t: undefined, readLanguages, nationId });
    const firstPage = query.page === 1 && query.lastFeedId === undefined;

    if (viewer) {
      // A member's page: their country's, kept, less what they blocked and reported (with
      // as many posts again to take from), and their likes (memberOverlay.ts).
      const overlay = await overlays.of(viewer);
      const kept = firstPage ? memberFirstPages : memberLaterPages;
      if (overlay && (firstPage || query.lastFeedId !== undefined)) {
        const serialize: Serialize<FeedItem[]> = (answer) => String(reply.serialize(answer));
        const spare = query.size;
        const candidates = await kept.getShowing(key(viewer.nationId), async () => {
          const items = await page(countryFeeds(db, viewer.nationId), null, query.size + spare);
          return {
            value: {
              items: items.map((item) => keptItem(item, (one) => listPart(serialize, one))),
              more: items.length === query.size + spare,
            },
            feedIds: items.map((item) => item.feedId),
          };
        });
        const shown = candidates.items.filter((item) => !hides(overlay, item));
        if (shown.length >= query.size || !candidates.more) {
          const items = shown.slice(0, query.size);
          const liked = await likedBy(
            db,
            viewer,
            overlay,
            items.map((item) => item.feedId),
          );
          const parts = items.map((item) => item.bytes[liked.has(item.feedId) ? 'Y' : 'N']);
          return reply.type(JSON_TYPE).send(listAnswer(serialize, parts)) as never;
        }
      }
      return ok(await page(visibleFeeds(db, viewer), viewer));
    }
    // A visitor's first page is the same for every visitor: kept, serialised, until what
    // it shows changes (readCache.ts). Keyed by the whole query and the languages the
    // visitor reads (Accept-Language), which is all that shapes it.
    if (!firstPage) return ok(await page(visibleFeeds(db, null), null));
    // Kept through changes to posts it does not show (likes and views elsewhere).
    const body = await visitorFirstPages.getShowing(key(null), async () => {
      const answer = ok(await page(visibleFeeds(db, null), null));
      return {
        value: Buffer.from(String(reply.serialize(answer))),
        feedIds: answer.data.map((item) => item.feedId),
      };
    });
    // Already serialised by this route's own response schema: sent as it is.
    return reply.type(JSON_TYPE).send(body) as never;
  });

  handle(app, routes.getFeedData, async (request, reply) => {
    const { feedId, getOriginal, skipViewCount } = request.body;
    const viewer = await loadViewer(db, request);
    const isoCode = requestLanguage(request.body.isoCode);
    const readLanguages = readLanguagesOf(request, viewer);
    /** The post if it is among `feeds`, with `likesOf`'s like; else 404. */
    const post = async (feeds: FeedQuery, likesOf: Viewer | null) => {
      if (!(await includesFeed(feeds, feedId))) throw feedErrors.notFound();
      const [item] = await loadFeedItems(db, [feedId], {
        viewer: likesOf,
        isoCode,
        readLanguages,
        original: getOriginal === true,
        allCategoryLanguages: true,
      });
      if (!item) throw feedErrors.notFound();
      return item;
    };
    const overlay = viewer && (await overlays.of(viewer));
    if (viewer && !overlay) {
      const item = await post(visibleFeeds(db, viewer), viewer);
      if (!skipViewCount) views.note(feedId, request);
      return ok(item);
    }
    // The post as every reader of the country sees it, kept until it changes; for a member,
    // with their overlay and their like (memberOverlay.ts).
    const nationId = viewer?.nationId ?? null;
    const key = JSON.stringify({ feedId, isoCode, getOriginal, readLanguages, nationId });
    const kept = await keptPosts.getShowing(key, async () => {
      const item = await post(countryFeeds(db, nationId), null);
      const value = keptItem(item, (one) => String(reply.serialize(ok(one))));
      return { value, feedIds: [feedId] };
    });
    if (overlay && hides(overlay, kept)) throw feedErrors.notFound();
    if (!skipViewCount) views.note(feedId, request);
    const liked = viewer && overlay && (await likedBy(db, viewer, overlay, [feedId]));
    // Already serialised by this route's own response schema: sent as it is.
    return reply.type(JSON_TYPE).send(kept.bytes[liked && liked.has(feedId) ? 'Y' : 'N']) as never;
  });

  handle(app, routes.getUserFeedList, async (request) => {
    const { query } = request;
    const viewer = await loadViewer(db, request);
    let authorId: number;
    if (query.isMyList) {
      authorId = requireMember(request).userId;
    } else {
      if (query.userId === undefined)
        throw feedErrors.invalid('Give userId, or isMyList=true for your own posts.');
      const author = await feedRepository.findUserId(db, query.userId);
      if (author === undefined) throw feedErrors.unknownUser();
      authorId = author;
    }
    const ids = await feedRepository.listedFeedIds(
      db,
      visibleFeeds(db, viewer),
      { authorId },
      query,
    );
    return ok(
      await loadFeedItems(db, ids, {
        viewer,
        isoCode: requestLanguage(query.isoCode),
        readLanguages: readLanguagesOf(request, viewer),
      }),
    );
  });

  handle(app, routes.getMyLikeFeedList, async (request) => {
    const member = requireMember(request);
    const { query } = request;
    const viewer = await loadViewer(db, request);
    const ids = await feedRepository.likedFeedIds(db, viewer, member.userId, query);
    return ok(
      await loadFeedItems(db, ids, {
        viewer,
        isoCode: requestLanguage(query.isoCode),
        readLanguages: readLanguagesOf(request, viewer),
      }),
    );
  });
};

/**
 * Which posts the list holds (its selector: `categoryId` or `type`): all, a category's, or
 * the NATION posts of the member's country (members only); null when that is none at all
 * (a member with no country).
 */
async function listFilter(
  db: Db,
  request: RouteRequest<typeof routes.getFeedList>,
  viewer: Viewer | null,
): Promise<feedRepository.FeedListFilter | null> {
  const { query } = request;
  const selector = query.categoryId || query.type || 'home';
  if (selector === 'home') return {};
  if (selector === 'nation') {
    requireMember(request);
    const nationId = viewer?.nationId ?? null;
    return nationId === null ? null : { nationId };
  }
  const wanted = /^\d{1,9}$/.test(selector) ? Number(selector) : null;
  const categoryId = wanted === null ? undefined : await feedRepository.findCategoryId(db, wanted);
  if (categoryId === undefined) throw feedErrors.unknownCategory();
  return { categoryId };
}
