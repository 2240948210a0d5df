import {
  AVIF_BRANDS,
  HEIC_BRANDS,
  HEIF_BRANDS,
  HEIF_GENERIC_BRANDS,
  isAvifBrand,
  isHeicBrand,
  isHeifBrand,
} from '@kfeed/contracts/heifBrands';
import { imageFormatOfBytes, needsConversion } from '@kfeed/kit/images/imageType';

/** An ISO-BMFF `ftyp` box: major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  const text = `\0\0\0${String.fromCharCode(size)}ftyp${major}\0\0\0\0${compatible.join('')}`;
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Brands of other ISO-BMFF files: MP4, QuickTime, 3GP, Canon CR3, JPEG 2000, JPEG XL, MIAF alone. */
const NOT_HEIF = ['isom', 'iso2', 'mp41', 'mp42', 'qt  ', '3gp4', 'crx ', 'jp2 ', 'jxl ', 'miaf'];

it('lists the HEIF brands of ISO/IEC 23008-12, and no AVIF brand among them', () => {
  expect([...HEIC_BRANDS].sort()).toEqual(
    ['heic', 'heim', 'heis', 'heix', 'hevc', 'hevm', 'hevs', 'hevx'].sort(),
  );
  expect([...HEIF_GENERIC_BRANDS].sort()).toEqual(['mif1', 'mif2', 'msf1']);
  expect([...HEIF_BRANDS].sort()).toEqual([...HEIC_BRANDS, ...HEIF_GENERIC_BRANDS].sort());
  expect(new Set(HEIF_BRANDS).size).toBe(HEIF_BRANDS.length);
  expect([...AVIF_BRANDS].sort()).toEqual(['avif', 'avis']);
  for (const brand of AVIF_BRANDS) expect(isHeifBrand(brand)).toBe(false);
  for (const brand of [...HEIF_BRANDS, ...AVIF_BRANDS]) expect(brand).toMatch(/^[\x20-\x7e]{4}$/);
});

it('answers each brand by the list it is in', () => {
  for (const brand of HEIF_BRANDS) expect(isHeifBrand(brand)).toBe(true);
  for (const brand of HEIC_BRANDS) expect(isHeicBrand(brand)).toBe(true);
  for (const brand of HEIF_GENERIC_BRANDS) expect(isHeicBrand(brand)).toBe(false);
  for (const brand of AVIF_BRANDS) expect(isAvifBrand(brand)).toBe(true);
  for (const brand of NOT_HEIF) {
    expect(isHeifBrand(brand)).toBe(false);
    expect(isAvifBrand(brand)).toBe(false);
  }
  // Brands are case-sensitive four-character codes.
  expect(isHeifBrand('HEIC')).toBe(false);
});

describe('the browser’s detection (imageType.ts) follows the list', () => {
  it.each(HEIC_BRANDS)('%s, as major or compatible brand, is HEIC to convert', (brand) => {
    expect(imageFormatOfBytes(ftyp(brand))).toBe('heic');
    expect(imageFormatOfBytes(ftyp('mif1', 'mif1', brand))).toBe('heic');
    expect(needsConversion(imageFormatOfBytes(ftyp(brand)))).toBe(true);
  });

  it.each(HEIF_GENERIC_BRANDS)('%s, as major or compatible brand, is HEIF to convert', (brand) => {
    expect(imageFormatOfBytes(ftyp(brand))).toBe('heif');
    expect(imageFormatOfBytes(ftyp('miaf', 'miaf', brand))).toBe('heif');
    expect(needsConversion(imageFormatOfBytes(ftyp(brand)))).toBe(true);
  });

  it.each(AVIF_BRANDS)('%s is AVIF, shown as it is', (brand) => {
    expect(imageFormatOfBytes(ftyp(brand, 'mif1', 'miaf'))).toBe('avif');
    expect(needsConversion(imageFormatOfBytes(ftyp(brand)))).toBe(false);
  });

  it.each(NOT_HEIF)('refuses %j', (brand) => {
    expect(imageFormatOfBytes(ftyp(brand))).toBeNull();
    expect(imageFormatOfBytes(ftyp(brand, brand, 'isom'))).toBeNull();
  });
});
