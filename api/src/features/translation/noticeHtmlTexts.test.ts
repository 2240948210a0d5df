import { sanitizeNoticeHtml } from '../moderation/noticeHtml.ts';
import { noticeHtmlTexts } from './noticeHtmlTexts.ts';

/** A stand-in provider for our own code under test: every text upper-cased. */
const upperCased = (html: string) => {
  const { texts, rebuild } = noticeHtmlTexts(html);
  return { texts, html: rebuild(texts.map((text) => text.toUpperCase())) };
};

describe("a notice's HTML, translated by its text nodes", () => {
  it('sends the text nodes alone, trimmed, and puts their translations back in place', () => {
    const { texts, html } = upperCased(
      '<h2>Holiday hours</h2>\n<p>Closed on <b>Monday</b> and <a href="/api/fileDownload.do?fileRovl=notices&amp;fileFlnm=a">the rules</a>.</p>',
    );
    expect(texts).toEqual(['Holiday hours', 'Closed on', 'Monday', 'and', 'the rules']);
    expect(texts.some((text) => /[<>]/.test(text))).toBe(false);
    expect(html).toBe(
      '<h2>HOLIDAY HOURS</h2>\n<p>CLOSED ON <b>MONDAY</b> AND <a href="/api/fileDownload.do?fileRovl=notices&amp;fileFlnm=a" target="_blank" rel="noopener noreferrer">THE RULES</a>.</p>',
    );
  });

  it('round-trips entities: sent decoded, put back escaped', () => {
    const { texts, html } = upperCased(
      '<p>Q&amp;A &lt;b&gt;not bold&lt;/b&gt; &quot;quoted&quot; caf&eacute;&nbsp;time</p>',
    );
    expect(texts).toEqual(['Q&A <b>not bold</b> "quoted" café\u00a0time']);
    expect(html).toBe('<p>Q&amp;A &lt;B&gt;NOT BOLD&lt;/B&gt; "QUOTED" CAFÉ\u00a0TIME</p>');
  });

  it('never lets a translation become markup', () => {
    const { texts, rebuild } = noticeHtmlTexts('<p>Hello</p>');
    expect(texts).toEqual(['Hello']);
    expect(rebuild(['<script>alert(1)</script><b onclick="x()">hi</b>'])).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick="x()"&gt;hi&lt;/b&gt;</p>',
    );
  });

  it('leaves whitespace, numbers and punctuation, and code as written', () => {
    const source =
      '<ul>\n  <li>Step one</li>\n  <li>2–4 a.m.</li>\n</ul>\n<p>Run <code>npm run seed</code> — 100%</p>\n<p>   </p>';
    const { texts, html } = upperCased(source);
    expect(texts).toEqual(['Step one', '2–4 a.m.', 'Run']);
    expect(html).toBe(
      '<ul>\n  <li>STEP ONE</li>\n  <li>2–4 A.M.</li>\n</ul>\n<p>RUN <code>npm run seed</code> — 100%</p>\n<p>   </p>',
    );
    // Nothing to translate at all: the HTML is answered as it was.
    const bare = noticeHtmlTexts('<p> 2025 </p><hr><p>\n</p>');
    expect(bare.texts).toEqual([]);
    expect(bare.rebuild([])).toBe('<p> 2025 </p><hr><p>\n</p>');
  });

  it("translates an image's alt text with the text, and keeps its other attributes", () => {
    const { texts, html } = upperCased(
      '<p>Map:<img src="/api/files/map.png" alt="Where &amp; when" width="200"></p>',
    );
    expect(texts).toEqual(['Map:', 'Where & when']);
    expect(html).toBe(
      '<p>MAP:<img src="/api/files/map.png" alt="WHERE &amp; WHEN" width="200"></p>',
    );
  });

  it('cleans what it is given and what it answers, as notices are cleaned', () => {
    const { texts, html } = upperCased(
      '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">there</a></p>',
    );
    expect(texts).toEqual(['Hi', 'there']);
    expect(html).toBe('<p>HI <a>THERE</a></p>');
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });

  it('keeps the original of a text the provider did not answer', () => {
    const { rebuild } = noticeHtmlTexts('<p>One</p><p>Two</p>');
    expect(rebuild(['Eins'])).toBe('<p>Eins</p><p>Two</p>');
  });
});
