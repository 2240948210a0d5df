import type { LiveNewPost } from '@kfeed/platform/events';
import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';

/**
 * Whether a post just published belongs on the category Home shows: All takes every
 * public post, a category its own; a NATION post only the nation category (the event does
 * not say whose nation, and All shows members only their own nation's).
 */
export function showsNewPost(
  categoryId: string,
  post: Pick<LiveNewPost, 'categoryId' | 'feedType'>,
  nationCategoryId: string,
): boolean {
  if (post.feedType === 'NATION') return categoryId === nationCategoryId;
  if (categoryId === HOME_CATEGORY_ID) return true;
  return categoryId === String(post.categoryId);
}
