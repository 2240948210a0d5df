import type { ImageCodec } from '@kfeed/kit/images/processImage';
import { compressionLibraryUrl } from '@kfeed/kit/images/compressionLibraryUrl';

/**
 * The browser codec: heic-to (libheif in WebAssembly, decoding in its own worker) and
 * browser-image-compression (in a worker that loads the library from our own build, never
 * from a CDN). Both are imported on first use, so only a screen that takes pictures pays for
 * them.
 */
export async function loadBrowserImageCodec(): Promise<ImageCodec> {
  const [{ default: imageCompression }, heic] = await Promise.all([
    import('browser-image-compression'),
    import('heic-to'),
  ]);
  return {
    heicToJpeg: (blob, quality) => heic.heicTo({ blob, type: 'image/jpeg', quality }),
    compress: (file, target, signal) =>
      imageCompression(file, {
        maxSizeMB: target.targetBytes / 1024 / 1024,
        maxWidthOrHeight: target.maxSide,
        initialQuality: target.quality,
        useWebWorker: true,
        libURL: compressionLibraryUrl(),
        ...(signal ? { signal } : {}),
      }),
  };
}
