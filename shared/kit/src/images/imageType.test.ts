import { imageFormatOfBytes, needsConversion, sniffImageFormat } from '@kfeed/kit/images/imageType';
import { fixtureFile } from './testImages.ts';

it.each([
  ['tiny.jpg', 'jpeg'],
  ['tiny.png', 'png'],
  ['tiny.gif', 'gif'],
  ['tiny.webp', 'webp'],
  ['tiny.heic', 'heic'],
] as const)('knows %s by its content as %s', async (name, format) => {
  // A misleading name and no declared type: only the bytes count.
  await expect(sniffImageFormat(fixtureFile(name, 'renamed.txt'))).resolves.toBe(format);
});

it('refuses a text file named like a photo', async () => {
  const fake = new File(['not a picture at all'], 'photo.jpg', { type: 'image/jpeg' });
  await expect(sniffImageFormat(fake)).resolves.toBeNull();
});

it('tells HEIF, HEIC and AVIF brands apart', () => {
  const ftyp = (...brands: string[]) => {
    const text = `\0\0\0${String.fromCharCode(8 + brands.length * 4 + 4)}ftyp${brands[0]}\0\0\0\0${brands.slice(1).join('')}`;
    return Uint8Array.from(text, (c) => c.charCodeAt(0));
  };
  expect(imageFormatOfBytes(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
  expect(imageFormatOfBytes(ftyp('heix', 'mif1'))).toBe('heic');
  expect(imageFormatOfBytes(ftyp('mif1', 'mif1', 'miaf'))).toBe('heif');
  expect(imageFormatOfBytes(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
  expect(imageFormatOfBytes(ftyp('isom', 'mp41'))).toBeNull();
  expect(needsConversion('heic')).toBe(true);
  expect(needsConversion('heif')).toBe(true);
  expect(needsConversion('avif')).toBe(false);
});
