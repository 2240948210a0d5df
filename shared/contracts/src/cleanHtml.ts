import { Parser } from 'htmlparser2';

/**
 * The HTML a notice or the terms may carry, cleaned without a DOM: the policy of the kit's
 * sanitiser (`shared/kit/src/html/sanitizeHtml.ts`: DOMPurify's HTML profile, no style, no
 * forms or form controls, no scripts or event handlers, links only to http(s), mailto, tel
 * or a relative address, each opening beside the app with rel="noopener noreferrer") on
 * htmlparser2, as an allow-list (anything it does not know goes). The API cleans a notice
 * with it before storing it; a first screen drawn on the server cleans a body with it,
 * where DOMPurify has no DOM. What it keeps draws as DOMPurify draws the same text
 * (`shared/kit/src/html/cleanHtml.test.ts`), so the app's first render replaces a drawn
 * body without a shift. Pages never load it: they have DOMPurify.
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

/**
 * Dropped with everything inside: code, styles, embedded documents and form controls (a
 * form itself goes, its text stays, as DOMPurify does).
 */
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
const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'wbr', 'area', 'col', 'source', 'track']);

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

/** What a link keeps in `rel` (the kit's sanitiser's SAFE_LINK_REL). */
const SAFE_LINK_REL = 'noopener noreferrer';

/** Text as HTML text: `&`, `<` and `>` escaped. */
export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Text as a double-quoted attribute value. */
export const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * Whether an address may stay: http(s), mailto and tel, or one without a scheme (relative).
 * Spaces and control characters browsers ignore are ignored here too, so `java\tscript:`
 * is still a scheme.
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
  let link = false;
  for (const [name, value] of Object.entries(attributes)) {
    if (!GLOBAL_ATTRIBUTES.has(name) && !ELEMENT_ATTRIBUTES[tag]?.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && !safeUrl(value)) continue;
    // Markup inside a value goes, as DOMPurify takes it away (a parser could read it as tags).
    if (/<[a-z/!?]/i.test(value)) continue;
    if (tag === 'a' && name === 'href' && value) link = true;
    kept.push(`${name}="${escapeAttribute(value)}"`);
  }
  if (link) kept.push('target="_blank"', `rel="${SAFE_LINK_REL}"`);
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}

export interface CleanHtmlOptions {
  /** Each heading one level down (h1 to h2, ..., h5 to h6; h6 stays). */
  demoteHeadings?: boolean;
}

/** The HTML, cleaned for the page: only allowed elements and attributes, well nested. */
export function cleanHtml(html: string, options: CleanHtmlOptions = {}): string {
  const written = (name: string) => {
    const level = /^h([1-5])$/.exec(name)?.[1];
    return options.demoteHeadings && level ? `h${Number(level) + 1}` : name;
  };
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
        out += `<${written(name)}${keptAttributes(name, attributes)}>`;
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
        while (open.length > at) out += `</${written(open.pop()!)}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  while (open.length > 0) out += `</${written(open.pop()!)}>`;
  return out;
}
