/**
 * Renders the app's icons (shell/icons/*.svg) to the PNGs the manifest, the page and the
 * notifications name (shell/public/icons/), with sharp. Run after changing an SVG:
 *
 *   node --import tsx shell/scripts/renderIcons.ts
 *
 * The PNGs are committed, so building the shell needs no sharp.
 */
import path from 'node:path';
import sharp from 'sharp';

const SHELL_DIR = path.join(import.meta.dirname, '..');
const source = (name: string) => path.join(SHELL_DIR, 'icons', name);
const target = (name: string) => path.join(SHELL_DIR, 'public', 'icons', name);

/** [svg, png, size]: the manifest's icons, the home-screen icon iOS reads, the push badge. */
const RENDERINGS: [string, string, number][] = [
  ['kfeed.svg', 'kfeed-192.png', 192],
  ['kfeed.svg', 'kfeed-512.png', 512],
  ['kfeed-maskable.svg', 'kfeed-maskable-512.png', 512],
  // iOS rounds the corners itself and shows transparency as black: the full-bleed square.
  ['kfeed-maskable.svg', 'apple-touch-icon.png', 180],
  ['kfeed-badge.svg', 'kfeed-badge-96.png', 96],
];

for (const [svg, png, size] of RENDERINGS) {
  await sharp(source(svg), { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(target(png));
  console.log(`${png} (${size} px)`);
}
