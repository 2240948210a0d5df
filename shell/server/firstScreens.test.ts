/**
 * The first screen in the shell's HTML (docs/performance.md): the shell's server fetches the
 * route's remote's server bundle named in its manifest, draws a visitor's screen with it in
 * the shell's frame, and sends only the styles it needs ahead of it; anything that fails
 * leaves the page as it was.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveApp } from './serveApp.ts';
import { evaluateBundle } from './firstScreens.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-first-screen-'));
const shellRoot = path.join(dir, 'shell');
const remoteRoot = path.join(dir, 'remote');
const remotesFile = path.join(dir, 'remotes.json');

// The shell's frame and a remote's render function, as their server bundles export them.
const FRAME = `module.exports.frameFirstScreen = (remote, html, member) =>
  '<main class="m"><div data-first-screen="' + remote + '"' + (member ? ' data-member-frame' : '') + ' inert>' + html + '</div></main>';`;
const RENDER = `const { inspect } = require('node:util');
module.exports.renderFirstScreen = async ({ url, language, data, member }) => {
  const mode = new URL(url, 'http://x').searchParams.get('mode');
  if (mode === 'throw') throw new Error('broken render');
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1000));
  const who = member ? ' data-member' : '';
  return '<p lang="' + language + '"' + who + '>' + inspect(Object.keys(data), { breakLength: Infinity }) + '</p>';
};`;

let shell: FastifyInstance;
let remote: FastifyInstance;
let api: FastifyInstance;
/** The bodies the API was sent (a POST's parameters). */
const apiBodies: unknown[] = [];
const base = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  mkdirSync(path.join(shellRoot, 'server'), { recursive: true });
  mkdirSync(path.join(remoteRoot, 'server'), { recursive: true });
  writeFileSync(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>KFeed</title></head><body><div id="root" class="notranslate"></div><script defer src="/main.1234abcd.js"></script></body></html>',
  );
  writeFileSync(path.join(shellRoot, 'server', 'first-screen.cjs'), FRAME);
  writeFileSync(
    path.join(shellRoot, 'mf-manifest.json'),
    JSON.stringify({
      kfeedPreload: {
        startup: { js: ['bootstrap.aaaaaaaa.js'], css: ['bootstrap.bbbbbbbb.css'] },
        texts: {},
      },
    }),
  );
  writeFileSync(
    path.join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        buildInfo: { buildVersion: '1.0.0+a' },
      },
      kfeedPreload: {
        startup: { js: ['__federation_expose_app.dddddddd.js'], css: ['app.eeeeeeee.css'] },
        texts: {},
        firstScreen: 'server/first-screen.cjs',
      },
    }),
  );
  writeFileSync(path.join(remoteRoot, 'server', 'first-screen.cjs'), RENDER);

  api = Fastify();
  api.get('/api/feed/getFeedList', async () => ({ result: true, data: [{ feedId: 7 }] }));
  // mf-mypage's public screens: the notices, a notice, terms and privacy, a profile.
  const answer = async () => ({ result: true, data: {} });
  api.get('/api/notice/getNoticeList', answer);
  api.get('/api/notice/getNoticeData', answer);
  api.post('/api/terms/getTermsDataList', async (request) => {
    apiBodies.push(request.body);
    return { result: true, data: [] };
  });
  api.post('/api/user/getUserInfo', async (request) => {
    apiBodies.push(request.body);
    return { result: true, data: {} };
  });
  api.get('/api/feed/getUserFeedList', async () => ({ result: true, data: [] }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  remote = await serveApp({ root: remoteRoot, port: 0, remotesFile });
  writeFileSync(
    remotesFile,
    JSON.stringify({
      'mf-feed': `${base(remote)}/mf-manifest.json`,
      'mf-search': `${base(remote)}/mf-manifest.json`,
      'mf-mypage': `${base(remote)}/mf-manifest.json`,
    }),
  );
  shell = await serveApp({ root: shellRoot, port: 0, shell: { remotesFile, apiUrl: base(api) } });
});
afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), api.close()]);
});

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base(shell)}${pathname}`, {
    headers: { 'accept-language': 'en', ...headers },
  });
  return response.text();
}
const rootOf = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><script/s.exec(html)?.[1] ?? '';

it("draws a visitor's Home with the remote's bundle, in the shell's frame, styles first", async () => {
  const html = await page('/', { 'accept-language': 'vi' });
  expect(rootOf(html)).toBe(
    '<main class="m"><div data-first-screen="mf-feed" inert><p lang="vi">[ \'/api/feed/getFeedList?categoryId=home&isoCode=vi&page=1&size=10&type=home\' ]</p></div></main>',
  );
  // The stylesheets the paint needs block it; no script competes with them for the link.
  expect(html).toContain('<link rel="stylesheet" href="/bootstrap.bbbbbbbb.css">');
  expect(html).toContain(`<link rel="stylesheet" href="${base(remote)}/app.eeeeeeee.css">`);
  expect(html).not.toContain('rel="preload"');
  // The data the remote's first render takes is in the page beside it.
  expect(html).toContain('id="kfeed-initial-data"');
});

it('draws a screen without first data too (search)', async () => {
  expect(rootOf(await page('/search'))).toContain('<p lang="en">[]</p>');
});

/** The keys of the first data drawn into the page at `pathname` (the fake render lists them). */
const drawnKeys = async (pathname: string, headers: Record<string, string> = {}) =>
  /<p lang="[^"]*">(.*)<\/p>/.exec(rootOf(await page(pathname, headers)))?.[1];

it("embeds, for each of my page's public screens, what its first render asks for", async () => {
  const cases: [string, string[]][] = [
    // The visitor frame of my page asks for nothing.
    ['/myPage', []],
    ['/notice', ['/api/notice/getNoticeList?isoCode=en&page=1&size=10']],
    ['/notice/12', ['/api/notice/getNoticeData?isoCode=en&noticeId=12']],
    ['/notice/webView/12', ['/api/notice/getNoticeData?isoCode=en&noticeId=12']],
    // A document page's own language (?isoCode=), as the app opens it, wins.
    ['/notice/12?isoCode=ko&type=noHeader', ['/api/notice/getNoticeData?isoCode=ko&noticeId=12']],
    ['/terms', ['/api/terms/getTermsDataList?isoCode=en&termsType=terms']],
    ['/privacy?isoCode=vi', ['/api/terms/getTermsDataList?isoCode=vi&termsType=privacy']],
    [
      '/profile?userId=9',
      [
        '/api/user/getUserInfo?isoCode=en&userId=9',
        '/api/feed/getUserFeedList?isoCode=en&page=1&size=10&userId=9',
      ],
    ],
    // Only the browser knows whose profile a /profile opened within the app shows.
    ['/profile', []],
    ['/notice/abc', []],
  ];
  for (const [pathname, keys] of cases) {
    const expected = keys.length === 0 ? '[]' : `[ ${keys.map((k) => `'${k}'`).join(', ')} ]`;
    expect({ pathname, keys: await drawnKeys(pathname) }).toEqual({ pathname, keys: expected });
  }
  // A POST's parameters go as its body, as the app sends them.
  expect(apiBodies).toContainEqual({ termsType: 'privacy', isoCode: 'vi' });
  expect(apiBodies).toContainEqual({ userId: 9, isoCode: 'en' });
});

it("draws a member's my page as its frame only, and embeds nothing for a member", async () => {
  const member = { cookie: '__Host-kfeed_refresh=abc' };
  const myPage = await page('/myPage', member);
  expect(rootOf(myPage)).toBe(
    '<main class="m"><div data-first-screen="mf-mypage" data-member-frame inert><p lang="en" data-member>[]</p></div></main>',
  );
  expect(myPage).toContain('rel="stylesheet"');
  for (const pathname of ['/myPage', '/notice', '/profile?userId=9', '/myPage/myFeedList']) {
    const html = await page(pathname, member);
    if (pathname !== '/myPage') expect(rootOf(html)).toBe('');
    expect(html).not.toContain('kfeed-initial-data');
  }
  // A visitor's my page is the visitor's screen.
  expect(rootOf(await page('/myPage'))).toContain('<p lang="en">[]</p>');
});

it('draws nothing for a member, nor for a list opened to be restored', async () => {
  for (const html of [
    await page('/', { cookie: '__Host-kfeed_refresh=abc' }),
    await page('/?restored=true'),
  ]) {
    expect(rootOf(html)).toBe('');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="preload" as="script" href="/bootstrap.aaaaaaaa.js">');
  }
});

it('sends the page as before when the render fails or is slow', async () => {
  for (const mode of ['throw', 'slow']) {
    const html = await page(`/search?mode=${mode}`);
    expect(rootOf(html)).toBe('');
    expect(html).toContain('rel="preload"');
  }
});

it('lets a bundle use only Node’s own modules', () => {
  expect(
    evaluateBundle("module.exports.ok = typeof require('node:util').inspect;", 'a.cjs').ok,
  ).toBe('function');
  expect(() => evaluateBundle("require('fastify')", 'b.cjs')).toThrow(/asked for fastify/);
});
