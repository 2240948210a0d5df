/**
 * Home's saved list moved to mf-feed (mf-feed/src/lib/homeListState.ts); other apps ask Home
 * for a category through its address (@kfeed/kit/homeCategory). Only the "all posts" id is
 * re-exported here, for the files other work is converting at the moment (mf-feed's
 * getFeedList.ts, shell/server/shellHtml.ts): remove once they import @kfeed/kit/homeCategory.
 */
export { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
