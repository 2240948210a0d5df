/**
 * The ISO-BMFF `ftyp` brands that make a file HEIF for this product, one list for the browser
 * (shared/kit/src/images/imageType.ts: what to convert to JPEG before uploading) and the API
 * (api/src/features/files/imageContent.ts: how to word a refusal). Plain TypeScript, no DOM
 * and no React: the API imports it too.
 */

/**
 * HEVC-coded HEIF (ISO/IEC 23008-12): what iPhones save as .heic. Images: heic
 * (Main, Main Still Picture), heix (Main 10 and range extensions), heim (multiview), heis
 * (scalable); sequences: hevc, hevx, hevm, hevs.
 */
export const HEIC_BRANDS = [
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
] as const;

/**
 * Generic HEIF (ISO/IEC 23008-12): image items (mif1), image sequences (msf1), and the second
 * edition's image items (mif2). The picture's codec is named by another, compatible, brand.
 */
export const HEIF_GENERIC_BRANDS = ['mif1', 'msf1', 'mif2'] as const;

/** Every brand this product takes for HEIC/HEIF. */
export const HEIF_BRANDS = [...HEIC_BRANDS, ...HEIF_GENERIC_BRANDS] as const;

/**
 * AVIF (AV1 in a HEIF container, AV1 Image File Format): image (avif) and sequence (avis).
 * Not HEIF for this product: browsers show it as it is, so it is never converted.
 */
export const AVIF_BRANDS = ['avif', 'avis'] as const;

export type HeicBrand = (typeof HEIC_BRANDS)[number];
export type HeifBrand = (typeof HEIF_BRANDS)[number];
export type AvifBrand = (typeof AVIF_BRANDS)[number];

const HEIC = new Set<string>(HEIC_BRANDS);
const HEIF = new Set<string>(HEIF_BRANDS);
const AVIF = new Set<string>(AVIF_BRANDS);

/** Whether a brand is one of HEIC_BRANDS (HEVC pictures). */
export const isHeicBrand = (brand: string): brand is HeicBrand => HEIC.has(brand);

/** Whether a brand is one of HEIF_BRANDS (HEVC or generic HEIF). */
export const isHeifBrand = (brand: string): brand is HeifBrand => HEIF.has(brand);

/** Whether a brand is one of AVIF_BRANDS. */
export const isAvifBrand = (brand: string): brand is AvifBrand => AVIF.has(brand);
