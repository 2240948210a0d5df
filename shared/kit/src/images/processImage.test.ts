import { POST_IMAGE_RULES, type CompressionTarget } from '@kfeed/kit/images/imageRules';
import { processImage, type ImageCodec } from '@kfeed/kit/images/processImage';
import { fixtureFile, paddedJpeg } from './testImages.ts';

const MB = 1024 * 1024;

/** Records what it was asked; "converts" and "compresses" by returning blobs of chosen sizes. */
function recordingCodec(sizes: {
  jpeg?: number;
  compressed?: number;
  failCompress?: boolean;
  failConvert?: boolean;
}) {
  const calls: string[] = [];
  const targets: CompressionTarget[] = [];
  const codec: ImageCodec = {
    heicToJpeg: async (_blob, quality) => {
      calls.push(`heicToJpeg ${quality}`);
      if (sizes.failConvert) throw new Error('libheif: not a HEIF file');
      return new Blob([new Uint8Array(sizes.jpeg ?? 100)], { type: 'image/jpeg' });
    },
    compress: async (file, target) => {
      calls.push(`compress ${file.name}`);
      targets.push(target);
      if (sizes.failCompress) throw new Error('canvas is too large');
      return new Blob([new Uint8Array(sizes.compressed ?? 100)], { type: file.type });
    },
  };
  return { codec, calls, targets };
}

it('sends a small picture as it is', async () => {
  const { codec, calls } = recordingCodec({});
  const file = fixtureFile('tiny.png');
  const result = await processImage(file, 'png', POST_IMAGE_RULES, codec);
  expect(result).toEqual({
    ok: true,
    file,
    converted: false,
    compressed: false,
    compressionFailed: false,
  });
  expect(calls).toEqual([]);
});

it('compresses a picture over 1.5 MB to 1.5 MB, 1920 px, quality 0.8', async () => {
  const { codec, calls, targets } = recordingCodec({ compressed: 900_000 });
  const result = await processImage(
    paddedJpeg('camera.jpg', 4 * MB),
    'jpeg',
    POST_IMAGE_RULES,
    codec,
  );
  expect(calls).toEqual(['compress camera.jpg']);
  expect(targets).toEqual([{ targetBytes: 1.5 * MB, maxSide: 1920, quality: 0.8 }]);
  expect(result).toMatchObject({ ok: true, compressed: true, compressionFailed: false });
  expect(result.ok && result.file.size).toBe(900_000);
  expect(result.ok && result.file.name).toBe('camera.jpg');
});

it('leaves a file of exactly 1.5 MB alone', async () => {
  const { codec, calls } = recordingCodec({});
  await processImage(paddedJpeg('edge.jpg', 1.5 * MB), 'jpeg', POST_IMAGE_RULES, codec);
  expect(calls).toEqual([]);
});

it('falls back to the original when compression fails, and says so', async () => {
  const { codec } = recordingCodec({ failCompress: true });
  const original = paddedJpeg('camera.jpg', 3 * MB);
  const result = await processImage(original, 'jpeg', POST_IMAGE_RULES, codec);
  expect(result).toEqual({
    ok: true,
    file: original,
    converted: false,
    compressed: false,
    compressionFailed: true,
  });
});

it('converts HEIC to JPEG at 0.8 and stops there when the JPEG is small', async () => {
  const { codec, calls } = recordingCodec({ jpeg: 200_000 });
  const result = await processImage(
    fixtureFile('tiny.heic', 'IMG_0001.HEIC'),
    'heic',
    POST_IMAGE_RULES,
    codec,
  );
  expect(calls).toEqual(['heicToJpeg 0.8']);
  expect(result).toMatchObject({ ok: true, converted: true, compressed: false });
  if (!result.ok) throw new Error('expected a picture');
  expect(result.file.name).toBe('IMG_0001.jpg');
  expect(result.file.type).toBe('image/jpeg');
});

it('compresses a converted HEIC that is still over 1.5 MB', async () => {
  const { codec, calls } = recordingCodec({ jpeg: 2 * MB, compressed: MB });
  const result = await processImage(
    fixtureFile('tiny.heic', 'IMG_2.heif'),
    'heif',
    POST_IMAGE_RULES,
    codec,
  );
  expect(calls).toEqual(['heicToJpeg 0.8', 'compress IMG_2.jpg']);
  expect(result).toMatchObject({ ok: true, converted: true, compressed: true });
});

it('keeps the converted JPEG (not the HEIC) when its compression fails', async () => {
  const { codec } = recordingCodec({ jpeg: 2 * MB, failCompress: true });
  const result = await processImage(fixtureFile('tiny.heic'), 'heic', POST_IMAGE_RULES, codec);
  expect(result).toMatchObject({ ok: true, converted: true, compressionFailed: true });
  expect(result.ok && result.file.type).toBe('image/jpeg');
});

it('drops a picture whose conversion fails', async () => {
  const { codec } = recordingCodec({ failConvert: true });
  const result = await processImage(fixtureFile('tiny.heic'), 'heic', POST_IMAGE_RULES, codec);
  expect(result).toMatchObject({ ok: false, reason: 'conversion-failed' });
});

it('keeps the original when "compression" would make it bigger', async () => {
  const { codec } = recordingCodec({ compressed: 5 * MB });
  const original = paddedJpeg('noisy.jpg', 2 * MB);
  const result = await processImage(original, 'jpeg', POST_IMAGE_RULES, codec);
  expect(result).toMatchObject({
    ok: true,
    file: original,
    compressed: false,
    compressionFailed: false,
  });
});
