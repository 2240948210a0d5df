jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: jest.fn() }));

import { parseRemotesConfig } from './remoteRegistry.ts';

const complete = {
  'mf-auth': 'http://a/mf-manifest.json',
  'mf-feed': 'http://f/mf-manifest.json',
  'mf-post': 'http://p/mf-manifest.json',
  'mf-search': 'http://s/mf-manifest.json',
  'mf-mypage': 'http://m/mf-manifest.json',
};

it('reads a complete remotes.json', () => {
  expect(parseRemotesConfig(complete)).toEqual(complete);
});

it('refuses a file that misses a remote or is not an object', () => {
  const { 'mf-search': _missing, ...rest } = complete;
  expect(() => parseRemotesConfig(rest)).toThrow('mf-search');
  expect(() => parseRemotesConfig({ ...complete, 'mf-post': '' })).toThrow('mf-post');
  expect(() => parseRemotesConfig(null)).toThrow();
  expect(() => parseRemotesConfig('x')).toThrow();
});
