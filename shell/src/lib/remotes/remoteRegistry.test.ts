jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.requireActual('@module-federation/runtime-core').satisfy,
}));

import { parseRemotesConfig } from './remoteRegistry.ts';
import { PLATFORM_VERSION } from '@kfeed/platform/version';
import { describeBuild } from './composition.ts';

const complete = {
  'mf-auth': 'http://a/mf-manifest.json',
  'mf-feed': 'http://f/mf-manifest.json',
  'mf-post': 'http://p/mf-manifest.json',
  'mf-search': 'http://s/mf-manifest.json',
  'mf-mypage': 'http://m/mf-manifest.json',
};

it('reads a complete remotes.json', () => {
  expect(parseRemotesConfig(complete)).toEqual({ entries: complete, problems: {} });
});

it('keeps the other remotes when one entry is missing or malformed', () => {
  const { 'mf-search': _missing, ...rest } = complete;
  const withoutSearch = parseRemotesConfig(rest);
  expect(Object.keys(withoutSearch.entries)).not.toContain('mf-search');
  expect(withoutSearch.entries['mf-feed']).toBe(complete['mf-feed']);
  expect(withoutSearch.problems['mf-search']).toMatch(/no entry/);

  const malformed = parseRemotesConfig({ ...complete, 'mf-post': 'javascript:alert(1)' });
  expect(malformed.entries['mf-post']).toBeUndefined();
  expect(malformed.problems['mf-post']).toMatch(/not an http/);
  expect(parseRemotesConfig({ ...complete, 'mf-post': 42 }).problems['mf-post']).toBeDefined();
});

it('lets an environment leave out an optional remote without a problem, but not garble it', () => {
  expect(parseRemotesConfig(complete).problems).toEqual({});
  expect(parseRemotesConfig(complete).entries['mf-admin']).toBeUndefined();
  const withAdmin = parseRemotesConfig({ ...complete, 'mf-admin': 'http://x/mf-manifest.json' });
  expect(withAdmin.entries['mf-admin']).toBe('http://x/mf-manifest.json');
  const garbled = parseRemotesConfig({ ...complete, 'mf-admin': 'ftp://x' });
  expect(garbled.problems['mf-admin']).toMatch(/not an http/);
});

it('refuses a file that is not an object at all', () => {
  expect(() => parseRemotesConfig(null)).toThrow();
  expect(() => parseRemotesConfig('x')).toThrow();
  expect(() => parseRemotesConfig([complete])).toThrow();
});

it("reads a manifest's build version and platform range, and judges compatibility", () => {
  const manifest = (range: string) => ({
    metaData: { buildInfo: { buildVersion: '0.1.0+20261123T000000Z.abc1234' } },
    shared: [
      { name: 'react', requiredVersion: '^19.2.0' },
      { name: '@kfeed/platform/remote', requiredVersion: range },
    ],
  });
  // Built against the page's platform major, and against the next one.
  const major = Number(PLATFORM_VERSION.split('.')[0]);
  expect(describeBuild('mf-feed', 'u', manifest(`^${major}.0.0`))).toMatchObject({
    buildVersion: '0.1.0+20261123T000000Z.abc1234',
    platformRange: `^${major}.0.0`,
    compatible: true,
  });
  expect(describeBuild('mf-feed', 'u', manifest(`^${major + 1}.0.0`)).compatible).toBe(false);
});
