export const BRAND_SUFFIX = ' | KFeed';

/** The page title: the route's title plus the brand suffix (spec 1, section 2). */
export function pageTitle(routeTitle: string | null | undefined): string {
  return routeTitle ? `${routeTitle}${BRAND_SUFFIX}` : BRAND_SUFFIX.replace(' | ', '');
}
