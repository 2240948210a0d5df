/**
 * The shell build's offline files: a bundled worker with nothing left to import, the
 * manifest in the design tokens' colours, and icons of the sizes it names.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { buildOfflineFiles, designToken, webManifest } from './offlineFiles.ts';

const SHELL_DIR = path.join(import.meta.dirname, '..');
const tokens = readFileSync(
  path.join(SHELL_DIR, '..', 'shared', 'kit', 'src', 'ui', 'tokens.css'),
  'utf8',
);
const out = mkdtempSync(path.join(tmpdir(), 'kfeed-offline-files-'));

beforeAll(async () => {
  writeFileSync(
    path.join(out, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0+test-build' } } }),
  );
  await buildOfflineFiles(out);
}, 60_000);

function pngSize(file: string): [number, number] {
  const bytes = readFileSync(path.join(out, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

it('bundles the worker into one classic script that carries its build and the offline reads', () => {
  const worker = readFileSync(path.join(out, 'sw.js'), 'utf8');
  expect(worker).not.toMatch(/^\s*import\s/m);
  expect(worker).not.toContain('process.env');
  expect(worker).toContain('0.1.0+test-build');
  expect(worker).toContain(feedRoutes.getFeedData.path);
  // The table's descriptions stay out: only what the worker matches on is written in.
  expect(worker).not.toContain(feedRoutes.getFeedList.summary);
  expect(readFileSync(path.join(out, 'sw-off.js'), 'utf8')).toContain('unregister');
});

it('writes the manifest in the colours of the design tokens, with icons that exist', () => {
  const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.webmanifest'), 'utf8')) as {
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toEqual(webManifest(tokens));
  expect(manifest.theme_color).toBe(designToken(tokens, 'color-bg'));
  expect(manifest.background_color).toBe(designToken(tokens, 'color-surface'));
  for (const icon of manifest.icons) {
    const side = Number(icon.sizes.split('x')[0]);
    expect(pngSize(icon.src)).toEqual([side, side]);
  }
  expect(pngSize('icons/apple-touch-icon.png')).toEqual([180, 180]);
  expect(pngSize('icons/kfeed-badge-96.png')).toEqual([96, 96]);
});

it("draws the icons in the tokens' primary colour", () => {
  const primary = designToken(tokens, 'color-primary');
  for (const svg of ['kfeed.svg', 'kfeed-maskable.svg'])
    expect(readFileSync(path.join(SHELL_DIR, 'icons', svg), 'utf8').toLowerCase()).toContain(
      primary,
    );
});
