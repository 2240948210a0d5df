import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { FEED_LIMITS } from '@kfeed/contracts/feed';
import { newUploadTmpPath } from '../files/storage.ts';
import { feedErrors } from './feedErrors.ts';
import type { UploadedImage } from './feedImages.ts';

/** What a post's multipart request carried: its JSON part and its images, on disk. */
export interface FeedUpload {
  /** The JSON part, parsed; undefined when absent. */
  json: unknown;
  images: UploadedImage[];
  /** Remove the temporary files; call once the request is done, whatever happened. */
  cleanup(): Promise<void>;
  /** False once the client has gone (its connection closed): queued image work is dropped. */
  stillWanted(): boolean;
}

const JSON_PART_MAX = 64 * 1024;
/** Files busboy will hand over before giving up; the image count itself is checked by us. */
const FILES_PARSED_MAX = FEED_LIMITS.imagesMax + 10;

const drain = (stream: NodeJS.ReadableStream) =>
  pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));

/**
 * Read a post's multipart body: the JSON part `jsonField` (a plain field, a field typed
 * application/json, or a file part such as a Blob) and the repeated `images` files,
 * streamed to temporary files. The whole body is read before refusing anything, so the
 * client always gets the answer; the refusals (count, size, form) are thrown afterwards,
 * with the temporary files already removed.
 */
export async function readFeedUpload(
  request: FastifyRequest,
  storageDir: string,
  jsonField: string,
): Promise<FeedUpload> {
  if (!request.isMultipart()) {
    throw feedErrors.invalid(`Send multipart/form-data with a "${jsonField}" part.`);
  }
  const images: UploadedImage[] = [];
  const cleanup = async () => {
    await Promise.all(images.map((image) => rm(image.tmpPath, { force: true })));
  };
  let jsonText: string | undefined;
  let jsonValue: unknown;
  let imageCount = 0;
  let oversize = false;
  let jsonTooLong = false;
  let totalBytes = 0;
  try {
    // throwFileSizeLimit: false (read by @fastify/multipart, missing from its types): an
    // oversized file arrives truncated, so the rest of the body is still read and answered.
    const options = {
      limits: {
        files: FILES_PARSED_MAX,
        fileSize: FEED_LIMITS.imageBytesMax,
        fields: 10,
        fieldSize: JSON_PART_MAX,
      },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== jsonField) continue;
        if (part.valueTruncated) jsonTooLong = true;
        else if (typeof part.value === 'string') jsonText = part.value;
        else jsonValue = part.value;
        continue;
      }
      if (part.fieldname === jsonField) {
        const buffer = await part.toBuffer();
        if (buffer.length > JSON_PART_MAX || part.file.truncated) jsonTooLong = true;
        else jsonText = buffer.toString('utf8');
        continue;
      }
      if (part.fieldname !== 'images') {
        await drain(part.file);
        continue;
      }
      imageCount += 1;
      if (imageCount > FEED_LIMITS.imagesMax || oversize) {
        await drain(part.file);
        continue;
      }
      const tmpPath = await newUploadTmpPath(storageDir);
      images.push({ tmpPath, bytes: 0 });
      await pipeline(part.file, createWriteStream(tmpPath));
      if (part.file.truncated) {
        oversize = true;
        continue;
      }
      const bytes = (await stat(tmpPath)).size;
      totalBytes += bytes;
      const last = images.at(-1);
      if (last) last.bytes = bytes;
    }
  } catch (error) {
    await cleanup();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw feedErrors.tooManyImages();
    throw error;
  }
  const refusal = jsonTooLong
    ? feedErrors.invalid(`The "${jsonField}" part is too long.`)
    : imageCount > FEED_LIMITS.imagesMax
      ? feedErrors.tooManyImages()
      : oversize
        ? feedErrors.imageTooLarge()
        : totalBytes > FEED_LIMITS.totalBytesMax
          ? feedErrors.totalTooLarge(totalBytes)
          : null;
  if (refusal) {
    await cleanup();
    throw refusal;
  }
  let json = jsonValue;
  if (jsonText !== undefined) {
    try {
      json = JSON.parse(jsonText);
    } catch {
      await cleanup();
      throw feedErrors.invalid(`The "${jsonField}" part is not valid JSON.`);
    }
  }
  const { socket } = request.raw;
  return { json, images, cleanup, stillWanted: () => !socket.destroyed };
}
