import { sanitizeHtml } from '@kfeed/kit/html/sanitizeHtml';
import { cleanHtml, safeUrl } from '@kfeed/contracts/cleanHtml';

/**
 * The sanitiser without a DOM (contracts' cleanHtml) draws a body as the page's DOMPurify
 * does, so the app's first render replaces a drawn notice or terms with the same markup;
 * and it keeps nothing that the page's sanitiser or its CSP would take away. (This file runs
 * with a DOM, for the page's sanitiser; cleanHtml needs none.)
 */

/** Markup as a browser reads it back, attributes in name order. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) {
      const span = document.createElement('span');
      span.textContent = node.textContent;
      return span.innerHTML;
    }
    if (!(node instanceof Element)) return '';
    const name = node.tagName.toLowerCase();
    const attributes = Array.from(node.attributes)
      .map((a) => ` ${a.name}="${a.value}"`)
      .sort()
      .join('');
    return `<${name}${attributes}>${Array.from(node.childNodes).map(write).join('')}</${name}>`;
  };
  return Array.from(template.content.childNodes).map(write).join('');
}

/** Bodies as notices and terms are written (and as the API stores them). */
const DOCUMENTS = [
  '<p>KFeed is a place to share.</p><ul><li>Be respectful.</li><li>No personal data.</li></ul><p>You can <a href="/api/fileDownload.do?id=3&amp;lang=en">download the guidelines</a>.</p>',
  '<h1>Article 1 (Purpose)</h1><p>These terms&nbsp;set out…</p><h2>1.1</h2><ol start="2"><li>One</li></ol>',
  '<p>Data protection officer<br>E-mail: <a href="mailto:privacy@kfeed.example">privacy@kfeed.example</a></p>',
  '<table><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>',
  '<p lang="ko" dir="ltr" title="t"><strong>굵게</strong> <em>기울임</em> <img src="/api/files/a.jpg" alt="A picture" width="10" height="10"></p>',
  '<blockquote><p>Quoted &lt;text&gt; &amp; "marks"</p></blockquote><pre>  kept   spaces</pre>',
  '<p>See <a href="https://kfeed.example/help">the help</a>.</p>',
];

test.each(DOCUMENTS)('draws a body as the page draws it: %s', (html) => {
  expect(normalised(cleanHtml(html))).toBe(normalised(sanitizeHtml(html)));
});

test('puts headings one level down when asked, as a screen under its own h1 does', () => {
  expect(cleanHtml('<h1 title="x">A</h1><h5>B</h5><h6>C</h6>', { demoteHeadings: true })).toBe(
    '<h2 title="x">A</h2><h6>B</h6><h6>C</h6>',
  );
  expect(cleanHtml('<h1>A<h2>B</h2>', { demoteHeadings: true })).toBe('<h2>A</h2><h3>B</h3>');
});

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
  '<table><tr><td colspan="2" onclick="x()">cell</td></tr></table>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>x</p>',
  '<p title="a > b">x</p><p title=\'"><script>alert(1)</script>\'>y</p>',
];

test.each(ATTACKS)('keeps nothing the page’s sanitiser or its CSP would refuse: %s', (html) => {
  const cleaned = cleanHtml(html);
  const template = document.createElement('template');
  template.innerHTML = cleaned;
  for (const element of template.content.querySelectorAll('*')) {
    expect(element.tagName.toLowerCase()).not.toMatch(
      /^(script|style|svg|math|iframe|form|input|button|object|embed|meta)$/,
    );
    for (const attribute of element.attributes)
      expect(attribute.name).not.toMatch(/^(on|style|class|id)/);
  }
  expect(cleaned).not.toMatch(/javascript:|data:/i);
  // No attribute value holds a raw '<' or '>': a tag ends at its first '>'.
  expect(cleaned).not.toMatch(/="[^"]*[<>]/);
  // The page's sanitiser finds nothing more to take away.
  expect(normalised(sanitizeHtml(cleaned))).toBe(normalised(cleaned));
});

test('links open beside the app; text stays text', () => {
  expect(cleanHtml('<a href="https://a.example" target="_self">a</a>')).toBe(
    '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
  );
  expect(cleanHtml('<a>no address</a>')).toBe('<a>no address</a>');
  expect(cleanHtml('<p>a < b & "c"</p>')).toBe('<p>a &lt; b &amp; "c"</p>');
  expect(cleanHtml('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
});

test('tells addresses that may stay', () => {
  for (const url of ['https://a.example', 'http://a', 'mailto:a@b', 'tel:+82', '/api/x', 'x.txt'])
    expect({ url, safe: safeUrl(url) }).toEqual({ url, safe: true });
  for (const url of ['javascript:x', ' JavaScript:x', 'java\tscript:x', 'data:x', 'vbscript:x'])
    expect({ url, safe: safeUrl(url) }).toEqual({ url, safe: false });
});
