/**
 * @jest-environment node
 */
import { sanitizeHtml } from '@kfeed/kit/html/sanitizeHtml';

it('answers nothing rather than the unsanitised input where there is no DOM', () => {
  // DOMPurify without a window hands its input back untouched.
  expect(sanitizeHtml('<p>text</p><script>alert(1)</script>')).toBe('');
});
