import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@kfeed/contracts/schemas/feed';
import { SearchHistory } from '@kfeed/contracts/schemas/common';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { loadFeedItems } from '../feeds/feedItems.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { searchFeedIds } from './searchFeeds.ts';
import { forgetSearch, listSearchHistory, recordSearch, validSearchText } from './searchHistory.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';

export const searchRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, clock } = context;

    app.get(
      '/api/feed/searchFeedList',
      {
        schema: {
          tags: ['search'],
          summary: 'Posts containing every word of searchText, in any language',
          description:
            'Searches titles, texts and their translations; words of any length in any ' +
            'script (two-syllable Korean words too). Posts with every word in the title come ' +
            'first, then some word in the title, then text-only matches; newest first within each.',
          querystring: S.SearchFeedQuery,
          response: Answers(S.FeedList),
        },
      },
      async (request) => {
        const { page, size, searchText, isoCode } = request.query;
        const text = validSearchText(searchText);
        const viewer = await loadViewer(db, request);
        const ids = await searchFeedIds(db, viewer, text, { page, size });
        return ok(
          await loadFeedItems(db, ids, {
            viewer,
            isoCode: requestLanguage(isoCode),
            readLanguages: readLanguagesOf(request, viewer),
          }),
        );
      },
    );

    app.get(
      '/api/common/getSearchHistoryList',
      {
        schema: {
          tags: ['search'],
          summary: 'My recent searches, newest first (at most 10; members)',
          querystring: S.SearchHistoryQuery,
          response: Answers(SearchHistory),
        },
      },
      async (request) => ok(await listSearchHistory(db, requireMember(request).userId)),
    );

    app.post(
      '/api/common/insertSearchHistory',
      {
        schema: {
          tags: ['search'],
          summary: 'Put a search at the front of my recent searches (members)',
          description: 'A repeated search moves to the front; only the 10 newest are kept.',
          body: S.SearchTextRequest,
          response: Answers(SearchHistory),
        },
      },
      async (request) => {
        const member = requireMember(request);
        const text = validSearchText(request.body.searchText);
        await recordSearch(db, clock, member.userId, text);
        return ok(await listSearchHistory(db, member.userId));
      },
    );

    app.post(
      '/api/common/deleteSearchHistory',
      {
        schema: {
          tags: ['search'],
          summary: 'Remove a search from my recent searches (members)',
          body: S.SearchTextRequest,
          response: Answers(SearchHistory),
        },
      },
      async (request) => {
        const member = requireMember(request);
        const text = validSearchText(request.body.searchText);
        await forgetSearch(db, member.userId, text);
        return ok(await listSearchHistory(db, member.userId));
      },
    );
  };
