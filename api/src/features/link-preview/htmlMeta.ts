import { Parser } from 'htmlparser2';

/** What a page says about itself: Open Graph, Twitter card and plain meta tags. */
export interface PageMeta {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
}

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 500;

/** Meta tags and the <title> text of a document. */
function collect(html: string): { meta: Map<string, string>; title: string } {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let titleDone = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? attributes.itemprop ?? '')
            .trim()
            .toLowerCase();
          const content = attributes.content;
          // The first occurrence wins, as Open Graph consumers do.
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
          const charset = attributes.charset;
          if (charset && !meta.has('charset')) meta.set('charset', charset);
          if (attributes['http-equiv']?.toLowerCase() === 'content-type' && content) {
            const match = /charset\s*=\s*["']?([\w-]+)/i.exec(content);
            if (match?.[1] && !meta.has('charset')) meta.set('charset', match[1]);
          }
        } else if (name === 'title' && !titleDone) {
          inTitle = true;
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { meta, title };
}

/**
 * The character set a page declares: the Content-Type header first, then a <meta charset>
 * or http-equiv near the top (read as Latin-1, which keeps ASCII markup intact).
 */
export function pageCharset(body: Buffer, contentType: string): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  const header = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1];
  const declared = header ?? collect(body.subarray(0, 4096).toString('latin1')).meta.get('charset');
  if (declared) {
    try {
      return new TextDecoder(declared).encoding;
    } catch {
      // An unknown label: fall through to UTF-8.
    }
  }
  return 'utf-8';
}

export function decodePage(body: Buffer, contentType: string): string {
  return new TextDecoder(pageCharset(body, contentType)).decode(body);
}

function clean(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return [...text].slice(0, max).join('');
}

/** An absolute http(s) URL, resolved against the page, or null. */
function absoluteHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function extractPageMeta(html: string, pageUrl: URL): PageMeta {
  const { meta, title } = collect(html);
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((v) => v?.trim());
  return {
    title: clean(first('og:title', 'twitter:title') ?? title, TITLE_MAX),
    description: clean(
      first('og:description', 'twitter:description', 'description'),
      DESCRIPTION_MAX,
    ),
    image: absoluteHttpUrl(
      first(
        'og:image:secure_url',
        'og:image',
        'og:image:url',
        'twitter:image',
        'twitter:image:src',
      ),
      pageUrl,
    ),
    siteName: clean(first('og:site_name', 'application-name'), TITLE_MAX),
  };
}
