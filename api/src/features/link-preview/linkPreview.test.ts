import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { LinkPreview } from '@kfeed/contracts/feed';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { isPublicAddress, safeFetch, SafeFetchError } from './safeFetch.ts';

/** A web site on 127.0.0.1 with the pages the tests preview; it counts what it serves. */
let site: http.Server;
let siteUrl: string;
const served: string[] = [];

const ARTICLE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Fallback title</title>
<meta property="og:title" content="서울 외국인 주민 센터 &amp; 상담 안내">
<meta property="og:description" content="  Free counselling
  in 16 languages  ">
<meta property="og:image" content="/images/cover.jpg">
<meta property="og:site_name" content="Seoul Global Center">
<meta property="og:title" content="A second og:title is ignored">
</head><body><h1>Hello</h1></body></html>`;

// "한국어 안내" in EUC-KR, declared only in a meta tag.
const EUC_KR_TITLE = Buffer.from('c7d1b1b9beee20bec8b3bb', 'hex');

function page(res: http.ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
}

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const url = req.url ?? '/';
    served.push(url);
    if (url.startsWith('/article')) return page(res, ARTICLE);
    if (url === '/plain') {
      return page(
        res,
        '<html><head><title> Just a title </title><meta name="description" content="Plain description"></head></html>',
      );
    }
    if (url === '/euc-kr') {
      return page(
        res,
        Buffer.concat([
          Buffer.from('<html><head><meta charset="euc-kr"><title>'),
          EUC_KR_TITLE,
          Buffer.from('</title></head></html>'),
        ]),
        'text/html',
      );
    }
    if (url === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return res.end(
        gzipSync('<html><head><meta property="og:title" content="Compressed page"></head></html>'),
      );
    }
    if (url === '/huge') {
      // The og:title sits after 1.5 MB: reading stops at 1 MB, so only <title> is seen.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>Start of a huge page</title>');
      res.write(`<!--${'x'.repeat(1_500_000)}-->`);
      return res.end('<meta property="og:title" content="Too late"></head></html>');
    }
    if (url === '/photo.png') return page(res, Buffer.from('89504e47', 'hex'), 'image/png');
    if (url === '/missing') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<title>Not found</title>');
    }
    if (url === '/to-private') {
      res.writeHead(302, { location: 'http://10.0.0.1/admin' });
      return res.end();
    }
    if (url === '/to-metadata') {
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (url === '/to-ftp') {
      res.writeHead(302, { location: 'ftp://127.0.0.1/file' });
      return res.end();
    }
    const hop = /^\/hop\/(\d+)$/.exec(url);
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/article' });
      return res.end();
    }
    if (url === '/never') return; // holds the request until the client gives up
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 30_000);
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['127.1.2.3', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['192.0.0.192', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('lets loopback through only when allowed, and nothing else', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
    expect(isPublicAddress('169.254.169.254', true)).toBe(false);
  });
});

describe('safeFetch', () => {
  const options = {
    allowLoopback: true,
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
    maxRedirects: 5,
    wantBody: () => true,
    userAgent: 'test',
  };
  const reason = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof SafeFetchError) return error.reason;
      throw error;
    }
    return 'fetched';
  };

  it('gives up on a page that does not answer within the budget', async () => {
    expect(await reason(safeFetch(`${siteUrl}/never`, { ...options, timeoutMs: 300 }))).toBe(
      'timeout',
    );
  });

  it('follows at most the allowed number of redirects', async () => {
    const fine = await safeFetch(`${siteUrl}/hop/4`, options);
    expect(fine.url.pathname).toBe('/article');
    expect(await reason(safeFetch(`${siteUrl}/hop/5`, options))).toBe('redirects');
  });

  it('refuses non-http schemes, credentials and private targets before connecting', async () => {
    expect(await reason(safeFetch('file:///etc/passwd', options))).toBe('scheme');
    expect(await reason(safeFetch(`${siteUrl}/to-ftp`, options))).toBe('scheme');
    expect(await reason(safeFetch(`http://user:secret@127.0.0.1:1/`, options))).toBe('credentials');
    expect(await reason(safeFetch('http://10.0.0.1/', options))).toBe('blocked-address');
    expect(await reason(safeFetch('http://[fd00:ec2::254]/', options))).toBe('blocked-address');
    expect(await reason(safeFetch(`${siteUrl}/to-private`, options))).toBe('blocked-address');
    expect(
      await reason(safeFetch('http://localhost:1/', { ...options, allowLoopback: false })),
    ).toBe('blocked-address');
  });
});

describe('getMetaInfo', () => {
  let server: TestServer;
  let strict: TestServer;
  /** A member of each server: previews are for members. */
  const members = new Map<TestServer, TestMember>();
  beforeAll(async () => {
    server = await startTestServer({ LINK_PREVIEW_ALLOW_LOOPBACK: 'true' });
    strict = await startTestServer();
    members.set(server, await addMember(server));
    members.set(strict, await addMember(strict));
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await strict.close();
  });

  const preview = async (url: unknown, on: TestServer = server) => {
    const answer = await call<LinkPreview>(
      on,
      'POST',
      '/api/feed/getMetaInfo',
      { url },
      members.get(on),
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('is for members: a visitor is refused before any page is fetched', async () => {
    const before = served.length;
    const answer = await call(server, 'POST', '/api/feed/getMetaInfo', {
      url: `${siteUrl}/article?visitor`,
    });
    expect([answer.status, answer.body.code]).toEqual([401, 'AUTH-002']);
    expect(served.length).toBe(before);
  });

  it('reads Open Graph tags, resolving the image against the page', async () => {
    expect(await preview(`${siteUrl}/article?id=1#top`)).toEqual({
      success: true,
      url: `${siteUrl}/article?id=1`,
      title: '서울 외국인 주민 센터 & 상담 안내',
      description: 'Free counselling in 16 languages',
      image: `${siteUrl}/images/cover.jpg`,
      domain: '127.0.0.1',
      siteName: 'Seoul Global Center',
    });
  });

  it('falls back to <title> and meta description, reads legacy charsets and compressed pages', async () => {
    expect(await preview(`${siteUrl}/plain`)).toMatchObject({
      success: true,
      title: 'Just a title',
      description: 'Plain description',
      image: null,
      siteName: null,
    });
    expect((await preview(`${siteUrl}/euc-kr`)).title).toBe('한국어 안내');
    expect((await preview(`${siteUrl}/gzip`)).title).toBe('Compressed page');
    expect((await preview(`${siteUrl}/photo.png`)).image).toBe(`${siteUrl}/photo.png`);
  });

  it('reads at most 1 MB of a page', async () => {
    expect((await preview(`${siteUrl}/huge`)).title).toBe('Start of a huge page');
  });

  it('answers a page that cannot be previewed with its domain as title', async () => {
    expect(await preview(`${siteUrl}/missing`)).toEqual({
      success: false,
      url: `${siteUrl}/missing`,
      title: '127.0.0.1',
      description: '',
      image: null,
      domain: '127.0.0.1',
      siteName: null,
    });
  });

  it('refuses loopback, private and metadata addresses, directly or by redirect, without fetching them', async () => {
    const before = served.length;
    for (const url of [
      `${siteUrl}/article?strict`,
      `http://localhost:${new URL(siteUrl).port}/article`,
      `http://[::ffff:127.0.0.1]:${new URL(siteUrl).port}/article`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const answer = await preview(url, strict);
      expect(answer).toMatchObject({ success: false, image: null, description: '' });
      expect(answer.title).toBe(answer.domain);
    }
    expect(served.length).toBe(before);
    expect((await preview('http://10.0.0.1/')).domain).toBe('10.0.0.1');

    // With loopback allowed for the first hop, a redirect to a private or metadata address is still refused.
    expect(await preview(`${siteUrl}/to-private`)).toMatchObject({
      success: false,
      title: '127.0.0.1',
    });
    expect(await preview(`${siteUrl}/to-metadata`)).toMatchObject({ success: false });
    expect(served.slice(before)).toEqual(['/to-private', '/to-metadata']);
  });

  it('caches previews for a day', async () => {
    const url = `${siteUrl}/article?cached`;
    await preview(url);
    await preview(url);
    expect(served.filter((path) => path === '/article?cached')).toHaveLength(1);
    server.clock.advance(25 * 60 * 60 * 1000);
    // A day later the member's access token has expired: a fresh sign-in.
    members.set(server, await addMember(server));
    await preview(url);
    expect(served.filter((path) => path === '/article?cached')).toHaveLength(2);
    const row = await server.db
      .selectFrom('link_preview_cache')
      .selectAll()
      .where('url', '=', url)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.json)).toMatchObject({ success: true, siteName: 'Seoul Global Center' });
  });

  it('refuses links that are not http(s) or not links at all with a code', async () => {
    for (const [url, code] of [
      ['ftp://example.com/file', 'LINK-002'],
      ['javascript:alert(1)', 'LINK-002'],
      ['https://exa mple.com', 'LINK-001'],
      ['', 'VALIDATION'],
      [`https://example.com/${'a'.repeat(3000)}`, 'VALIDATION'],
      [{ href: 'https://example.com' }, 'VALIDATION'],
    ] as const) {
      const answer = await call(
        server,
        'POST',
        '/api/feed/getMetaInfo',
        { url },
        members.get(server),
      );
      expect([answer.status, answer.body.code]).toEqual([400, code]);
    }
    const missing = await call(server, 'POST', '/api/feed/getMetaInfo', {}, members.get(server));
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION']);
    expect(
      await server.db
        .selectFrom('link_preview_cache')
        .select('url')
        .where('url', 'like', 'ftp%')
        .execute(),
    ).toEqual([]);
  });
});

describe('getMetaInfo limits', () => {
  const ask = (on: TestServer, member: TestMember, i: number, address = '192.0.2.60') =>
    fetch(`${on.url}/api/feed/getMetaInfo`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
        'x-forwarded-for': address,
        'accept-language': 'en',
      },
      body: JSON.stringify({ url: `ftp://host/${i}` }),
    });

  it('answers a member asking for too many previews in a minute with 429, what and until when', async () => {
    const limited = await startTestServer({ WRITE_LIMIT_FACTOR: '1' });
    try {
      const member = await addMember(limited);
      for (let i = 0; i < 60; i += 1) expect((await ask(limited, member, i)).status).toBe(400);
      const over = await ask(limited, member, 61);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await over.json()) as { code: string; message: string; result: boolean };
      expect(body).toMatchObject({ result: false, code: 'LINK-003' });
      expect(body.message).toMatch(
        /^You can load link previews up to 60 times in 1 min\. Try again at .+ GMT\+9\.$/,
      );
    } finally {
      await limited.close();
    }
  }, 30_000);

  it('counts a client address in the database: two API processes give it the limit once', async () => {
    const first = await startTestServer({ WRITE_LIMIT_FACTOR: '1', WRITE_CLIENT_FACTOR: '1' });
    const db = await openDatabase(first.config.databaseUrl);
    const second = await buildApp({ config: first.config, db, clock: first.clock, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const other = {
        ...first,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      };
      // Members behind one address: the address's limit is the one met.
      const members = [await addMember(first), await addMember(first), await addMember(first)];
      const statuses: number[] = [];
      for (let i = 0; i < 70; i += 1) {
        const answer = await ask(i % 2 ? other : first, members[i % 3] as TestMember, i);
        statuses.push(answer.status);
        if (answer.status === 429) {
          const body = (await answer.json()) as { message: string };
          expect(body.message).toMatch(/from your network/);
        }
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    } finally {
      await second.close();
      await db.destroy();
      await first.close();
    }
  }, 30_000);
});
