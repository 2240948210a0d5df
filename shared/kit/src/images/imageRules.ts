import { FEED_LIMITS } from '@kfeed/contracts/feed';

/** How a picture is shrunk: the size to aim for, the longest side and the JPEG/WebP quality. */
export interface CompressionTarget {
  targetBytes: number;
  maxSide: number;
  quality: number;
}

/** One caller's limits: each screen that takes pictures passes its own. */
export interface ImageRules {
  /** Pictures allowed at once (1 for a profile photo). */
  maxCount: number;
  /** A larger file is refused (skipped, the others kept). */
  maxFileBytes: number;
  /** All pictures together; Infinity when there is no such limit. */
  maxTotalBytes: number;
  /** Files larger than this are compressed to `compression`. */
  compressAboveBytes: number;
  compression: CompressionTarget;
  /** JPEG quality of a converted HEIC/HEIF picture. */
  heicJpegQuality: number;
}

/** Post pictures (spec 2, sections 5 and 9). */
export const POST_IMAGE_RULES: ImageRules = {
  maxCount: FEED_LIMITS.imagesMax,
  maxFileBytes: FEED_LIMITS.imageBytesMax,
  maxTotalBytes: FEED_LIMITS.totalBytesMax,
  compressAboveBytes: FEED_LIMITS.compressAboveBytes,
  compression: {
    targetBytes: FEED_LIMITS.compressAboveBytes,
    maxSide: FEED_LIMITS.compressMaxSide,
    quality: FEED_LIMITS.compressQuality,
  },
  heicJpegQuality: FEED_LIMITS.compressQuality,
};

/** Bytes as megabytes with at most one decimal, for notices ("312.4"). */
export const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);
