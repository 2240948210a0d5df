/**
 * How another screen asks Home for a category (docs/post-navigation.md): it navigates to
 * `/?categoryId=<id>`. Home (mf-feed) reads the query when it mounts or when it changes,
 * selects that category, starts its list afresh at page 1 at the top and takes the query
 * out of the address (replacing it, so the browser's Back skips it). Home's saved list is
 * mf-feed's alone: no other app reads or writes it.
 */

/** The category id that means "all posts". */
export const HOME_CATEGORY_ID = 'home';

/** The query key Home reads a requested category from. */
export const HOME_CATEGORY_PARAM = 'categoryId';

/** Home opened on a category, at page 1 at the top: e.g. homeCategoryUrl('3') is `/?categoryId=3`. */
export function homeCategoryUrl(categoryId: string): string {
  return `/?${new URLSearchParams({ [HOME_CATEGORY_PARAM]: categoryId }).toString()}`;
}

/** The category a query asks Home for, or null when it asks for none. */
export function requestedHomeCategory(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(HOME_CATEGORY_PARAM) || null;
}
