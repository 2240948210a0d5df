import {
  HEADER_ONLY,
  SHARP_INPUT,
  checkPixels,
  imageJobs,
  jobWeight,
} from '../files/imageGuard.ts';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { feedErrors } from './feedErrors.ts';
import { newStorageKey, type Storage } from '../files/storage.ts';
import { fitWithin, isHeifFile } from '../files/imageContent.ts';
import { makeCardThumbnails, type CardThumbnail } from './cardThumbnails.ts';

/** An uploaded file waiting on disk to be checked and stored. */
export interface UploadedImage {
  tmpPath: string;
  bytes: number;
}

/** A checked, re-encoded image and its thumbnail, in storage (keys in originalPath, thumbnailPath). */
export interface StoredImage {
  originalPath: string;
  thumbnailPath: string;
  /** Square crops for a list card at 1x-3x (cardThumbnails.ts). */
  cardThumbnails: CardThumbnail[];
  width: number;
  height: number;
  bytes: number;
}

/** Formats we take, as sharp names them after reading the content (never the file name). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
/** Stored images are at most this many pixels on their longer side. */
const MAX_SIDE = 2560;
export const THUMBNAIL_WIDTH = 480;

/**
 * Check an upload by its content, re-encode it (which drops EXIF, GPS and every other
 * metadata; the orientation is applied first) and cap its size. Photos become JPEG; images
 * with transparency or animation become WebP. Refuses anything sharp cannot decode, with the
 * HEIC case told apart. Its reading sizes (pictureSizes) are made with it, unless other
 * uploads wait for the image line: then the picture is answered without them (its
 * `thumbnailPath` is '' and readers get the picture itself) and they are made afterwards,
 * when the line is free (PictureSizes).
 */
export async function storeFeedImage(
  storage: Storage,
  now: Date,
  upload: UploadedImage,
  options: { stillWanted?: (() => boolean) | undefined; admitted?: boolean } = {},
): Promise<StoredImage> {
  // The header is read before the line (a refusal waits for no slot) and tells the job's weight.
  const header = await readHeader(upload);
  const { width = 0, height = 0, pages = 1 } = header.metadata;
  return imageJobs.run(() => decodeAndStore(storage, now, upload, header), {
    ...options,
    weight: jobWeight(width * height * pages),
  });
}

interface UploadHeader {
  metadata: Metadata;
  /** The refusal for content that does not decode, told apart for HEIC. */
  refuse: () => Error;
}

/** The upload's header, read without decoding; refuses what is not an image we take. */
async function readHeader(upload: UploadedImage): Promise<UploadHeader> {
  const heif = await isHeifFile(upload.tmpPath);
  const refuse = () => (heif ? feedErrors.heicUnreadable() : feedErrors.notAnImage());
  let metadata: Metadata;
  try {
    metadata = await sharp(upload.tmpPath, HEADER_ONLY).metadata();
  } catch {
    throw refuse();
  }
  checkPixels(metadata);
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw feedErrors.notAnImage();
  return { metadata, refuse };
}

async function decodeAndStore(
  storage: Storage,
  now: Date,
  upload: UploadedImage,
  { metadata, refuse }: UploadHeader,
): Promise<StoredImage> {
  const animated =
    (metadata.pages ?? 1) > 1 && (metadata.format === 'gif' || metadata.format === 'webp');
  const asWebp = animated || metadata.hasAlpha === true;
  const originalPath = `${newStorageKey('feeds', now)}.${asWebp ? 'webp' : 'jpg'}`;
  let original: Buffer;
  let info: OutputInfo;
  let sizes: PictureSizeFiles | null = null;
  try {
    const pipeline = sharp(upload.tmpPath, { ...SHARP_INPUT, animated, failOn: 'error' })
      .rotate()
      .resize(fitWithin(MAX_SIDE));
    ({ data: original, info } = await (
      asWebp ? pipeline.webp({ quality: 85 }) : pipeline.jpeg({ quality: 82 })
    ).toBuffer({ resolveWithObject: true }));
    if (!imageJobs.busy) sizes = await makePictureSizes(original, originalPath);
  } catch {
    throw refuse();
  }
  const height = animated ? (info.pageHeight ?? info.height) : info.height;
  // A storage failure is the server's, not the picture's: it is thrown as it is (a 500).
  await putAll(storage, [{ path: originalPath, data: original }, ...(sizes?.files ?? [])]);
  return {
    originalPath,
    thumbnailPath: sizes?.thumbnailPath ?? SIZES_PENDING,
    cardThumbnails: sizes?.cardThumbnails ?? [],
    width: info.width,
    height,
    bytes: info.size,
  };
}

/** Store every file, or none: after a failed put the ones stored are removed and it is thrown. */
export async function putAll(
  storage: Storage,
  files: readonly { path: string; data: Buffer }[],
): Promise<void> {
  try {
    for (const file of files) await storage.put(file.path, file.data);
  } catch (error) {
    await storage.remove(files.map((file) => file.path)).catch(() => undefined);
    throw error;
  }
}

/** A stored picture's `thumbnailPath` while its reading sizes are still to be made. */
export const SIZES_PENDING = '';

/** The reading sizes of a picture, made but not yet stored. */
export interface PictureSizeFiles {
  thumbnailPath: string;
  cardThumbnails: CardThumbnail[];
  files: { path: string; data: Buffer }[];
}

/**
 * What readers get of a stored picture besides the picture itself: a WebP thumbnail
 * THUMBNAIL_WIDTH wide and the list card's square crops, keyed beside `originalPath`.
 */
export async function makePictureSizes(
  original: Buffer,
  originalPath: string,
): Promise<PictureSizeFiles> {
  const base = originalPath.replace(/\.[a-z]+$/, '');
  const thumbnailPath = `${base}_thumb.webp`;
  const picture = sharp(original, { ...SHARP_INPUT, pages: 1 });
  const { width = 0, height = 0, pageHeight } = await picture.metadata();
  const thumbnail = await picture
    .clone()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  const cards = await makeCardThumbnails(original, base, width, pageHeight ?? height);
  return {
    thumbnailPath,
    cardThumbnails: cards.map((card) => card.thumbnail),
    files: [
      { path: thumbnailPath, data: thumbnail },
      ...cards.map((card) => ({ path: card.thumbnail.path, data: card.data })),
    ],
  };
}

/** Store every upload, or none: on the first refusal the ones already stored are removed. */
export async function storeFeedImages(
  storage: Storage,
  now: Date,
  uploads: readonly UploadedImage[],
  stillWanted?: () => boolean,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  // All of a post's photos or none: refused (busy) before the first, never after it.
  if (uploads.length > 0) imageJobs.admit();
  try {
    for (const upload of uploads)
      stored.push(await storeFeedImage(storage, now, upload, { stillWanted, admitted: true }));
    return stored;
  } catch (error) {
    await removeStoredImages(storage, stored);
    throw error;
  }
}

type ImageFiles = readonly {
  originalPath: string;
  thumbnailPath: string;
  cardThumbnails?: readonly { path: string }[];
}[];

/** Every storage key of the images: originals, thumbnails and card crops. */
export function storageKeysOf(images: ImageFiles): string[] {
  return images.flatMap((image) => [
    image.originalPath,
    ...(image.thumbnailPath === SIZES_PENDING ? [] : [image.thumbnailPath]),
    ...(image.cardThumbnails ?? []).map((thumbnail) => thumbnail.path),
  ]);
}

export async function removeStoredImages(storage: Storage, images: ImageFiles) {
  await storage.remove(storageKeysOf(images));
}
