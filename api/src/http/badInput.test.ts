import { jest } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { addFeed, addMember, type TestMember } from '../testing/contentFixtures.ts';
import { addAdmin, addModerator } from '../features/moderation/moderationTestKit.ts';
import { CHANGE_LOG } from '../db/migrations/0100_cache_changes.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import type { ApiRoute } from '@kfeed/contracts/routes/route';

/**
 * Bad input never breaks the server: requests built from the OpenAPI document, for every
 * route, as a visitor and as a member (the admin routes also as a moderator and an admin,
 * who get past the role check), each with at least one defect its schema refuses (or junk
 * the parser refuses). None may answer 5xx, and none may add or remove a row.
 * Over a real socket: light-my-request (app.inject) does not load under Jest's ES modules.
 */
jest.setTimeout(120_000);

const RUNS_TOTAL = Number(process.env.FUZZ_RUNS ?? 10_000);

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

async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const tables = await server.db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (COUNTERS.has(name)) continue;
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

it('answers every bad request with a 4xx and writes nothing', async () => {
  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const routes = routesOf(document).filter((route) => route.path.startsWith('/api/'));
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
