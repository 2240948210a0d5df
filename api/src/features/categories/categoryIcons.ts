import { categoriesRoutes } from '@kfeed/contracts/routes/categories';
import { routePath } from '@kfeed/contracts/routes/route';
/**
 * Category icons: 24x24 line drawings in one style (1.8 px round strokes), served as SVG.
 * `<name>.svg` draws in the interface's text colour; `<name>_w.svg` in white, for the
 * active chip on the primary colour.
 */
const ICONS: Record<string, string> = {
  // All posts: four tiles.
  home:
    '<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/>' +
    '<rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>',
  // My country's members only.
  lock:
    '<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/>' +
    '<path d="M12 14.5v2.5"/>',
  // Daily life: a cup with steam.
  daily:
    '<path d="M5 10h11v4.5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z"/><path d="M16 11.5h1.5a2.5 2.5 0 0 1 0 5H16"/>' +
    '<path d="M8.5 3.5c-.8 1 .8 2 0 3M12 3.5c-.8 1 .8 2 0 3"/>',
  // Jobs: a briefcase.
  jobs:
    '<rect x="3.5" y="7.5" width="17" height="12" rx="2"/><path d="M9 7.5V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v1.5"/>' +
    '<path d="M3.5 12.5h17"/><path d="M11 12.5h2v2h-2z"/>',
  // Housing: a house with a door.
  housing: '<path d="M4 10.5 12 4l8 6.5"/><path d="M6 9v10.5h12V9"/><path d="M10 19.5v-5h4v5"/>',
  // Visa and paperwork: a passport.
  visa:
    '<rect x="5.5" y="3.5" width="13" height="17" rx="2"/><circle cx="12" cy="10" r="3.2"/>' +
    '<path d="M8.8 10h6.4"/><path d="M9 16.5h6"/>',
  // Food: a bowl with chopsticks.
  food: '<path d="M4 12h16a8 7 0 0 1-16 0z"/><path d="M9 19h6"/><path d="M13 9 19.5 3.5M10.5 9l6-6.5"/>',
  // Events: a calendar with a star.
  events:
    '<rect x="4" y="5.5" width="16" height="14.5" rx="2"/><path d="M4 10h16M8.5 3.5v4M15.5 3.5v4"/>' +
    '<path d="m12 12.3.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2-1.45-1.4 2-.3z"/>',
  // Questions: a speech bubble with a question mark.
  questions:
    '<path d="M4 6.5a2.5 2.5 0 0 1 2.5-2.5h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.5V17H6.5A2.5 2.5 0 0 1 4 14.5z"/>' +
    '<path d="M10 8.6a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.3v.3"/><path d="M12 14.4v.1"/>',
  // Marketplace: a price tag.
  market:
    '<path d="M3.5 12.2V5a1.5 1.5 0 0 1 1.5-1.5h7.2l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.4 6.4a1.5 1.5 0 0 1-2.1 0z"/>' +
    '<circle cx="8.2" cy="8.2" r="1.4"/>',
  // News: a megaphone.
  news:
    '<path d="M4 10v4a1 1 0 0 0 1 1h2l8 4.5v-15L7 9H5a1 1 0 0 0-1 1z"/><path d="M7 15l1.2 4.5h2.3L9.5 15.6"/>' +
    '<path d="M18 9.5a3.5 3.5 0 0 1 0 5"/>',
};

/** The colour of the normal variant: the interface's text colour (--color-text). */
const INK = '#1b1d21';

export function categoryIconSvg(name: string, white: boolean): string | null {
  const body = ICONS[name];
  if (!body) return null;
  const colour = white ? '#ffffff' : INK;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ` +
    `stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">` +
    `${body}</svg>`
  );
}

export const CATEGORY_ICON_NAMES = Object.keys(ICONS);

/** The URL the API serves an icon at; the client adds `_w` before `.svg` for the white one. */
export const categoryIconUrl = (name: string) =>
  routePath(categoriesRoutes.categoryIcon, { file: `${name}.svg` });
