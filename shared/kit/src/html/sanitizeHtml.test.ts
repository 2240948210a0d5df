import DOMPurify from 'dompurify';
import { sanitizeHtml } from '@kfeed/kit/html/sanitizeHtml';

/** The sanitised HTML, parsed back, to ask what survived. */
function parsed(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('sanitizeHtml', () => {
  it('keeps the markup notices and terms are written with', () => {
    const body =
      '<h1>Terms</h1><h2>Article 1</h2><p>Read <em>this</em> and <strong>that</strong>.<br>Next line</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><img src="https://kfeed.example/a.png" alt="A">';
    expect(sanitizeHtml(body)).toBe(body);
  });

  it('removes scripts, event handlers and javascript: addresses', () => {
    const box = parsed(
      '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src=x onerror="alert(3)">' +
        '<a href="javascript:alert(4)">bad</a><iframe src="https://evil.example"></iframe>',
    );
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('iframe')).toBeNull();
    expect(box.textContent).not.toContain('alert');
    const withHandlers = [...box.querySelectorAll('*')].filter((element) =>
      element.getAttributeNames().some((name) => name.startsWith('on')),
    );
    expect(withHandlers).toEqual([]);
    const bad = box.querySelector('a');
    expect(bad?.hasAttribute('href')).toBe(false);
    // A link left without an address is not made to open anywhere.
    expect(bad?.hasAttribute('target')).toBe(false);
  });

  it.each([
    'https://kfeed.example/guide',
    '/api/fileDownload.do?fileRovl=notices&fileFlnm=a.pdf',
    'mailto:privacy@kfeed.example',
  ])('makes the link to %s open beside the app, without access to it', (href) => {
    const link = parsed(
      `<p><a href="${href}" target="_self" rel="opener">go</a></p>`,
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves an anchor without an address alone', () => {
    const anchor = parsed('<a id="top" target="_top">top</a>').querySelector('a');
    expect(anchor?.hasAttribute('target')).toBe(false);
    expect(anchor?.hasAttribute('rel')).toBe(false);
  });

  it('refuses what would reach beyond the body: styles sheets, forms, SVG and MathML', () => {
    const box = parsed(
      '<style>body { display: none }</style><p>kept</p>' +
        '<form action="https://evil.example"><input name="password"><button>Send</button>' +
        '<textarea></textarea><select><option>a</option></select></form>' +
        '<svg><a href="https://evil.example"><text>svg link</text></a></svg>' +
        '<math><mi>x</mi></math>',
    );
    for (const tag of ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'svg'])
      expect(box.querySelector(tag)).toBeNull();
    expect(box.querySelector('math')).toBeNull();
    expect(box.querySelector('a')).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe('kept');
  });

  it('keeps its link rule to itself: the page-wide DOMPurify is left as it was', () => {
    const html = '<a href="https://kfeed.example/">x</a>';
    expect(sanitizeHtml(html)).toContain('target="_blank"');
    expect(DOMPurify.sanitize(html)).toBe(html);
  });

  it('answers empty text for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
