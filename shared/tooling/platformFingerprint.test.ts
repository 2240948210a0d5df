import { readFileSync } from 'node:fs';
import {
  FINGERPRINT_FILE,
  platformFiles,
  platformFingerprint,
  platformVersion,
} from './platformFingerprint.ts';

const recorded = JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as {
  version: string;
  fingerprint: string;
};

it('includes the kit modules the platform bundles', () => {
  const files = platformFiles().map((file) => file.split('/shared/')[1]);
  expect(files).toContain('platform/src/httpClient.ts');
  expect(files).toContain('contracts/src/envelope.ts');
  expect(files.some((file) => file?.includes('.test.'))).toBe(false);
});

it('changes the platform version with every change to what the platform ships', () => {
  const current = platformFingerprint();
  if (current !== recorded.fingerprint) {
    // Bump shared/platform/package.json (major when a remote built against the old
    // platform would break), update every app's range, then record the new fingerprint.
    expect(platformVersion()).not.toBe(recorded.version);
    throw new Error(
      `@kfeed/platform changed since ${recorded.version}: run ` +
        '`npm run platform:fingerprint` after bumping its version',
    );
  }
  expect(platformVersion()).toBe(recorded.version);
});
