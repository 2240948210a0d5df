import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { jest } from '@jest/globals';
import type { LinkPreview } from '@kfeed/contracts/feed';
import { linkPreviewRoutes } from '@kfeed/contracts/routes/linkPreview';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, type TestMember } from '../../testing/contentFixtures.ts';
import { testPostgresAdminUrl } from '../../testing/testDatabase.ts';
import { LinkPreviewService } from './linkPreviewService.ts';

/**
 * 300 ways of writing a link to this machine, or to other private and metadata space, each
 * sent to the real link-preview call as a member: each must be refused, or answered without
 * a fetch, and a TCP listener on every local address the forms reach must see no
 * connection. Most go to a server that treats loopback as private (production's rule); the
 * redirects go to one told loopback is public (LINK_PREVIEW_ALLOW_LOOPBACK, as in
 * linkPreview.test.ts), so a page on 127.0.0.1 can play the public site that redirects.
 * Nothing here depends on the database: the PostgreSQL pass skips it.
 */
jest.setTimeout(90_000);

const describeOnSqlite = testPostgresAdminUrl() === undefined ? describe : describe.skip;

const DIRECT = 240;
const REDIRECTS = 60;
const SEED = Number(process.env.FUZZ_SEED ?? 7_300);
const PARALLEL = 6;

/** A URL to try (`#N#` stands for its number), and the host it must be read as. */
interface Form {
  url: string;
  host: string;
}

/** Addresses whose connections reach the listeners. */
interface Local {
  v4: string[];
  v6: string[];
}

/** Each URL gets a path of its own: a failed preview is cached by URL for half an hour. */
const numbered = (url: string, n: number) => url.replace('#N#', String(n));

/** Listeners on one port on each local address the forms can reach; they count connections. */
let port = 0;
const listeners: net.Server[] = [];
const connections: string[] = [];

async function listen(address: string): Promise<boolean> {
  const server = net.createServer((socket) => {
    connections.push(`${socket.localAddress ?? '?'} from ${socket.remoteAddress ?? '?'}`);
    socket.destroy();
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, address, () => resolve(true));
  });
  if (listening) {
    listeners.push(server);
    if (port === 0) port = (server.address() as AddressInfo).port;
  }
  return listening;
}

/** Not a global unicast address (told apart here as the guard should, not by the guard). */
function isPrivate(address: string): boolean {
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return true;
  return parsed.kind() === 'ipv6' && !parsed.match(ipaddr.parseCIDR('2000::/3'));
}

/**
 * This machine's own addresses that are not public (a LAN or ULA address): a link to one
 * reaches services bound to every interface. Link-local ones need a zone and are left out.
 */
const ownPrivateAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .map((one) => (one && !one.internal ? one.address : ''))
    .filter(
      (address) => address && !address.toLowerCase().startsWith('fe80') && isPrivate(address),
    );

/** The forms a dotted IPv4 address can take: 1 to 4 parts, each decimal, octal or hex. */
function ipv4Forms(address: string): fc.Arbitrary<string> {
  const value = ipaddr.IPv4.parse(address).octets.reduce((sum, octet) => sum * 256 + octet, 0);
  const parts = (count: number): number[] => {
    if (count === 1) return [value];
    const octets = ipaddr.IPv4.parse(address).octets;
    const tail = octets.slice(count - 1).reduce((sum, octet) => sum * 256 + octet, 0);
    return [...octets.slice(0, count - 1), tail];
  };
  const written = (part: number, radix: 'dec' | 'oct' | 'hex', zeros: number, upper: boolean) => {
    if (radix === 'dec' || (radix === 'oct' && part === 0 && zeros === 0)) return String(part);
    if (radix === 'oct') return `0${'0'.repeat(zeros)}${part.toString(8)}`;
    const hex = `0x${'0'.repeat(zeros)}${part.toString(16)}`;
    return upper ? hex.toUpperCase() : hex;
  };
  return fc
    .tuple(
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.constantFrom('dec' as const, 'oct' as const, 'hex' as const), {
        minLength: 4,
        maxLength: 4,
      }),
      fc.array(fc.nat({ max: 3 }), { minLength: 4, maxLength: 4 }),
      fc.boolean(),
    )
    .map(([count, radixes, zeros, upper]) =>
      parts(count)
        .map((part, i) => written(part, radixes[i] ?? 'dec', zeros[i] ?? 0, upper))
        .join('.'),
    );
}

const FULLWIDTH_DIGIT = (digit: string) => String.fromCharCode(0xff10 + Number(digit));
const UNICODE_DOTS = ['\u3002', '\uff0e', '\uff61'];

/** What a host may further go through: Unicode dots and digits, percent-encoding, a final dot. */
const disguised = (host: fc.Arbitrary<string>) =>
  fc
    .tuple(
      host,
      fc.constantFrom('plain', 'unicode dots', 'fullwidth digits', 'percent', 'final dot'),
      fc.nat(),
    )
    .map(([text, how, pick]) => {
      switch (how) {
        case 'unicode dots':
          return text.replace(/\./g, () => UNICODE_DOTS[pick % UNICODE_DOTS.length] ?? '.');
        case 'fullwidth digits':
          return text.replace(/\d/g, FULLWIDTH_DIGIT);
        case 'percent':
          return [...text]
            .map((char, i) => ((i + pick) % 2 ? `%${char.charCodeAt(0).toString(16)}` : char))
            .join('');
        case 'final dot':
          return `${text}.`;
        default:
          return text;
      }
    });

/** Zone ids, which a URL may not carry (the parser refuses them: LINK-001). */
const ZONES = ['', '', '', '', '%25eth0', '%251', '%25lo', '%eth0'];

/**
 * The written forms of an IPv6 address, in brackets: compressed, expanded, padded, cased,
 * sometimes with a zone id.
 */
function ipv6Forms(address: string): fc.Arbitrary<string> {
  const parsed = ipaddr.IPv6.parse(address);
  const forms = [
    parsed.toString(),
    parsed.toNormalizedString(),
    parsed
      .toNormalizedString()
      .split(':')
      .map((group) => group.padStart(4, '0'))
      .join(':'),
    address,
  ];
  if (parsed.isIPv4MappedAddress()) {
    const v4 = parsed.toIPv4Address().toString();
    forms.push(`::ffff:${v4}`, `0:0:0:0:0:ffff:${v4}`, `::FFFF:${v4}`);
  }
  return fc
    .tuple(fc.constantFrom(...forms), fc.boolean(), fc.constantFrom(...ZONES))
    .map(([form, upper, zone]) => `[${upper ? form.toUpperCase() : form}${zone}]`);
}

/** Names for this machine, as written or as Unicode that reads as them. */
const LOCAL_NAMES = [
  'localhost',
  'LOCALHOST',
  'LocalHost',
  'localhost.',
  '\u24db\u24de\u24d2\u24d0\u24db\u24d7\u24de\u24e2\u24e3',
  '\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54',
  'local\u00adhost',
  '%6c%6f%63%61%6c%68%6f%73%74',
];

const SCHEMES = ['http://', 'https://', 'HTTP://', 'HtTpS://', 'http:/', 'http:///', 'http:\\\\'];
const USERINFO = ['', '', '', 'example.com@', 'user:pass@', '@', 'example.com:443@', '%40@'];

/** Private, reserved and metadata addresses with nothing of ours listening on them. */
const ELSEWHERE_V4 = [
  '10.0.0.1',
  '10.255.255.254',
  '172.16.0.1',
  '172.31.255.1',
  '192.168.0.1',
  '192.168.1.254',
  '169.254.169.254',
  '169.254.170.2',
  '100.64.0.1',
  '100.100.100.200',
  '192.0.0.192',
  '198.18.0.1',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
];
/** Loopback by other addresses than ours: private to the strict server only. */
const OTHER_LOOPBACK_V4 = ['127.0.0.2', '127.255.255.254'];
/** ::127.0.0.1 in the old IPv4-compatible form. */
const OTHER_LOOPBACK_V6 = ['::7f00:1'];
const ELSEWHERE_V6 = [
  'fd00:ec2::254',
  'fc00::1',
  'fe80::1',
  'ff02::1',
  '::ffff:169.254.169.254',
  '::ffff:10.0.0.1',
  '::ffff:192.168.0.1',
  '64:ff9b::7f00:1',
  '64:ff9b::a9fe:a9fe',
  '2002:7f00:1::1',
  '2001:db8::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
];

/** A host of ours (with our port) or of private space elsewhere, and the host it must read as. */
function hosts(ours: Local): fc.Arbitrary<{ host: string; as: string }> {
  const v4 = (addresses: string[], withPort: boolean) =>
    fc.constantFrom(...addresses).chain((address) =>
      disguised(ipv4Forms(address)).map((host) => ({
        host: withPort ? `${host}:${port}` : host,
        as: address,
      })),
    );
  const v6 = (addresses: string[], withPort: boolean) =>
    fc.constantFrom(...addresses).chain((address) =>
      ipv6Forms(address).map((host) => ({
        host: withPort ? `${host}:${port}` : host,
        as: address,
      })),
    );
  return fc.oneof(
    { weight: 4, arbitrary: v4(ours.v4, true) },
    { weight: 3, arbitrary: v6(ours.v6, true) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...LOCAL_NAMES)
        .map((name) => ({ host: `${name}:${port}`, as: 'localhost' })),
    },
    { weight: 2, arbitrary: v4([...ELSEWHERE_V4, ...OTHER_LOOPBACK_V4], false) },
    { weight: 2, arbitrary: v6([...ELSEWHERE_V6, ...OTHER_LOOPBACK_V6], false) },
  );
}

/** The address a host reads as, to compare forms: 127.1 and 127.0.0.1 are one address. */
function addressOf(host: string): string {
  const bare = host.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toString() : bare.toLowerCase();
}

/** Links typed straight into a post: every scheme, userinfo and decoration around a host. */
function directForms(ours: Local): fc.Arbitrary<Form> {
  return fc
    .tuple(
      hosts(ours),
      fc.constantFrom(...SCHEMES, ''),
      fc.constantFrom(...USERINFO),
      fc.constantFrom('', '?q=1', '#@example.com', '\\@example.com/', ';x', '?@example.com'),
      fc.constantFrom('', ' ', '\t', '\n '),
    )
    .map(([{ host, as }, scheme, userinfo, tail, space]) => ({
      url: `${space}${scheme}${userinfo}${host}/ssrf/#N#${tail}${space}`,
      host: as,
    }));
}

/** Where the "public" page redirects: local by other names than loopback, and elsewhere. */
function redirectTargets(ours: Local): fc.Arbitrary<string> {
  // Loopback is public to this server: only the other ways to this machine.
  const notLoopback = (address: string) => ipaddr.process(address).range() !== 'loopback';
  const v4 = ours.v4.filter(notLoopback);
  const v6 = ours.v6.filter(notLoopback);
  const local = fc.oneof(
    ...(v4.length > 0 ? [fc.constantFrom(...v4).chain((a) => disguised(ipv4Forms(a)))] : []),
    ...(v6.length > 0 ? [fc.constantFrom(...v6).chain(ipv6Forms)] : []),
  );
  return fc.oneof(
    fc
      .tuple(fc.constantFrom('http://', 'https://', '//', '/\\', 'HTTP://'), local)
      .map(([scheme, host]) => `${scheme}${host}:${port}/landed/#N#`),
    fc
      .constantFrom(...ELSEWHERE_V4, ...ELSEWHERE_V6.map((a) => `[${a}]`))
      .map((host) => `http://${host}/latest/meta-data/#N#`),
    // Loopback itself, but by another scheme or with credentials.
    fc
      .constantFrom('ftp://', 'file://', 'gopher://', 'http://user:secret@', 'http://x@')
      .map((start) => `${start}127.0.0.1:${port}/landed/#N#`),
  );
}

interface Answer {
  status: number;
  body: { result?: boolean; code?: string; data?: LinkPreview | null };
}

async function preview(server: TestServer, member: TestMember, url: string): Promise<Answer> {
  const response = await fetch(`${server.url}${linkPreviewRoutes.getMetaInfo.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Refused (400 with the link's code) or answered as a link without a preview. */
function notRefused(answer: Answer): string | null {
  const { status, body } = answer;
  if (status === 400 && ['LINK-001', 'LINK-002', 'VALIDATION'].includes(body.code ?? ''))
    return null;
  if (status === 200 && body.data?.success === false && body.data.image === null) return null;
  return `${status} ${JSON.stringify(body).slice(0, 200)}`;
}

async function inBatches<T>(items: T[], each: (item: T, index: number) => Promise<void>) {
  for (let at = 0; at < items.length; at += PARALLEL) {
    await Promise.all(items.slice(at, at + PARALLEL).map((item, i) => each(item, at + i)));
  }
}

/** Whether a connection to `address` reaches a listener (counted, then forgotten). */
async function reaches(address: string): Promise<boolean> {
  const before = connections.length;
  const connected = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, address, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  // The listener's side of the connection is counted on its own turn.
  for (let wait = 0; connected && connections.length === before && wait < 20; wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const counted = connections.length > before;
  connections.length = before;
  return connected && counted;
}

describeOnSqlite('300 encodings of private addresses for a link preview', () => {
  let strict: TestServer;
  let lenient: TestServer;
  let strictMember: TestMember;
  let lenientMember: TestMember;
  let redirector: http.Server;
  let redirectorUrl = '';
  const redirected: string[] = [];
  const ours: Local = { v4: [], v6: [] };

  beforeAll(async () => {
    await listen('127.0.0.1');
    await listen('::1');
    const own = ownPrivateAddresses();
    for (const address of own) await listen(address);
    // Every address known to reach the listeners: loopback, the unspecified addresses
    // (which connect to this machine), this machine's own, and their IPv4-mapped forms.
    const candidates = [
      '127.0.0.1',
      '0.0.0.0',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:0.0.0.0',
      ...own,
      ...own.filter((address) => !address.includes(':')).map((address) => `::ffff:${address}`),
    ];
    for (const address of candidates) {
      if (await reaches(address)) ours[address.includes(':') ? 'v6' : 'v4'].push(address);
    }

    redirector = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://redirector');
      redirected.push(url.pathname);
      const hops = Number(url.searchParams.get('hops') ?? 0);
      const to =
        hops > 0
          ? `${url.pathname}?${new URLSearchParams({
              to: url.searchParams.get('to') ?? '',
              status: url.searchParams.get('status') ?? '302',
              hops: String(hops - 1),
            }).toString()}`
          : (url.searchParams.get('to') ?? '/');
      // A header is bytes: the Unicode of a disguised host goes percent-encoded, which the
      // URL parser decodes back before reading the host.
      const location = to.replace(/[^\x20-\x7e]/gu, (char) => encodeURIComponent(char));
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location });
      res.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;

    strict = await startTestServer();
    lenient = await startTestServer({ LINK_PREVIEW_ALLOW_LOOPBACK: 'true' });
    strictMember = await addMember(strict);
    lenientMember = await addMember(lenient);
  }, 60_000);

  afterAll(async () => {
    await strict?.close();
    await lenient?.close();
    redirector?.closeAllConnections();
    await new Promise((resolve) => redirector?.close(resolve));
    await Promise.all(listeners.map((one) => new Promise((resolve) => one.close(resolve))));
  });

  it('listens where the forms point, so a fetch would be counted', () => {
    // Loopback at least, and 0.0.0.0 wherever it means this machine (Linux).
    expect(ours.v4).toContain('127.0.0.1');
    if (process.platform === 'linux') expect(ours.v4).toContain('0.0.0.0');
    expect(connections).toEqual([]);
  });

  it('refuses every form of a private address typed as a link, connecting to none', async () => {
    const [forms] = fc.sample(
      fc.uniqueArray(directForms(ours), {
        minLength: DIRECT,
        maxLength: DIRECT,
        selector: (form) => form.url,
      }),
      { numRuns: 1, seed: SEED },
    );
    if (!forms) throw new Error('no forms');
    const urls = forms.map((form, n) => numbered(form.url, n));
    const before = connections.length;

    // Each form must mean what it was made to mean: none may name another machine.
    const misread: string[] = [];
    forms.forEach((form, n) => {
      let url: URL | null = null;
      try {
        url = LinkPreviewService.normalise(urls[n] ?? '');
      } catch {
        // Not a link at all: the call must refuse it.
      }
      if (url && addressOf(url.hostname) !== addressOf(form.host))
        misread.push(`${JSON.stringify(urls[n])} reads as ${url.hostname}, not ${form.host}`);
    });
    expect(misread).toEqual([]);

    const failures: string[] = [];
    await inBatches(urls, async (url) => {
      const problem = notRefused(await preview(strict, strictMember, url));
      if (problem) failures.push(`seed ${SEED}: ${JSON.stringify(url)} -> ${problem}`);
    });
    expect(failures).toEqual([]);
    expect(connections.slice(before)).toEqual([]);
  });

  it('refuses a redirect from a public page to private space, at each hop and status', async () => {
    const [targets] = fc.sample(
      fc.uniqueArray(
        fc.tuple(
          redirectTargets(ours),
          fc.constantFrom(301, 302, 303, 307, 308),
          fc.integer({ min: 0, max: 3 }),
        ),
        { minLength: REDIRECTS, maxLength: REDIRECTS, selector: ([to]) => to },
      ),
      { numRuns: 1, seed: SEED },
    );
    if (!targets) throw new Error('no targets');
    const tos = targets.map(([to], n) => numbered(to, n));
    const before = connections.length;
    // None is an http(s) link to loopback without credentials, which this server fetches.
    const fetchable = tos.filter((to) => {
      let url: URL;
      try {
        url = new URL(to, redirectorUrl);
      } catch {
        return false;
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const loopback = ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
      return loopback && !url.username && url.protocol.startsWith('http');
    });
    expect(fetchable).toEqual([]);

    const failures: string[] = [];
    await inBatches(targets, async ([, status, hops], n) => {
      const to = tos[n] ?? '';
      const url =
        `${redirectorUrl}/public/${n}?` +
        new URLSearchParams({ to, status: String(status), hops: String(hops) }).toString();
      const problem = notRefused(await preview(lenient, lenientMember, url));
      if (problem) failures.push(`seed ${SEED}: ${status} x${hops + 1} to ${to} -> ${problem}`);
    });
    expect(failures).toEqual([]);
    expect(connections.slice(before)).toEqual([]);
    // Each hop on the "public" page was fetched: the refusals came at the private target.
    const hops = targets.reduce((sum, [, , more]) => sum + more + 1, 0);
    expect(redirected.length).toBe(hops);
  });
});
