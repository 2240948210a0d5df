import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import type { ApiRoute } from '@kfeed/contracts/routes/route';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { routeTableMismatches } from './routeTable.ts';

const options = { development: false, apiPrefix: '/api', docsPrefix: '/api/docs' };
const entry = (method: ApiRoute['method'], path: string, extra: Partial<ApiRoute> = {}) =>
  ({ method, path, tag: 't', summary: 's', access: 'anyone', ...extra }) as ApiRoute;

describe('the route table and the handlers', () => {
  it('name a handler without an entry and an entry without a handler', () => {
    const mismatches = routeTableMismatches(
      [
        { method: 'GET', url: '/api/a' },
        { method: 'HEAD', url: '/api/a' },
        { method: 'POST', url: '/api/stray' },
        { method: 'GET', url: '/api/docs/json' },
        { method: 'GET', url: '/elsewhere' },
      ],
      [entry('GET', '/api/a'), entry('PUT', '/api/missing')],
      options,
    );
    expect(mismatches).toEqual([
      'POST /api/stray is not in the route table',
      'PUT /api/missing has no handler',
    ]);
  });

  it('ask for a development-only handler only where development is on', () => {
    const table = [entry('GET', '/api/dev/x', { developmentOnly: true })];
    expect(routeTableMismatches([], table, options)).toEqual([]);
    expect(routeTableMismatches([], table, { ...options, development: true })).toEqual([
      'GET /api/dev/x has no handler',
    ]);
  });

  it('name each path once per method', () => {
    const keys = ALL_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe('on a running API', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('document every entry that is not hidden, with its method, from the table', async () => {
      const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
        paths: Record<string, Record<string, { summary?: string; security?: unknown }>>;
      };
      const always = ALL_ROUTES.filter(
        (one) => !one.hidden && !one.developmentOnly && !one.enabledBy,
      );
      for (const route of always) {
        const documented = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
        const operation = document.paths[documented]?.[route.method.toLowerCase()];
        expect({ route: route.path, summary: operation?.summary }).toEqual({
          route: route.path,
          summary: route.summary,
        });
        expect(Boolean(operation?.security)).toBe(route.access !== 'anyone');
      }
    });
  });
});
