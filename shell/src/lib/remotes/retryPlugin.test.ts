/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryPlugin, retryUrl } from './retryPlugin.ts';

type Hooks = Required<ReturnType<typeof retryPlugin>>;
type LoadEntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];

const plugin = retryPlugin({ retries: 2, delayMs: 1 });

/** A real server on loopback that answers each request with the next status in line. */
async function serve(
  statuses: number[],
): Promise<{ url: string; hits: () => number; close: () => void }> {
  let hits = 0;
  const server = http.createServer((_request, response) => {
    const status = statuses[Math.min(hits, statuses.length - 1)] ?? 500;
    hits += 1;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mf-manifest.json`,
    hits: () => hits,
    close: () => server.close(),
  };
}

describe('manifests', () => {
  it('asks again after a server error and answers the first success', async () => {
    const server = await serve([503, 502, 200]);
    const response = await plugin.fetch!(server.url, {}, undefined as never);
    expect((response as Response).status).toBe(200);
    expect(server.hits()).toBe(3);
    server.close();
  });

  it('gives the last failure after its retries', async () => {
    const server = await serve([503]);
    const response = await plugin.fetch!(server.url, {}, undefined as never);
    expect((response as Response).status).toBe(503);
    expect(server.hits()).toBe(3);
    server.close();
  });

  it('does not ask again after a client error', async () => {
    const server = await serve([404, 200]);
    const response = await plugin.fetch!(server.url, {}, undefined as never);
    expect((response as Response).status).toBe(404);
    expect(server.hits()).toBe(1);
    server.close();
  });

  it('asks again when the connection is refused, then throws', async () => {
    const server = await serve([200]);
    const { url } = server;
    server.close();
    await expect(plugin.fetch!(url, {}, undefined as never)).rejects.toThrow();
  });
});

describe('entry scripts', () => {
  function entryError(outcomes: (object | Error)[]) {
    const urls: string[] = [];
    const globalLoading: Record<string, unknown> = { 'mf_feed:entry': Promise.resolve() };
    const args = {
      origin: {},
      remoteInfo: { name: 'mf_feed', entry: 'http://127.0.0.1:1/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'mf_feed:entry',
      getRemoteEntry: async ({ getEntryUrl }: { getEntryUrl?: (url: string) => string }) => {
        urls.push(getEntryUrl!('http://127.0.0.1:1/remoteEntry.js'));
        // The key is cleared before every attempt, or the failed load would come back.
        expect(globalLoading['mf_feed:entry']).toBeUndefined();
        const outcome = outcomes[urls.length - 1];
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    } as unknown as LoadEntryErrorArgs;
    return { args, urls };
  }

  it('loads the entry again from a URL of its own each time', async () => {
    const entry = { get: () => undefined, init: () => undefined };
    const { args, urls } = entryError([new Error('blip'), entry]);
    await expect(plugin.loadEntryError!(args)).resolves.toBe(entry);
    expect(urls).toEqual([
      'http://127.0.0.1:1/remoteEntry.js?retry=1',
      'http://127.0.0.1:1/remoteEntry.js?retry=2',
    ]);
  });

  it('answers nothing after its retries, so the area shows its fallback', async () => {
    const { args, urls } = entryError([new Error('down'), new Error('down'), new Error('down')]);
    await expect(plugin.loadEntryError!(args)).resolves.toBeUndefined();
    expect(urls).toHaveLength(2);
  });
});

it('keeps the query a URL already has', () => {
  expect(retryUrl('http://x/remoteEntry.js?v=3', 1)).toBe('http://x/remoteEntry.js?v=3&retry=1');
});
