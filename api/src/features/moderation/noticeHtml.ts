import { Parser } from 'htmlparser2';

/**
 * The HTML of a notice an admin writes, cleaned before it is stored, by the rules of the
 * one sanitiser every app runs on notices and terms before showing them
 * (`shared/kit/src/html/sanitizeHtml.ts`: DOMPurify's HTML profile, no style, no forms or
 * form controls, no scripts or event handlers, links only to http(s), mailto, tel or a
 * relative address, and every link opening beside the app with rel="noopener noreferrer").
 * That sanitiser needs a browser's DOM, which the API has not; this is the same policy on
 * htmlparser2 (an allow-list, so anything it does not know goes), and
 * noticeHtml.test.ts runs the kit's sanitiser over what it keeps to show nothing more goes.
 * The apps still sanitise on display: the stored text is clean twice over.
 */

/** Kept, with what is inside (the formatting notices and terms use, and a little more). */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
]);

/** Dropped with everything inside: code, styles, embedded documents and form controls. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'textarea',
  'select',
  'option',
  'button',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
  'plaintext',
]);

/** Elements without content or end tag. */
const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Attributes kept, on any element or on the ones named. */
const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir']);
const ELEMENT_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'reversed']),
  time: new Set(['datetime']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** The link rel every kept link gets (the kit's SAFE_LINK_REL). */
export const SAFE_LINK_REL = 'noopener noreferrer';

/** Text as HTML text: `&`, `<` and `>` escaped. */
export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Text as a double-quoted attribute value. */
export const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * Whether an address may stay: http(s), mailto and tel, or one without a scheme (relative,
 * like the notices' own download links). Spaces and control characters browsers ignore
 * are ignored here too, so `java\tscript:` is still a scheme.
 */
export function safeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is stripped
  const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}

function keptAttributes(tag: string, attributes: Record<string, string>): string {
  const kept: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (!GLOBAL_ATTRIBUTES.has(name) && !ELEMENT_ATTRIBUTES[tag]?.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && !safeUrl(value)) continue;
    kept.push(`${name}="${escapeAttribute(value)}"`);
  }
  if (tag === 'a' && 'href' in attributes && safeUrl(attributes.href ?? '')) {
    kept.push('target="_blank"', `rel="${SAFE_LINK_REL}"`);
  }
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}

/** The notice's HTML, cleaned: only allowed elements and attributes, well nested. */
export function sanitizeNoticeHtml(html: string): string {
  let out = '';
  /** Allowed elements open now, innermost last. */
  const open: string[] = [];
  /** How deep inside dropped elements the parser is (nothing inside is kept). */
  let dropping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropping > 0 || DROPPED_WITH_CONTENT.has(name)) {
          if (!VOID_TAGS.has(name)) dropping += 1;
          return;
        }
        if (!ALLOWED_TAGS.has(name)) return;
        out += `<${name}${keptAttributes(name, attributes)}>`;
        if (!VOID_TAGS.has(name)) open.push(name);
      },
      ontext(text) {
        if (dropping === 0) out += escapeText(text);
      },
      onclosetag(name) {
        if (dropping > 0) {
          if (!VOID_TAGS.has(name)) dropping -= 1;
          return;
        }
        const at = open.lastIndexOf(name);
        if (at === -1) return;
        // Elements left open inside this one end with it.
        while (open.length > at) out += `</${open.pop()}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Whether cleaned HTML still says anything (text, or a picture). */
export function hasContent(html: string): boolean {
  return /<img\b/.test(html) || html.replace(/<[^>]*>/g, '').trim() !== '';
}
