import type { ImageCodec } from '@kfeed/kit/images/processImage';
import { compressionLibraryUrl } from '@kfeed/kit/images/compressionLibraryUrl';

/**
 * The browser codec: heic-to (libheif in WebAssembly, decoding in its own worker) and
 * browser-image-compression (in a worker that loads the library from our own build, never
 * from a CDN). Both are imported on first use, so only a screen that takes pictures pays for
 * them.
 */
/** A worker that never answers (out of memory on a phone) must not hold the form forever. */
const CODEC_TIME_LIMIT_MS = 120_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('image work took too long')),
      CODEC_TIME_LIMIT_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export async function loadBrowserImageCodec(): Promise<ImageCodec> {
  const [{ default: imageCompression }, heic] = await Promise.all([
    import('browser-image-compression'),
    import('heic-to/csp'),
  ]);
  return {
    heicToJpeg: (blob, quality) => withinTime(heic.heicTo({ blob, type: 'image/jpeg', quality })),
    compress: (file, target, signal) =>
      withinTime(
        imageCompression(file, {
          maxSizeMB: target.targetBytes / 1024 / 1024,
          maxWidthOrHeight: target.maxSide,
          initialQuality: target.quality,
          useWebWorker: true,
          libURL: compressionLibraryUrl(),
          ...(signal ? { signal } : {}),
        }),
      ),
  };
}
