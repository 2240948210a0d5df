import { sanitizeHtml } from '@kfeed/kit/html/sanitizeHtml';
import { demoteHeadings } from './demoteHeadings.ts';

/**
 * How a body is cleaned where there is no DOM: set by the server bundle that draws the first
 * screen (app/firstScreen.tsx), so that a page never carries that second sanitiser.
 */
let cleanWithoutDom: ((html: string) => string) | null = null;

export function setCleanWithoutDom(clean: (html: string) => string): void {
  cleanWithoutDom = clean;
}

/**
 * A body from the server (a notice, terms) as the page shows it: sanitised by the kit's
 * sanitiser, its headings under the screen's own h1. Without a DOM (the server drawing the
 * first screen), the server bundle's cleaner gives the same markup; without one, nothing.
 */
export function richTextHtml(html: string): string {
  if (typeof document === 'undefined') return cleanWithoutDom?.(html) ?? '';
  return demoteHeadings(sanitizeHtml(html));
}
