import { PRIVATE_CACHE_MESSAGE } from '@kfeed/platform/serviceWorker/messages';
import {
  announcePrivateCacheOwner,
  clearPrivateCaches,
} from '@kfeed/platform/serviceWorker/privateCaches';

/** The browser's Cache Storage by name, as jsdom has none: only keys() and delete() are used. */
const names = new Set<string>();
const messages: unknown[] = [];

beforeAll(() => {
  Object.assign(globalThis, {
    caches: {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage: (message: unknown) => messages.push(message) } },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'caches');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
beforeEach(() => {
  messages.length = 0;
  names.clear();
  for (const name of ['kfeed-private-api-v1', 'kfeed-api-v1', 'kfeed-pages-v1', 'other-app'])
    names.add(name);
});

it("at logout deletes the member's caches only, and tells the worker nobody reads", async () => {
  await clearPrivateCaches();
  expect([...names].sort()).toEqual(['kfeed-api-v1', 'kfeed-pages-v1', 'other-app']);
  expect(messages).toEqual([{ type: PRIVATE_CACHE_MESSAGE, userId: null }]);
});

it('tells the worker which member reads now', () => {
  announcePrivateCacheOwner(42);
  expect(messages).toEqual([{ type: PRIVATE_CACHE_MESSAGE, userId: 42 }]);
  expect(names.has('kfeed-private-api-v1')).toBe(true);
});
