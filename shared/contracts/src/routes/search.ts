import { defineRoutes } from '@kfeed/contracts/routes/route';

/** Searching posts, and a member's recent searches. */
export const searchRoutes = defineRoutes({
  searchFeedList: {
    method: 'GET',
    path: '/api/feed/searchFeedList',
    tag: 'search',
    summary: 'Posts containing every word of searchText, in any language',
    description:
      'Searches titles, texts and their translations; words of any length in any ' +
      'script (two-syllable Korean words too). Posts with every word in the title come ' +
      'first, then some word in the title, then text-only matches; newest first within each.',
    access: 'anyone',
    query: 'SearchFeedQuery',
    answer: 'FeedList',
  },
  getSearchHistoryList: {
    method: 'GET',
    path: '/api/common/getSearchHistoryList',
    tag: 'search',
    summary: 'My recent searches, newest first (at most 10; members)',
    access: 'member',
    query: 'SearchHistoryQuery',
    answer: 'SearchHistory',
  },
  insertSearchHistory: {
    method: 'POST',
    path: '/api/common/insertSearchHistory',
    tag: 'search',
    summary: 'Put a search at the front of my recent searches (members)',
    description: 'A repeated search moves to the front; only the 10 newest are kept.',
    access: 'member',
    body: 'SearchTextRequest',
    answer: 'SearchHistory',
  },
  deleteSearchHistory: {
    method: 'POST',
    path: '/api/common/deleteSearchHistory',
    tag: 'search',
    summary: 'Remove a search from my recent searches (members)',
    access: 'member',
    body: 'SearchTextRequest',
    answer: 'SearchHistory',
  },
});
