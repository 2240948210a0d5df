import type { FastifyPluginAsync } from 'fastify';
import type { SearchFeedQuery } from '@kfeed/kit/contracts/feed';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { envelopeSchema, ok } from '../../http/envelope.ts';
import { isoCodeSchema, requestLanguage } from '../../http/isoCode.ts';
import { loadFeedItems } from '../feeds/feedItems.ts';
import { feedListSchema, pagingProperties } from '../feeds/feedSchemas.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { searchFeedIds } from './searchFeeds.ts';
import {
  forgetSearch,
  listSearchHistory,
  recordSearch,
  SEARCH_TEXT_MAX,
  validSearchText,
} from './searchHistory.ts';

const historySchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      searchText: { type: 'string' },
      transTextForSearch: { type: ['string', 'null'] },
      searchDatetime: { type: 'string' },
      searchTextVisible: { type: 'string', enum: ['Y', 'N'] },
    },
    required: ['searchText', 'transTextForSearch', 'searchDatetime', 'searchTextVisible'],
  },
} as const;

const searchTextBody = {
  type: 'object',
  properties: { searchText: { type: 'string', minLength: 1, maxLength: SEARCH_TEXT_MAX * 2 } },
  required: ['searchText'],
} as const;

export const searchRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db, clock } = context;

    app.get<{ Querystring: SearchFeedQuery }>(
      '/api/feed/searchFeedList',
      {
        schema: {
          tags: ['search'],
          summary: 'Posts containing every word of searchText, in any language',
          description:
            'Searches titles, texts and their translations; words of any length in any ' +
            'script (two-syllable Korean words too). Posts with every word in the title come ' +
            'first, then some word in the title, then text-only matches; newest first within each.',
          querystring: {
            type: 'object',
            properties: {
              page: pagingProperties.page,
              size: pagingProperties.size,
              isoCode: isoCodeSchema,
              searchText: { type: 'string', minLength: 1, maxLength: SEARCH_TEXT_MAX * 2 },
              type: { type: 'string', enum: ['search'] },
              _t: pagingProperties._t,
            },
            required: ['searchText'],
          },
          response: { 200: envelopeSchema(feedListSchema) },
        },
      },
      async (request) => {
        const { page, size, searchText, isoCode } = request.query;
        const text = validSearchText(searchText);
        const viewer = await loadViewer(db, request);
        const ids = await searchFeedIds(db, viewer, text, { page, size });
        return ok(await loadFeedItems(db, ids, { viewer, isoCode: requestLanguage(isoCode) }));
      },
    );

    app.get<{ Querystring: { isoCode?: string } }>(
      '/api/common/getSearchHistoryList',
      {
        schema: {
          tags: ['search'],
          summary: 'My recent searches, newest first (at most 10; members)',
          querystring: { type: 'object', properties: { isoCode: isoCodeSchema } },
          response: { 200: envelopeSchema(historySchema) },
        },
      },
      async (request) => ok(await listSearchHistory(db, requireMember(request).userId)),
    );

    app.post<{ Body: { searchText: string } }>(
      '/api/common/insertSearchHistory',
      {
        schema: {
          tags: ['search'],
          summary: 'Put a search at the front of my recent searches (members)',
          description: 'A repeated search moves to the front; only the 10 newest are kept.',
          body: searchTextBody,
          response: { 200: envelopeSchema(historySchema) },
        },
      },
      async (request) => {
        const member = requireMember(request);
        const text = validSearchText(request.body.searchText);
        await recordSearch(db, clock, member.userId, text);
        return ok(await listSearchHistory(db, member.userId));
      },
    );

    app.post<{ Body: { searchText: string } }>(
      '/api/common/deleteSearchHistory',
      {
        schema: {
          tags: ['search'],
          summary: 'Remove a search from my recent searches (members)',
          body: searchTextBody,
          response: { 200: envelopeSchema(historySchema) },
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
