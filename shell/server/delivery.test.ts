/**
 * What the static servers send (ARCHITECTURE section 7): precompressed files with the right
 * Content-Encoding and Vary, and the shell's HTML carrying remotes.json and the preloads of
 * the route's remote, its texts and (for a visitor on Home) the first page of the feed.
 */
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressDir } from '../../shared/tooling/compress.ts';
import { serveApp } from './serveApp.ts';
import { languageFromHeader, pageLanguage } from './shellHtml.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-delivery-'));
const shellRoot = path.join(dir, 'shell');
const remoteRoot = path.join(dir, 'remote');
const remotesFile = path.join(dir, 'remotes.json');
const SCRIPT = `console.log(${JSON.stringify('KFeed '.repeat(400))});\n`;

let shell: FastifyInstance;
let remote: FastifyInstance;
let api: FastifyInstance;
let apiCalls: string[] = [];
const base = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  mkdirSync(shellRoot, { recursive: true });
  mkdirSync(remoteRoot, { recursive: true });
  writeFileSync(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>KFeed</title></head><body><div id="root"></div><script defer src="/main.1234abcd.js"></script></body></html>',
  );
  writeFileSync(path.join(shellRoot, 'main.1234abcd.js'), SCRIPT);
  writeFileSync(
    path.join(shellRoot, 'mf-manifest.json'),
    JSON.stringify({
      kfeedPreload: {
        startup: { js: ['bootstrap.aaaaaaaa.js', 'react.bbbbbbbb.js'], css: [] },
        texts: { common: { en: ['texts-common-en-json.cccccccc.js'], ko: ['ko.js'] } },
      },
    }),
  );
  writeFileSync(
    path.join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      kfeedPreload: {
        startup: { js: ['__federation_expose_app.dddddddd.js'], css: ['app.eeeeeeee.css'] },
        texts: {
          feed: { en: ['texts-feed-en-json.ffffffff.js'] },
          kit: { en: ['texts-kit-en-json.11111111.js'] },
          common: { en: ['texts-common-en-json.22222222.js'] },
        },
      },
    }),
  );
  writeFileSync(path.join(remoteRoot, 'remoteEntry.js'), SCRIPT);
  await compressDir(shellRoot);
  await compressDir(remoteRoot);

  api = Fastify();
  api.get('/api/feed/getFeedList', async (request) => {
    apiCalls.push(request.url);
    return { result: true, data: [{ feedId: 7, title: '</script><b>' }] };
  });
  // Post 7 exists; any other id is not found, as the API answers it.
  api.post('/api/feed/getFeedData', async (request, reply) => {
    apiCalls.push(`${request.url} ${JSON.stringify(request.body)}`);
    const { feedId } = request.body as { feedId: number };
    if (feedId !== 7) return reply.code(404).send({ result: false, code: 'FEED-404' });
    return { result: true, data: { feedId: 7, feedText: 'a </script><script>alert(1)</script>' } };
  });
  api.post('/api/comment/getCommentList', async (request, reply) => {
    apiCalls.push(`${request.url} ${JSON.stringify(request.body)}`);
    const { feedId } = request.body as { feedId: number };
    if (feedId !== 7) return reply.code(404).send({ result: false, code: 'FEED-404' });
    return { result: true, data: { commentList: [{ commentId: 1, text: '<!--' }] } };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  remote = await serveApp({ root: remoteRoot, port: 0, remotesFile });
  writeFileSync(
    remotesFile,
    JSON.stringify({ 'mf-feed': `${base(remote)}/mf-manifest.json`, 'mf-post': 'not a url' }),
  );
  shell = await serveApp({ root: shellRoot, port: 0, shell: { remotesFile, apiUrl: base(api) } });
});
afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), api.close()]);
});

/** A response as the browser receives it: headers and the bytes on the wire, undecoded. */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('precompressed files', () => {
  it('sends the brotli file with Content-Encoding br and Vary: Accept-Encoding', async () => {
    const response = await raw(`${base(remote)}/remoteEntry.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    const body = response.body;
    expect(body.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gz = await raw(`${base(shell)}/main.1234abcd.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw(`${base(shell)}/main.1234abcd.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('the build step writes .br and .gz beside text files only', () => {
    expect(readFileSync(path.join(remoteRoot, 'remoteEntry.js.br')).length).toBeGreaterThan(0);
    expect(readFileSync(path.join(remoteRoot, 'remoteEntry.js.gz')).length).toBeGreaterThan(0);
  });
});

describe("the shell's HTML", () => {
  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base(shell)}${pathname}`, {
      headers: { 'accept-language': 'en-US,en;q=0.9', ...headers },
    });
    return { response, html: await response.text() };
  };

  it('carries remotes.json as a data block the CSP allows (no inline executable script)', async () => {
    const { response, html } = await page('/');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const block = /<script type="application\/json" id="kfeed-remotes">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(JSON.parse(readFileSync(remotesFile, 'utf8')));
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="application\/json"|src="/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline/);
  });

  it("preloads the shell's start-up chunks and texts, and the route's remote", async () => {
    const { html } = await page('/');
    const remoteBase = base(remote).replace('127.0.0.1', '127.0.0.1');
    expect(html).toContain('<link rel="preload" as="script" href="/bootstrap.aaaaaaaa.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/texts-common-en-json.cccccccc.js">',
    );
    expect(html).not.toContain('ko.js');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${remoteBase}/mf-manifest.json">`,
    );
    expect(html).toContain(`<link rel="preload" as="script" href="${remoteBase}/remoteEntry.js">`);
    expect(html).toContain(
      `<link rel="preload" as="script" href="${remoteBase}/__federation_expose_app.dddddddd.js">`,
    );
    expect(html).toContain(`<link rel="preload" as="style" href="${remoteBase}/app.eeeeeeee.css">`);
    expect(html).toContain(`href="${remoteBase}/texts-feed-en-json.ffffffff.js"`);
    expect(html).toContain(`href="${remoteBase}/texts-kit-en-json.11111111.js"`);
    // The page's common texts are the shell's, not the remote's fallback copy.
    expect(html).not.toContain('texts-common-en-json.22222222.js');
    expect(html).toContain('<html lang="en"');
  });

  it("embeds a visitor's first page of Home, escaped, and none for a member", async () => {
    apiCalls = [];
    const { html } = await page('/');
    expect(apiCalls).toHaveLength(1);
    expect(apiCalls[0]).toContain('isoCode=en');
    const block = /<script type="application\/json" id="kfeed-initial-data">(.*?)<\/script>/.exec(
      html,
    );
    expect(block?.[1]).not.toContain('</script>');
    const data = JSON.parse(block?.[1] ?? '{}') as Record<string, { data: unknown[] }>;
    const [key] = Object.keys(data);
    expect(key).toMatch(/^\/api\/feed\/getFeedList\?/);
    expect(key).not.toContain('_t=');
    expect(data[key!]?.data).toEqual([{ feedId: 7, title: '</script><b>' }]);

    const member = await page('/', { cookie: '__Host-kfeed_refresh=abc' });
    expect(member.html).not.toContain('kfeed-initial-data');
  });

  it("embeds a visitor's post and its first comments, escaped, and none for a member", async () => {
    apiCalls = [];
    const { html } = await page('/feed/7');
    expect(apiCalls.sort()).toEqual([
      '/api/comment/getCommentList {"feedId":7,"isoCode":"en","page":1}',
      '/api/feed/getFeedData {"feedId":7,"isoCode":"en"}',
    ]);
    const block = /<script type="application\/json" id="kfeed-initial-data">(.*?)<\/script>/s.exec(
      html,
    );
    expect(block?.[1]).not.toMatch(/<\/script|<!--|<script/i);
    const data = JSON.parse(block?.[1] ?? '{}') as Record<string, { data: unknown }>;
    expect(data['/api/feed/getFeedData?feedId=7&isoCode=en']?.data).toEqual({
      feedId: 7,
      feedText: 'a </script><script>alert(1)</script>',
    });
    expect(data['/api/comment/getCommentList?feedId=7&isoCode=en&page=1']?.data).toEqual({
      commentList: [{ commentId: 1, text: '<!--' }],
    });
    // The page has exactly one executable script: the shell's bundle.
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toEqual([
      '<script defer src="/main.1234abcd.js">',
    ]);

    apiCalls = [];
    const member = await page('/feed/7', { cookie: '__Host-kfeed_refresh=abc' });
    expect(member.html).not.toContain('kfeed-initial-data');
    expect(apiCalls).toEqual([]);
    // A reply page, an unknown post or a malformed id: nothing embedded.
    for (const pathname of ['/feed/7/reply/1', '/feed/12', '/feed/0x7'])
      expect((await page(pathname)).html).not.toContain('kfeed-initial-data');
  });

  it('a remote that remotes.json names badly, or that is down, gets no preloads; the page still comes', async () => {
    const post = await page('/feed/12');
    expect(post.response.status).toBe(200);
    expect(post.html).toContain('id="kfeed-remotes"');
    expect(post.html).not.toContain('remoteEntry.js');
    expect(post.html).not.toContain('kfeed-initial-data');
  });

  it('is the page at / for a client that accepts no compression too', async () => {
    const response = await raw(`${base(shell)}/`, {});
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.toString()).toContain('id="kfeed-remotes"');
  });

  it('is compressed for a browser that accepts brotli', async () => {
    const response = await raw(`${base(shell)}/search`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.body).toString();
    expect(html).toContain('id="kfeed-remotes"');
  });

  it('picks the interface language from Accept-Language as the browser would', () => {
    expect(languageFromHeader('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(languageFromHeader('de-DE,zh-TW;q=0.5')).toBe('zh-TW');
    expect(languageFromHeader('fr;q=1, en;q=0')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });

  it("draws the page at the reader's text size, from its cookie", async () => {
    const sized = await page('/', { cookie: 'a=1; kfeed_text_size=150' });
    expect(sized.html).toContain('<html lang="en" data-text-size="150"');
    for (const cookie of ['kfeed_text_size=100', 'kfeed_text_size=175', 'x=1']) {
      const { html } = await page('/', { cookie });
      expect(html).toContain('<html lang="en"><head>');
    }
  });

  it("prefers a visitor's own choice of language for this browser session", () => {
    const acceptLanguage = 'vi-VN,vi;q=0.9';
    expect(pageLanguage({ acceptLanguage, cookie: 'a=1; kfeed_lang=zh-CN' })).toBe('zh-CN');
    expect(pageLanguage({ acceptLanguage, cookie: 'kfeed_lang=xx' })).toBe('vi');
    expect(pageLanguage({ acceptLanguage, cookie: 'other_kfeed_lang=ru' })).toBe('vi');
    expect(pageLanguage({ acceptLanguage })).toBe('vi');
    // A member's page starts in their own language; without the refresh cookie it is
    // not a member's, whatever the language cookie says.
    const member = '__Host-kfeed_refresh=abc; kfeed_member_lang=ja; kfeed_lang=ru';
    expect(pageLanguage({ acceptLanguage, cookie: member })).toBe('ja');
    expect(pageLanguage({ acceptLanguage, cookie: 'kfeed_member_lang=ja' })).toBe('vi');
    expect(
      pageLanguage({ acceptLanguage, cookie: '__Host-kfeed_refresh=abc; kfeed_member_lang=xx' }),
    ).toBe('vi');
  });
});
