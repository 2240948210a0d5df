import { cleanHtml } from '@kfeed/contracts/cleanHtml';

/**
 * The HTML of a notice an admin writes, cleaned before it is stored, by the rules of the
 * one sanitiser every app runs on notices and terms before showing them (contracts'
 * `cleanHtml`: the kit's DOMPurify policy without a DOM). noticeHtml.test.ts runs the kit's
 * sanitiser over what it keeps to show nothing more goes. The apps still sanitise on
 * display: the stored text is clean twice over.
 */
export const sanitizeNoticeHtml = (html: string): string => cleanHtml(html);

/** Whether cleaned HTML still says anything (text, or a picture). */
export function hasContent(html: string): boolean {
  return /<img\b/.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '';
}
