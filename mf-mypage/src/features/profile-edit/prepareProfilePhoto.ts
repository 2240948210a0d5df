import { FEED_LIMITS } from '@kfeed/contracts/feed';
import { USER_LIMITS } from '@kfeed/contracts/user';
import { checkSelection } from '@kfeed/kit/images/checkSelection';
import type { ImageRules } from '@kfeed/kit/images/imageRules';
import { processImage, type ImageCodec } from '@kfeed/kit/images/processImage';

/**
 * The profile photo's rules (spec 2, sections 5 and 9): one picture, at most 10 MB,
 * HEIC/HEIF converted to JPEG at 0.8, anything over 1.5 MB compressed as post pictures are.
 */
export const PROFILE_IMAGE_RULES: ImageRules = {
  maxCount: 1,
  maxFileBytes: USER_LIMITS.profileImageBytesMax,
  maxTotalBytes: Number.POSITIVE_INFINITY,
  compressAboveBytes: FEED_LIMITS.compressAboveBytes,
  compression: {
    targetBytes: FEED_LIMITS.compressAboveBytes,
    maxSide: FEED_LIMITS.compressMaxSide,
    quality: FEED_LIMITS.compressQuality,
  },
  heicJpegQuality: FEED_LIMITS.compressQuality,
};

export type PreparedPhoto =
  | { ok: true; file: File; compressionFailed: boolean }
  | { ok: false; problem: 'not-image' | 'too-large' | 'conversion-failed' };

/** A codec loaded on its first use: a small JPEG never downloads the conversion libraries. */
function lazyCodec(load: () => Promise<ImageCodec>): ImageCodec {
  let loading: Promise<ImageCodec> | null = null;
  const codec = () => (loading ??= load());
  return {
    heicToJpeg: async (blob, quality) => (await codec()).heicToJpeg(blob, quality),
    compress: async (file, target, signal) => (await codec()).compress(file, target, signal),
  };
}

/** Check a chosen file and make it ready to upload (the codec loads only when needed). */
export async function prepareProfilePhoto(
  file: File,
  loadCodec: () => Promise<ImageCodec>,
): Promise<PreparedPhoto> {
  const { accepted, notices } = await checkSelection(
    [file],
    { count: 0, totalBytes: 0 },
    PROFILE_IMAGE_RULES,
  );
  const chosen = accepted[0];
  if (!chosen) {
    const tooLarge = notices.some((n) => n.kind === 'file-too-large');
    return { ok: false, problem: tooLarge ? 'too-large' : 'not-image' };
  }
  const processed = await processImage(
    chosen.file,
    chosen.format,
    PROFILE_IMAGE_RULES,
    lazyCodec(loadCodec),
  );
  if (!processed.ok) return { ok: false, problem: 'conversion-failed' };
  return { ok: true, file: processed.file, compressionFailed: processed.compressionFailed };
}
