import type { FastifyInstance } from 'fastify';
import { feedRoutes as routes } from '@kfeed/contracts/routes/feed';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { handle } from '../../http/routeTable.ts';
import { feedErrors } from './feedErrors.ts';
import { loadFeedItems } from './feedItems.ts';
import { isVisible } from './feedQuery.ts';
import * as feedRepository from './feedRepository.ts';
import { loadViewer } from './viewer.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';
import { ReadCache } from '../../db/readCache.ts';
import { viewCountsOf } from './viewCounts.ts';

export const feedReadRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db } = context;
  const visitorFirstPages = new ReadCache<Buffer>(db);
  const visitorPosts = new ReadCache<Buffer>(db, 1000);
  const views = viewCountsOf(app, context);

  handle(app, routes.getFeedList, async (request, reply) => {
    const { query } = request;
    const list = async () => {
      const viewer = await loadViewer(db, request);
      const selector = query.categoryId || query.type || 'home';
      let filter: feedRepository.FeedListFilter = {};
      if (selector === 'nation') {
        requireMember(request);
        const nationId = viewer?.nationId ?? null;
        if (nationId === null) return ok([]);
        filter = { nationId };
      } else if (selector !== 'home') {
        const wanted = /^\d{1,9}$/.test(selector) ? Number(selector) : null;
        const categoryId =
          wanted === null ? undefined : await feedRepository.findCategoryId(db, wanted);
        if (categoryId === undefined) throw feedErrors.unknownCategory();
        filter = { categoryId };
      }
      const ids = await feedRepository.listedFeedIds(db, viewer, filter, query);
      return ok(
        await loadFeedItems(db, ids, {
          viewer,
          isoCode: requestLanguage(query.isoCode),
          readLanguages: readLanguagesOf(request, viewer),
        }),
      );
    };
    // A visitor's first page is the same for every visitor: kept, serialised, until
    // what it shows changes (readCache.ts). Keyed by the whole query and the languages the
    // visitor reads (Accept-Language), which is all that shapes it, but for the
    // cache-buster `_t` the app sends with every call (ignored); members' answers depend
    // on who they are and are never kept.
    if (request.member || query.page !== 1 || query.lastFeedId !== undefined) return list();
    const key = JSON.stringify({
      ...query,
      _t: undefined,
      readLanguages: readLanguagesOf(request, null),
    });
    // Kept through changes to posts it does not show (likes and views elsewhere).
    const body = await visitorFirstPages.getShowing(key, async () => {
      const answer = await list();
      return {
        value: Buffer.from(String(reply.serialize(answer))),
        feedIds: answer.data.map((item) => item.feedId),
      };
    });
    // Already serialised by this route's own response schema: sent as it is.
    return reply.type('application/json; charset=utf-8').send(body) as never;
  });

  handle(app, routes.getFeedData, async (request, reply) => {
    const { feedId, getOriginal, skipViewCount } = request.body;
    const post = async () => {
      const viewer = await loadViewer(db, request);
      if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
      if (!skipViewCount) views.note(feedId, request);
      const [item] = await loadFeedItems(db, [feedId], {
        viewer,
        isoCode: requestLanguage(request.body.isoCode),
        readLanguages: readLanguagesOf(request, viewer),
        original: getOriginal === true,
        allCategoryLanguages: true,
      });
      if (!item) throw feedErrors.notFound();
      return ok(item);
    };
    // Kept for visitors like their first feed pages; an answer that notes a view is not.
    if (request.member || !skipViewCount) return post();
    const key = JSON.stringify({
      ...request.body,
      readLanguages: readLanguagesOf(request, null),
    });
    const body = await visitorPosts.getShowing(key, async () => ({
      value: Buffer.from(String(reply.serialize(await post()))),
      feedIds: [feedId],
    }));
    // Already serialised by this route's own response schema: sent as it is.
    return reply.type('application/json; charset=utf-8').send(body) as never;
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
    const ids = await feedRepository.listedFeedIds(db, viewer, { authorId }, query);
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
