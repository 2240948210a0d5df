import { createReadStream, createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * A request body held by the shell until it has fully arrived, and only then sent on to
 * the API (what nginx calls request buffering). Streamed through as it came, a client
 * trickling a body a byte at a time held one of the API connections the proxy shares by
 * all; held here, a slow client costs only its own socket. Small bodies stay in memory;
 * a larger one (photos) spills to a file that is removed once sent or abandoned.
 */
export interface SpoolOptions {
  /** Refuse (413) a body larger than this. */
  limit: number;
  /** Kept in memory up to this size, then written to `directory`. */
  memoryMax: number;
  directory: string;
}

export class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'BODY_TOO_LARGE';
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

export const DEFAULT_SPOOL_DIRECTORY = path.join(tmpdir(), 'kfeed-shell-bodies');

/** Read `payload` to its end; a Buffer when small, else a stream of the spooled file. */
export function spoolBody(
  payload: IncomingMessage,
  options: SpoolOptions,
): Promise<Buffer | Readable> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let file: { path: string; stream: WriteStream } | null = null;
    let settled = false;

    const removeFile = () => {
      if (file) rmSync(file.path, { force: true });
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      payload.removeListener('data', onData);
      file?.stream.destroy();
      removeFile();
      // Drain what the client still sends, so the refusal can be answered.
      payload.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.limit) return fail(new BodyTooLargeError(options.limit));
      if (!file && size <= options.memoryMax) {
        chunks.push(chunk);
        return;
      }
      if (!file) {
        mkdirSync(options.directory, { recursive: true, mode: 0o700 });
        const filePath = path.join(options.directory, randomUUID());
        file = { path: filePath, stream: createWriteStream(filePath, { mode: 0o600 }) };
        file.stream.on('error', fail);
        for (const held of chunks.splice(0)) file.stream.write(held);
      }
      // Writing faster than the disk takes it: pause the client until it catches up.
      if (!file.stream.write(chunk)) {
        payload.pause();
        file.stream.once('drain', () => payload.resume());
      }
    };
    payload.on('data', onData);
    payload.once('error', fail);
    payload.once('aborted', () => fail(new Error('The client closed the request.')));
    payload.once('end', () => {
      if (settled) return;
      if (!file) {
        settled = true;
        resolve(Readable.from([Buffer.concat(chunks, size)]));
        return;
      }
      const written = file;
      written.stream.end(() => {
        if (settled) return;
        settled = true;
        const body = createReadStream(written.path);
        body.once('close', () => rmSync(written.path, { force: true }));
        resolve(body);
      });
    });
  });
}
