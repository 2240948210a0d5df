import { HEADER_ONLY, SHARP_INPUT, checkPixels, imageJobs } from '../files/imageGuard.ts';
import sharp, { type Metadata } from 'sharp';
import { USER_LIMITS } from '@kfeed/contracts/user';
import { AppError } from '../../http/envelope.ts';
import { newStorageKey, type Storage } from '../files/storage.ts';
import { fitWithin, isHeifHeader } from '../files/imageContent.ts';

/** Raster formats sharp decodes that a profile photo may come in (HEIF covers HEIC and AVIF). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

/** Profile photos are shown small; 1024 px on the longer side is plenty. */
const MAX_SIDE = 1024;

export const notAnImage = () => new AppError(415, 'USER-009', 'Only image files can be uploaded.');
export const imageTooLarge = () =>
  new AppError(
    413,
    'USER-010',
    `Profile image cannot exceed ${USER_LIMITS.profileImageBytesMax / 1024 / 1024}MB.`,
  );
export const unreadableImage = (format: string) =>
  new AppError(
    415,
    'USER-011',
    `This ${format.toUpperCase()} image cannot be read here. Please convert it to JPEG or PNG and try again.`,
  );

/**
 * Check an upload by its content (not its name), then re-encode it: the photo is turned
 * upright, shrunk, and written as WebP without any of the original metadata (EXIF, GPS).
 * Answers the storage key.
 */
export function storeProfileImage(storage: Storage, now: Date, input: Buffer): Promise<string> {
  return imageJobs.run(() => decodeAndStore(storage, now, input));
}

async function decodeAndStore(storage: Storage, now: Date, input: Buffer): Promise<string> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, HEADER_ONLY).metadata();
  } catch {
    throw isHeifHeader(input) ? unreadableImage('HEIC/HEIF') : notAnImage();
  }
  checkPixels(metadata);
  const format = metadata.format;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  let output: Buffer;
  try {
    output = await sharp(input, { ...SHARP_INPUT, pages: 1 })
      .rotate()
      .resize(fitWithin(MAX_SIDE))
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // HEIC from a phone needs an HEVC decoder this build may lack; a corrupt file lands here too.
    throw unreadableImage(format === 'heif' ? 'HEIC/HEIF' : format);
  }
  const stored = `${newStorageKey('profiles', now)}.webp`;
  await storage.put(stored, output);
  return stored;
}
