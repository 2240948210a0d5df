jest.mock('./remoteRegistry.ts', () => ({ remotesConfig: jest.fn() }));

import { compositionOf } from './composed.ts';
import { remotesConfig } from './remoteRegistry.ts';

const config = jest.mocked(remotesConfig);

it('tells a composed remote from an optional one left out and from a broken one', () => {
  config.mockReturnValue({
    entries: { 'mf-feed': 'http://f/mf-manifest.json' },
    problems: { 'mf-post': 'no entry for mf-post' },
  });
  expect(compositionOf('mf-feed')).toBe('composed');
  expect(compositionOf('mf-post')).toBe('broken');
  // Required and missing without a recorded problem (no remotes.json read yet): its fallback.
  expect(compositionOf('mf-search')).toBe('broken');
  // Optional and left out: this environment has no moderation.
  expect(compositionOf('mf-admin')).toBe('absent');
  config.mockReturnValue({
    entries: { 'mf-admin': 'http://a/mf-manifest.json' },
    problems: {},
  });
  expect(compositionOf('mf-admin')).toBe('composed');
  config.mockReturnValue({ entries: {}, problems: { 'mf-admin': 'not an http(s) URL' } });
  expect(compositionOf('mf-admin')).toBe('broken');
});
