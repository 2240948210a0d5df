/** The API benchmark's scenarios (api/scripts/bench.ts measures them). */
import type { Row } from './benchReport.ts';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { searchRoutes } from '@kfeed/contracts/routes/search';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { systemRoutes } from '@kfeed/contracts/routes/system';

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** As the bench's member (the lists and posts a member sees). */
  auth?: boolean;
  /**
   * As one of the bench's liking members, each from an address of its own (X-Forwarded-For,
   * which the API believes from loopback), so likes are measured within the real write
   * limits (60 a minute per member), as many members liking make them: `next` takes the
   * next member in turn, `same` the one the latest `next` took.
   */
  liker?: 'next' | 'same';
}
export interface Scenario {
  name: string;
  group: Row['group'];
  requests: Request[];
}
export const get = (p: string, auth = false): Request => ({ method: 'GET', path: p, auth });
const searchPath = (text: string, isoCode = 'en') =>
  `${searchRoutes.searchFeedList.path}?page=1&size=10&isoCode=${isoCode}&type=search&searchText=${encodeURIComponent(text)}`;
const homePath = `${feedRoutes.getFeedList.path}?page=1&size=10&categoryId=home&isoCode=en`;
// Every kind of term: two-character Korean, Japanese and Chinese words, a longer Korean
// word, a Latin word found through translations, a very common one (about a third of all
// posts), two words, a word no post holds, and words found by their stem (in the reader's
// language: a Russian reader's "визу" finds "виза", an English reader's "visas" "visa").
const SEARCHES: Record<string, string | { text: string; isoCode: string }> = {
  'search 2-char Korean (맛집)': '맛집',
  'search 3+ chars Korean (지하철)': '지하철',
  'search 2-char Japanese (東京)': '東京',
  'search 2-char Chinese (北京)': '北京',
  'search Latin word via translation (subway)': 'subway',
  'search very common word (visa)': 'visa',
  'search two words (맛집 지하철)': '맛집 지하철',
  'search no match (xylophone)': 'xylophone',
  'search stemmed English (visas)': 'visas',
  'search stemmed Russian (визу, Russian reader)': { text: 'визу', isoCode: 'ru' },
};
/** Every scenario measured, over the posts and category picked from the generated data. */
export function benchScenarios(ids: {
  newest: number;
  deep: number;
  busyPost: number;
  category: number;
}): Scenario[] {
  // A member likes, and the same member takes it back.
  const like = (feedId: number, liked: boolean): Request => ({
    method: 'POST',
    path: liked ? feedRoutes.likeFeed.path : feedRoutes.dislikeFeed.path,
    body: { feedId },
    liker: liked ? 'next' : 'same',
  });
  const detail = (auth: boolean): Request => ({
    method: 'POST',
    path: feedRoutes.getFeedData.path,
    body: { feedId: ids.newest, isoCode: 'en', skipViewCount: true },
    auth,
  });
  return [
    // The API's own floor: every plugin and hook, no database work beyond authentication.
    { name: 'health (API floor)', group: 'other', requests: [get(systemRoutes.health.path)] },
    { name: 'feed list: home (visitor)', group: 'list', requests: [get(homePath)] },
    {
      name: 'feed list: a category (visitor)',
      group: 'list',
      requests: [
        get(`${feedRoutes.getFeedList.path}?page=1&size=10&categoryId=${ids.category}&isoCode=en`),
      ],
    },
    { name: 'feed list: page 1 (member)', group: 'list', requests: [get(homePath, true)] },
    {
      name: 'feed list: deep page (member, lastFeedId half way down)',
      group: 'list',
      requests: [
        get(
          `${feedRoutes.getFeedList.path}?page=2&size=10&categoryId=home&isoCode=en&lastFeedId=${ids.deep}`,
          true,
        ),
      ],
    },
    { name: 'post detail (visitor)', group: 'detail', requests: [detail(false)] },
    { name: 'post detail (member)', group: 'detail', requests: [detail(true)] },
    {
      name: 'notification list (member)',
      group: 'other',
      requests: [get(`${notificationRoutes.getNotificationList.path}?page=1&size=20`, true)],
    },
    {
      name: 'comment list',
      group: 'other',
      requests: [
        {
          method: 'POST',
          path: commentRoutes.getCommentList.path,
          body: { feedId: ids.busyPost, page: 1, isoCode: 'en' },
        },
      ],
    },
    ...Object.entries(SEARCHES).map(([name, text]): Scenario => ({
      name,
      group: 'search',
      requests: [
        get(typeof text === 'string' ? searchPath(text) : searchPath(text.text, text.isoCode)),
      ],
    })),
    {
      // Visitors' first pages while a member likes and unlikes a post far down the list:
      // the likes must not cost the visitors their kept pages.
      name: 'home (visitor) with likes elsewhere (1 in 5)',
      group: 'other',
      requests: [
        get(homePath),
        get(homePath),
        like(ids.deep, true),
        get(homePath),
        get(homePath),
        get(homePath),
        get(homePath),
        like(ids.deep, false),
        get(homePath),
        get(homePath),
      ],
    },
    {
      name: 'like / unlike (member)',
      group: 'like',
      requests: [like(ids.newest, true), like(ids.newest, false)],
    },
  ];
}

/**
 * The soak's mix: every list, post, search and like scenario's requests, not the floor, the
 * comment list or a search with no match.
 */
export function soakMix(scenarios: Scenario[]): Request[] {
  return scenarios
    .filter((s) => s.group !== 'other' && !s.name.includes('no match'))
    .flatMap((s) => s.requests);
}
