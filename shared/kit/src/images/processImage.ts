import type { CompressionTarget, ImageRules } from '@kfeed/kit/images/imageRules';
import { needsConversion, type ImageFormat } from '@kfeed/kit/images/imageType';

/** The heavy lifting, kept behind an interface so it loads late and tests can replace it. */
export interface ImageCodec {
  /** HEIC/HEIF to JPEG at `quality`. */
  heicToJpeg(blob: Blob, quality: number): Promise<Blob>;
  /** Shrink a picture to the target; must not block the page (a worker does the work). */
  compress(file: File, target: CompressionTarget, signal?: AbortSignal): Promise<Blob>;
}

export type ProcessedImage =
  | {
      ok: true;
      file: File;
      converted: boolean;
      compressed: boolean;
      /** Compression failed and the (converted) original is used. */
      compressionFailed: boolean;
    }
  | { ok: false; reason: 'conversion-failed'; error: unknown };

const withExtension = (name: string, extension: string) =>
  `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.${extension}`;

/**
 * Make one accepted picture ready to send (spec 2, section 5): HEIC/HEIF become JPEG first,
 * then anything still over `compressAboveBytes` is compressed; a failed conversion drops the
 * picture, a failed compression keeps the uncompressed file.
 */
export async function processImage(
  file: File,
  format: ImageFormat,
  rules: ImageRules,
  codec: ImageCodec,
  signal?: AbortSignal,
): Promise<ProcessedImage> {
  let current = file;
  let converted = false;
  if (needsConversion(format)) {
    try {
      const jpeg = await codec.heicToJpeg(file, rules.heicJpegQuality);
      current = new File([jpeg], withExtension(file.name, 'jpg'), {
        type: 'image/jpeg',
        lastModified: file.lastModified,
      });
      converted = true;
    } catch (error) {
      return { ok: false, reason: 'conversion-failed', error };
    }
  }
  if (current.size <= rules.compressAboveBytes) {
    return { ok: true, file: current, converted, compressed: false, compressionFailed: false };
  }
  try {
    const smaller = await codec.compress(current, rules.compression, signal);
    if (smaller.size >= current.size) {
      return { ok: true, file: current, converted, compressed: false, compressionFailed: false };
    }
    const type = smaller.type || current.type;
    const name =
      type === current.type
        ? current.name
        : withExtension(current.name, type.split('/')[1] ?? 'jpg');
    const compressed = new File([smaller], name, { type, lastModified: current.lastModified });
    return { ok: true, file: compressed, converted, compressed: true, compressionFailed: false };
  } catch {
    if (signal?.aborted) throw signal.reason;
    return { ok: true, file: current, converted, compressed: false, compressionFailed: true };
  }
}
