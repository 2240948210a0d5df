import type { FeedItem } from '@kfeed/contracts/feed';
import { pageOfPosts, type PagedListStart } from '@kfeed/kit/pagedList/pagedList';
import type { LoadPage } from '@kfeed/kit/pagedList/usePagedFeedList';
import { getFeedList, takeEmbeddedFeedPage } from './getFeedList.ts';

/**
 * Home's pages of one category in one language, for the kit's paged list. Pages after the
 * first name the last post shown: the server pages after it, so new posts never shift a page.
 */
export function homePageLoader(categoryId: string, isoCode: string): LoadPage {
  return async (page, lastShown) =>
    pageOfPosts(
      await getFeedList({
        page,
        categoryId,
        isoCode,
        ...(lastShown !== undefined ? { lastFeedId: lastShown.feedId } : {}),
      }),
    );
}

/**
 * Page 1 at once when the page already holds it: the first render then draws the cards, as
 * the server drew them into the HTML, instead of skeletons (docs/performance.md).
 */
export function embeddedFirstPage(categoryId: string, isoCode: string): PagedListStart | null {
  let items: FeedItem[] | undefined;
  try {
    items = takeEmbeddedFeedPage({ page: 1, categoryId, isoCode });
  } catch {
    // An embedded failure answer: page 1 is asked for as usual.
  }
  return items ? { items, page: 2, isEnd: pageOfPosts(items).isLast } : null;
}
