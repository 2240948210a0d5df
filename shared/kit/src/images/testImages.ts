import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Real small pictures (made with sharp and libheif's heif-enc) as browser File objects. */
export const fixtureNames = ['tiny.jpg', 'tiny.png', 'tiny.gif', 'tiny.webp', 'tiny.heic'] as const;

export function fixtureFile(name: (typeof fixtureNames)[number], as: string = name, type?: string) {
  const bytes = readFileSync(path.join(__dirname, 'fixtures', name));
  return new File([bytes], as, { type: type ?? '' });
}

/** A real picture's bytes padded to `size`, for the size limits without a huge fixture. */
export function paddedJpeg(name: string, size: number) {
  const head = readFileSync(path.join(__dirname, 'fixtures', 'tiny.jpg'));
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return new File([bytes], name, { type: 'image/jpeg' });
}
