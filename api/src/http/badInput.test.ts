import net from 'node:net';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { addFeed, addMember, type TestMember } from '../testing/contentFixtures.ts';
import { addAdmin, addModerator } from '../features/moderation/moderationTestKit.ts';
import { CHANGE_LOG } from '../db/migrations/0100_cache_changes.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { testPostgresAdminUrl } from '../testing/testDatabase.ts';
import { acceptsIdempotencyKey } from './idempotency.ts';
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import { API_ERROR_CODES, IDEMPOTENCY } from '@kfeed/contracts/envelope';
import type { ApiRoute } from '@kfeed/contracts/routes/route';

/**
 * Bad input never breaks the server: requests built from the OpenAPI document, for every
 * route, as a visitor and as a member (the admin routes also as a moderator and an admin,
 * who get past the role check), each with at least one defect its schema refuses (or junk
 * the parser refuses). None may answer 5xx, and none may add or remove a row. Members'
 * writes are then sent again with Idempotency-Key headers (malformed, used for another
 * write, new): each must be a refusal in the envelope.
 * Over a real socket: light-my-request (app.inject) does not load under Jest's ES modules.
 */
jest.setTimeout(120_000);

/**
 * 10,000 cases on SQLite. The PostgreSQL pass sends a quarter: what it adds is the other
 * database's answers to the same refusals, which every route meets within 2,500.
 */
const RUNS_TOTAL = Number(
  process.env.FUZZ_RUNS ?? (testPostgresAdminUrl() === undefined ? 10_000 : 2_500),
);

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface Route {
  method: string;
  path: string;
  query: Schema;
  params: Schema;
  body: Schema | null;
  /** A member's write: the document shows it takes an Idempotency-Key. */
  keyed: boolean;
}

type Part = 'query' | 'params' | 'body';

const objectOf = (parameters: Parameter[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.required).map((p) => p.name),
});

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        query: objectOf(parameters.filter((p) => p.in === 'query')),
        params: objectOf(parameters.filter((p) => p.in === 'path')),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        keyed: parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY.keyHeader),
      };
    }),
  );
}

const typesOf = (schema: Schema): string[] =>
  schema.anyOf
    ? schema.anyOf.flatMap(typesOf)
    : Array.isArray(schema.type)
      ? schema.type
      : schema.type
        ? [schema.type]
        : [];

const EXAMPLES_BY_PATTERN: Record<string, string> = {
  '^[1-9][0-9]{0,9}$': '1',
  '^[a-z]+(_w)?\\.svg$': 'daily.svg',
};

/** A value the schema accepts (enough to let another field's defect be the reason for a refusal). */
function validValue(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'object':
      return {};
    default:
      if (schema.pattern) return EXAMPLES_BY_PATTERN[schema.pattern] ?? 'a';
      return 'en'.padEnd(schema.minLength ?? 0, 'x');
  }
}

const longText = (schema: Schema) =>
  fc.integer({ min: 1, max: 4 }).map((n) => 'ä'.repeat((schema.maxLength ?? 2_000) + n * 997));

const junkText = fc.string({ unit: 'binary', maxLength: 40 });

/**
 * Values the schema refuses. Query strings and path parameters are text read as their types,
 * so there a wrong type is text that does not read as one; JSON bodies are not coerced.
 */
function badValue(schema: Schema, part: Part): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const text = part !== 'body';
  const options: fc.Arbitrary<unknown>[] = [];
  if (types.includes('integer') || types.includes('number')) {
    const outOfRange = [
      ...(schema.maximum !== undefined ? [schema.maximum + 1, 1e308, 2 ** 53 + 2] : []),
      ...(schema.minimum !== undefined ? [schema.minimum - 1, -1e308, -(2 ** 53)] : []),
    ];
    const notIntegers = text
      ? ['1e+308', '-1e+308', 'NaN', 'Infinity', '-Infinity', '1.5', 'abc', '', '1,2', '--1']
      : [1.5, '5', 'NaN', true, [], {}, '1e+308'];
    options.push(fc.constantFrom(...outOfRange.map((n) => (text ? String(n) : n)), ...notIntegers));
    if (schema.maximum !== undefined)
      options.push(fc.integer({ min: schema.maximum + 1, max: Number.MAX_SAFE_INTEGER }));
    if (schema.minimum !== undefined)
      options.push(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: schema.minimum - 1 }));
  }
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) options.push(longText(schema));
    if (schema.enum) options.push(junkText.map((s) => `not-${s}`));
    if (schema.pattern) options.push(fc.constantFrom('../etc/passwd', '0', '/abs', 'a b', '%00'));
    if (schema.minLength) options.push(fc.constant(''));
    if (!text && !types.includes('null')) options.push(fc.constantFrom(12, true, null, [], {}));
  }
  if (types.includes('boolean')) {
    options.push(
      text ? fc.constantFrom('maybe', '2', 'yes', 'TRUE ') : fc.constantFrom('true', 1, 0),
    );
  }
  if (schema.enum && !types.includes('string')) {
    options.push(junkText.map((s) => `not-${s}`));
  }
  return options.length > 0 ? fc.oneof(...options) : fc.constant(undefined);
}

/** Fields whose refusal the schema guarantees: a bad value for them cannot pass. */
function refusable(schema: Schema, part: Part) {
  return Object.entries(schema.properties ?? {}).filter(([, field]) => {
    const types = typesOf(field);
    if (types.includes('integer') || types.includes('boolean') || field.enum) return true;
    if (types.includes('string'))
      return (
        field.maxLength !== undefined ||
        field.pattern !== undefined ||
        !!field.minLength ||
        part === 'body'
      );
    return false;
  });
}

interface Request {
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  body: { json: unknown } | { raw: string; contentType: string } | null;
  headers: Record<string, string>;
}

const JUNK_BODIES = [
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '{"feedId": 1e999}',
  '{"feedId": NaN}',
  "{'feedId': 1}",
  '\u0000',
  '{"__proto__": {"x": 1}, "constructor": {"prototype": {"x": 1}}',
  '{}}',
];

function validOf(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => schema.required?.includes(name))
      .map(([name, field]) => [name, validValue(field)]),
  );
}

/** One defective request for a route: a bad field, a missing field, or a body that is not JSON. */
function badRequestFor(route: Route): fc.Arbitrary<Request> {
  const base = (): Request => ({
    query: validOf(route.query),
    params: validOf(route.params),
    body: route.body ? { json: validOf(route.body) } : null,
    headers: {},
  });
  const defects: fc.Arbitrary<Request>[] = [];
  const parts: [Part, Schema | null][] = [
    ['query', route.query],
    ['params', route.params],
    ['body', route.body],
  ];
  for (const [part, schema] of parts) {
    if (!schema) continue;
    for (const [name, field] of refusable(schema, part)) {
      defects.push(
        badValue(field, part).map((value) => {
          const request = base();
          if (part === 'body') {
            const json = (request.body as { json: Record<string, unknown> }).json;
            request.body = { json: { ...json, [name]: value } };
          } else {
            request[part] = { ...request[part], [name]: value };
          }
          return request;
        }),
      );
    }
    for (const name of schema.required ?? []) {
      if (schema.properties?.[name]?.default !== undefined) continue;
      defects.push(
        fc.constant(name).map((missing) => {
          const request = base();
          if (part === 'body') {
            const json = { ...(request.body as { json: Record<string, unknown> }).json };
            delete json[missing];
            request.body = { json };
          } else {
            const values = { ...request[part] };
            delete values[missing];
            // A path without its parameter is another route (or none): give it an empty one.
            if (part === 'params') values[missing] = '';
            request[part] = values;
          }
          return request;
        }),
      );
    }
  }
  // Not JSON at all, or JSON that is not an object, on every call (GETs carry it too).
  defects.push(
    fc
      .oneof(
        fc.constantFrom(...JUNK_BODIES),
        junkText.map((s) => `{${s}`),
      )
      .map((raw) => ({ ...base(), body: { raw, contentType: 'application/json' } })),
  );
  if (route.body) {
    defects.push(
      fc
        .constantFrom('[]', '"text"', '12', 'null')
        .map((raw) => ({ ...base(), body: { raw, contentType: 'application/json' } })),
    );
  }
  return fc.tuple(fc.oneof(...defects), junkHeaders).map(([request, headers]) => ({
    ...request,
    headers,
  }));
}

/** Sometimes odd headers as well: they must not turn a refusal into a crash. */
const junkHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  fc.record({
    'accept-language': fc.oneof(
      fc.constantFrom('*', 'zz-ZZ;q=2', ';;;', 'x'.repeat(5000), 'en-US,en;q=0.9'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
    ),
  }),
);

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

function toFetch(route: Route, request: Request, token: string | null): Sent {
  const path = route.path.replace(/\{(\*|[^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(request.params[name] ?? '')),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value !== undefined)
      query.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  // fetch sends no body with GET; those calls get their defects in the query.
  const bodyAllowed = route.method !== 'GET' && route.method !== 'HEAD';
  let body: string | undefined;
  if (bodyAllowed && request.body) {
    const sent = request.body;
    body = 'raw' in sent ? sent.raw : JSON.stringify(sent.json);
    headers['content-type'] = 'raw' in sent ? sent.contentType : 'application/json';
  }
  const search = query.toString();
  return {
    method: route.method,
    url: `${server.url}${path}${search ? `?${search}` : ''}`,
    headers,
    ...(body !== undefined ? { body } : {}),
  };
}

/**
 * Tables holding counters rather than content: the rate limits count every attempt on a
 * limited route, refused ones included (a limit that skipped bad requests could be probed);
 * the change log for kept answers (migration 0100) logs every update, one that changes
 * nothing too (removing a profile photo one does not have, which takes no input to refuse).
 * Live tickets too: a member's POST with no input issues one, so a junk body that happens
 * to read as `{}` is a valid call.
 */
const COUNTERS = new Set(['rate_limit_hits', CHANGE_LOG, 'live_tickets']);

async function rowCounts(
  server: TestServer,
  skip: ReadonlySet<string> = COUNTERS,
): Promise<Record<string, number>> {
  const tables = await server.db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (skip.has(name)) continue;
    const result = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(
      server.db,
    );
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

let server: TestServer;
let member: TestMember;
let moderator: TestMember;
let admin: TestMember;

/** Who calls a route: everyone a visitor and a member; the admin routes' roles too. */
const callersOf = (route: Route): (string | null)[] => [
  null,
  member.token,
  ...(route.path.startsWith('/api/admin/') ? [moderator.token, admin.token] : []),
];

beforeAll(async () => {
  server = await startTestServer();
  member = await addMember(server, { nickname: 'fuzz' });
  moderator = await addModerator(server, 'fuzzmod');
  admin = await addAdmin(server, 'fuzzadmin');
  const other = await addMember(server, { nickname: 'other' });
  await addFeed(server, other.userId, { title: 'A post', text: 'Its text' });
}, 60_000);
afterAll(() => server.close());

/** Every /api route of the server's OpenAPI document. */
async function apiRoutes(): Promise<Route[]> {
  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return routesOf(document).filter((route) => route.path.startsWith('/api/'));
}

it('answers every bad request with a 4xx and writes nothing', async () => {
  const routes = await apiRoutes();
  expect(routes.length).toBeGreaterThan(40);
  // The moderation and admin calls are among them.
  expect(routes.filter((route) => route.path.startsWith('/api/admin/')).length).toBe(7);
  const before = await rowCounts(server);

  const failures: string[] = [];
  let sent = 0;
  const runsEach = Math.ceil(RUNS_TOTAL / (routes.length * 2));
  // A failing seed can be replayed with FUZZ_SEED.
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  const timings: string[] = [];
  for (const route of routes) {
    const started = Date.now();
    for (const token of callersOf(route)) {
      await fc.assert(
        fc.asyncProperty(badRequestFor(route), async (request) => {
          const options = toFetch(route, request, token);
          const response = await fetch(options.url, options);
          const text = await response.text();
          sent += 1;
          // Recorded rather than thrown: one run reports every failing route, not the first.
          if (response.status >= 500) {
            failures.push(
              `seed ${seed}: ${response.status} ${route.method} ${route.path} ` +
                `${JSON.stringify(options).slice(0, 300)} -> ${text.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: runsEach, seed },
      );
    }
    if (process.env.FUZZ_TIMINGS)
      timings.push(`${Date.now() - started} ms ${route.method} ${route.path}`);
  }
  if (process.env.FUZZ_TIMINGS) console.log(timings.join('\n'));

  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(RUNS_TOTAL);
  expect(await rowCounts(server)).toEqual(before);
});

interface RawAnswer {
  status: number;
  replayed: boolean;
  text: string;
}

/** A chunked body's data. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = data.indexOf('\r\n', at);
    const size = end < 0 ? 0 : parseInt(data.toString('latin1', at, end), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/**
 * A request written byte for byte on a socket, with `extra` header lines as they are:
 * fetch and node:http refuse to send control characters, bytes over 0x7F or a header twice
 * as one asks. Connection: close, so the answer ends with the socket.
 */
function sendRaw(sent: Sent, extra: Buffer[]): Promise<RawAnswer> {
  const url = new URL(sent.url);
  const body = Buffer.from(sent.body ?? '', 'utf8');
  const head = [
    `${sent.method} ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(sent.headers).map(([name, value]) => `${name}: ${value}`),
    ...(sent.body !== undefined ? [`Content-Length: ${body.length}`] : []),
    'Connection: close',
  ];
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    socket.on('data', (data: Buffer) => received.push(data));
    // A reset after the answer changes nothing; one before it leaves status 0, a failure.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const answer = Buffer.concat(received);
      const split = answer.indexOf('\r\n\r\n');
      const headText = answer.toString('latin1', 0, Math.max(split, 0));
      const chunked = /\r\ntransfer-encoding: *chunked/i.test(headText);
      const payload = split < 0 ? Buffer.alloc(0) : answer.subarray(split + 4);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1] ?? 0),
        replayed: new RegExp(`\r\n${IDEMPOTENCY.replayedHeader}: *true`, 'i').test(headText),
        text: (chunked ? dechunk(payload) : payload).toString('utf8'),
      });
    });
    socket.write(
      Buffer.concat([
        Buffer.from(head.map((line) => `${line}\r\n`).join(''), 'latin1'),
        ...extra.map((line) => Buffer.concat([line, Buffer.from('\r\n')])),
        Buffer.from('\r\n'),
        body,
      ]),
    );
  });
}

/** Why an answer is not a refusal in the envelope (4xx, `{ result: false, code, message }`), or null. */
function notARefusal(answer: RawAnswer): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'a body that is not JSON';
  }
  const { result, code, message } = (body ?? {}) as Record<string, unknown>;
  return result === false && typeof code === 'string' && code && typeof message === 'string'
    ? null
    : 'a body that is not the envelope';
}

const takesNothing = (route: Route) =>
  !route.body &&
  Object.keys(route.query.properties ?? {}).length === 0 &&
  Object.keys(route.params.properties ?? {}).length === 0;

/**
 * A JSON object of only fields the route does not know, on a route that requires none (a
 * profile's partial update): the unknown fields are dropped, and what is left is a call
 * that changes nothing, not a defect.
 */
function onlyUnknownFields(route: Route, body: string | undefined): boolean {
  if (!route.body || (route.body.required?.length ?? 0) > 0) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  const known = Object.keys(route.body.properties ?? {});
  return Object.keys(parsed).every((name) => !known.includes(name));
}

function readsAsJson(body: string | undefined): boolean {
  try {
    JSON.parse(body ?? 'null');
    return true;
  } catch {
    return false;
  }
}

describe('members’ writes with an Idempotency-Key', () => {
  const KEY = IDEMPOTENCY.keyHeader;
  const keyLine = (value: Buffer | string, name: string = KEY) =>
    Buffer.concat([Buffer.from(`${name}: `, 'latin1'), Buffer.from(value)]);
  /** HTTP trims the ends of a header, so a key here starts and ends with a visible character. */
  const visible = fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 40,
  });
  const headerName = fc.constantFrom(KEY, KEY.toLowerCase(), KEY.toUpperCase());
  /** C0 controls and DEL, but not CR and LF, which end the header line itself. */
  const control = fc
    .integer({ min: 0, max: 0x20 })
    .filter((code) => code !== 0x0a && code !== 0x0d)
    .map((code) => (code === 0x20 ? 0x7f : code));
  const NON_ASCII = ['clé', '鍵', 'ключ', '🔑', 'ｋｅｙ', 'a\u00a0b', '\u200bkey', 'a\u2028b'];

  /** Keys the API must refuse: each case is the header lines sent. */
  const malformedKey: fc.Arbitrary<Buffer[]> = fc.oneof(
    fc.constantFrom('', ' ', '   ', '\t').map((value) => [keyLine(value)]),
    fc
      .tuple(visible, fc.integer({ min: IDEMPOTENCY.keyMaxLength + 1, max: 4000 }))
      .map(([text, length]) => [
        keyLine(text.repeat(Math.ceil(length / text.length)).slice(0, length)),
      ]),
    fc
      .tuple(visible, control, visible)
      .map(([before, code, after]) => [
        keyLine(Buffer.concat([Buffer.from(before), Buffer.from([code]), Buffer.from(after)])),
      ]),
    fc
      .tuple(visible, fc.integer({ min: 0x80, max: 0xff }), visible)
      .map(([before, byte, after]) => [
        keyLine(Buffer.concat([Buffer.from(before), Buffer.from([byte]), Buffer.from(after)])),
      ]),
    fc
      .tuple(visible, fc.constantFrom(...NON_ASCII))
      .map(([text, other]) => [keyLine(Buffer.from(`${text}${other}`, 'utf8'))]),
    // The same header more than once: well-formed keys each, or the same one repeated.
    fc
      .array(fc.tuple(headerName, visible), { minLength: 2, maxLength: 8 })
      .map((lines) => lines.map(([name, value]) => keyLine(value, name))),
    fc
      .tuple(visible, fc.integer({ min: 2, max: 20 }), headerName)
      .map(([value, times, name]) => Array.from({ length: times }, () => keyLine(value, name))),
  );

  type KeyUse =
    { kind: 'malformed'; lines: Buffer[] } | { kind: 'used' } | { kind: 'fresh'; repeat: boolean };
  const keyUse: fc.Arbitrary<KeyUse> = fc.oneof(
    { weight: 2, arbitrary: malformedKey.map((lines) => ({ kind: 'malformed' as const, lines })) },
    fc.constant({ kind: 'used' as const }),
    fc.boolean().map((repeat) => ({ kind: 'fresh' as const, repeat })),
  );

  /** A comment written with USED_KEY before the fuzz: the key every 'used' case sends again. */
  const USED_KEY = 'fuzz-used-key';
  let usedWrite: { sent: Sent; text: string };
  let keyed: Route[];
  let keyedAdmin: Route[];
  /** Tables whose rows these refusals may not change; idempotency_keys is checked apart. */
  const CHECKED_APART = new Set([...COUNTERS, 'idempotency_keys']);

  const keysOf = async () =>
    server.db
      .selectFrom('idempotency_keys')
      .select(['idempotency_key', 'response_status', 'response_body'])
      .where('user_id', '=', member.userId)
      .execute();

  beforeAll(async () => {
    const routes = await apiRoutes();
    keyed = routes.filter((route) => route.keyed);
    keyedAdmin = keyed.filter((route) => route.path.startsWith('/api/admin/'));
    // The fuzz above counted toward the write limits: a new window, so that limits are not
    // what refuses the requests here (the tokens last an hour).
    server.clock.advance(11 * 60_000);
    const feed = await server.db
      .selectFrom('feeds')
      .select('feed_id')
      .where('feed_title', '=', 'A post')
      .executeTakeFirstOrThrow();
    const sent: Sent = {
      method: 'POST',
      url: `${server.url}/api/comment/insertComment`,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ feedId: feed.feed_id, commentText: 'Written with a key' }),
    };
    const first = await sendRaw(sent, [keyLine(USED_KEY)]);
    expect([first.status, first.replayed]).toEqual([200, false]);
    usedWrite = { sent, text: first.text };
  });

  it('finds the members’ writes in the document: every write a member makes, and only those', () => {
    const writes = ALL_ROUTES.filter(acceptsIdempotencyKey).map((route) =>
      route.path.replace(/:(\w+)/g, '{$1}'),
    );
    expect(keyed.map((route) => route.path).sort()).toEqual(writes.sort());
    expect(keyed.length).toBeGreaterThan(25);
    // The admin calls take keys too (their role is checked after the key).
    expect(keyedAdmin.length).toBeGreaterThan(0);
  });

  it('refuses a malformed key on every write before anything else, and a used key elsewhere', async () => {
    const before = await rowCounts(server, CHECKED_APART);
    const keysBefore = await keysOf();
    const CASES: [string, Buffer[], number, string | null][] = [
      ['empty', [keyLine('')], 400, API_ERROR_CODES.idempotencyKeyInvalid],
      ['too long', [keyLine('k'.repeat(129))], 400, API_ERROR_CODES.idempotencyKeyInvalid],
      [
        'not ASCII',
        [keyLine(Buffer.from('clé', 'utf8'))],
        400,
        API_ERROR_CODES.idempotencyKeyInvalid,
      ],
      ['with a tab', [keyLine('a\tb')], 400, API_ERROR_CODES.idempotencyKeyInvalid],
      ['sent twice', [keyLine('one'), keyLine('two')], 400, API_ERROR_CODES.idempotencyKeyInvalid],
      // Refused by Node's HTTP parser before the API sees the request: still the envelope.
      ['with a control character', [keyLine('a\u0001b')], 400, null],
      ['with DEL', [keyLine('a\u007fb')], 400, null],
      ['used for another write', [keyLine(USED_KEY)], 422, API_ERROR_CODES.idempotencyKeyReused],
    ];
    const failures: string[] = [];
    for (const route of keyed) {
      const base: Request = {
        query: validOf(route.query),
        params: validOf(route.params),
        body: route.body ? { json: validOf(route.body) } : null,
        headers: {},
      };
      for (const [label, lines, status, code] of CASES) {
        const answer = await sendRaw(toFetch(route, base, member.token), lines);
        const problem = notARefusal(answer);
        const body = problem ? null : (JSON.parse(answer.text) as { code: string });
        if (problem || answer.status !== status || (code && body?.code !== code)) {
          failures.push(
            `${route.method} ${route.path}, a key ${label}: ${answer.status} ${answer.text.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(server, CHECKED_APART)).toEqual(before);
    expect(await keysOf()).toEqual(keysBefore);
  });

  it('answers defective writes with keys (malformed, used, new) with a refusal and writes nothing', async () => {
    const before = await rowCounts(server, CHECKED_APART);
    const keysBefore = await keysOf();
    const failures: string[] = [];
    /** The status each new key was answered with: the key's row, if kept, must say the same. */
    const answeredWith = new Map<string, number>();
    let sent = 0;
    const runsEach = Math.ceil(RUNS_TOTAL / 4 / keyed.length);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    for (const route of keyed) {
      await fc.assert(
        fc.asyncProperty(badRequestFor(route), keyUse, async (request, use) => {
          const options = toFetch(route, request, member.token);
          const key = use.kind === 'fresh' ? `fuzz-${seed}-${sent}` : USED_KEY;
          const lines = use.kind === 'malformed' ? use.lines : [keyLine(key)];
          const answer = await sendRaw(options, lines);
          sent += 1;
          const what = () =>
            `seed ${seed}: ${route.method} ${route.path} ${use.kind} key ` +
            `${JSON.stringify(Buffer.concat(lines).toString('latin1').slice(0, 80))} ` +
            `${JSON.stringify(options).slice(0, 200)} -> ${answer.status} ${answer.text.slice(0, 160)}`;
          // A call that takes no input (a live ticket, removing one's photo) is made by any
          // body that reads as JSON, and one that requires none by an object of fields it
          // does not know: with a new key, that is a write like any other.
          const valid =
            use.kind === 'fresh' &&
            ((takesNothing(route) && readsAsJson(options.body)) ||
              onlyUnknownFields(route, options.body));
          const problem = valid && answer.status === 200 ? null : notARefusal(answer);
          if (problem) return void failures.push(`${problem}: ${what()}`);
          const { code = '' } = JSON.parse(answer.text) as { code?: string };
          // Another write's answer must never come back for this one.
          if (answer.replayed) failures.push(`replayed: ${what()}`);
          if (
            use.kind === 'used' &&
            code.startsWith('IDEMPOTENCY-') &&
            code !== API_ERROR_CODES.idempotencyKeyReused
          )
            failures.push(`not ${API_ERROR_CODES.idempotencyKeyReused}: ${what()}`);
          if (use.kind !== 'fresh') return;
          answeredWith.set(key, answer.status);
          if (!use.repeat) return;
          // Sent again, it is refused the same way: replayed if its refusal was kept.
          const again = await sendRaw(options, lines);
          sent += 1;
          if (again.status !== answer.status || (again.replayed && again.text !== answer.text))
            failures.push(`repeat answered ${again.status} ${again.text.slice(0, 120)}: ${what()}`);
        }),
        { numRuns: runsEach, seed },
      );
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(RUNS_TOTAL / 4);
    expect(await rowCounts(server, CHECKED_APART)).toEqual(before);

    // Keys: the used one as it was; a new key kept only with the answer it was given (a
    // claim never given back would hold the key for a minute).
    const known = new Set(keysBefore.map((row) => row.idempotency_key));
    const kept = (await keysOf()).filter((row) => !known.has(row.idempotency_key));
    expect(
      kept.filter((row) => row.response_status !== answeredWith.get(row.idempotency_key)),
    ).toEqual([]);
    expect(await keysOf()).toEqual(expect.arrayContaining(keysBefore));
  });

  it('replays the used key’s own write, and only it', async () => {
    const again = await sendRaw(usedWrite.sent, [keyLine(USED_KEY)]);
    expect([again.status, again.replayed, again.text]).toEqual([200, true, usedWrite.text]);
    expect(
      await server.db
        .selectFrom('comments')
        .select('comment_id')
        .where('comment_text', '=', 'Written with a key')
        .execute(),
    ).toHaveLength(1);
  });
});

/** The upload calls: the route table's entries with a multipart form. */
const UPLOADS = ALL_ROUTES.filter((route) => route.form);
/** A file field of the upload's form. */
const fileFieldOf = (route: ApiRoute) =>
  route.form && 'file' in route.form ? route.form.file : 'images';

const upload = (route: ApiRoute, contentType: string, body: string) =>
  fetch(`${server.url}${route.path}`, {
    method: route.method,
    headers: { authorization: `Bearer ${member.token}`, 'content-type': contentType },
    body,
  });

describe('malformed uploads and paths', () => {
  it('finds the three upload calls in the route table', () => {
    expect(UPLOADS.map((route) => route.path).sort()).toEqual([
      '/api/feed/insertFeed',
      '/api/feed/updateFeed',
      '/api/user/updateUserProfileImage',
    ]);
  });

  const part = (field: string) =>
    `--XX\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  const MALFORMED: [string, string, (field: string) => string][] = [
    ['no boundary', 'multipart/form-data', (field) => `${part(field)}abc\r\n--XX--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', (field) => `${part(field)}abc`],
    [
      'a boundary over 70 characters',
      `multipart/form-data; boundary=${'B'.repeat(300)}`,
      (field) => `${part(field)}abc`,
    ],
    [
      'a body cut off inside a file',
      'multipart/form-data; boundary=XX',
      (field) => `${part(field)}abc`,
    ],
    [
      'a body cut off inside the headers of a part',
      'multipart/form-data; boundary=XX',
      (field) => `--XX\r\nContent-Disposition: form-data; name="${field}"`,
    ],
  ];

  it.each(MALFORMED)(
    'an upload with %s answers 400 REQUEST-003 on each call',
    async (_, type, body) => {
      const before = await rowCounts(server);
      for (const route of UPLOADS) {
        const answer = await upload(route, type, body(fileFieldOf(route)));
        expect([route.path, answer.status]).toEqual([route.path, 400]);
        expect(await answer.json()).toMatchObject({ result: false, code: 'REQUEST-003' });
      }
      expect(await rowCounts(server)).toEqual(before);
    },
  );

  it.each([
    ['a NUL character', 'a%00b'],
    ['a backslash', 'x%5Cy.png'],
  ])('a stored-file path with %s answers 404 FILE-001', async (_, path) => {
    const answer = await fetch(`${server.url}/api/files/${path}`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'FILE-001' });
  });

  it.each([
    [
      'a profile photo over 10 MB',
      '/api/user/updateUserProfileImage',
      'PUT',
      'profileImage',
      413,
      'USER-010',
    ],
    ['a post image over 30 MB', '/api/feed/insertFeed', 'POST', 'images', 413, 'FEED-005'],
  ])(
    '%s is answered with its refusal once sent, never a reset',
    async (_, path, method, field, status, code) => {
      const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('latin1');
      const answer = await rawRequest(
        server.url,
        [
          `${method} ${path} HTTP/1.1`,
          'Host: kfeed',
          `Authorization: Bearer ${member.token}`,
          'Content-Type: multipart/form-data; boundary=XX',
        ],
        {
          prefix:
            `--XX\r\nContent-Disposition: form-data; name="feedWriteRequest"\r\n\r\n` +
            `${JSON.stringify({ feedTitle: 'Big', feedText: 'Big', categoryId: 1 })}\r\n` +
            `--XX\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n` +
            `Content-Type: image/jpeg\r\n\r\n${photo}`,
          fill: 40 * 1024 * 1024,
          suffix: '\r\n--XX--\r\n',
        },
      );
      expect(answer.error).toBeNull();
      expect(answer.sent).toBeGreaterThan(40 * 1024 * 1024);
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(code);
    },
  );
});
