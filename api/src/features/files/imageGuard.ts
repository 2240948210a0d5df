import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { AppError } from '../../http/envelope.ts';
import { UPLOAD_TMP_FOLDER } from './storage.ts';

/** ~40 MP: far above any phone photo, far below sharp's own 268 MP default. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Options for every sharp() that reads an upload: never decode past the pixel limit. */
export const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS } as const;

/**
 * Longest side taken, in pixels: JPEG's, WebP's and GIF's own limit, which no photo nears.
 * Decoders take seconds over rows millions of pixels wide even when the pixel count fits
 * (a 200-byte PNG claiming 16,777,226 x 2 took 2.5 s to refuse); EXIF rotation can turn a
 * tall image into such a wide one.
 */
export const MAX_INPUT_SIDE = 65_535;

/** metadata() reads the header only; the size check below then refuses with its own message. */
export const HEADER_ONLY = { limitInputPixels: false } as const;

export const tooManyPixels = () =>
  new AppError(
    400,
    'IMAGE-001',
    'This image is too large (more than 40 megapixels, or 65,535 pixels on a side). Please use a smaller one.',
  );

/** Refuse from the header alone (sharp's metadata does not decode), before any decoding. */
export function checkPixels(metadata: Metadata): void {
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const pages = Math.max(1, metadata.pages ?? 1);
  if (
    width > MAX_INPUT_SIDE ||
    height > MAX_INPUT_SIDE ||
    width * height > MAX_INPUT_PIXELS ||
    width * height * pages > MAX_INPUT_PIXELS * 4
  ) {
    throw tooManyPixels();
  }
}

/**
 * The work that may wait for a slot in one process before more is turned away, in phone
 * photos (PHONE_PHOTO_PIXELS each): a job weighs its picture's share of one.
 */
export const IMAGE_JOBS_WAITING_MAX = 24;

/** A phone camera's photo, the unit of the waiting line: decoding work follows pixels. */
export const PHONE_PHOTO_PIXELS = 12_000_000;

/** What a job for a picture of `pixels` weighs in the waiting line (at least 1/16). */
export function jobWeight(pixels: number): number {
  return Math.max(1 / 16, pixels / PHONE_PHOTO_PIXELS);
}
/** What a turned-away upload is told to wait before sending again. */
export const IMAGE_JOBS_RETRY_AFTER_SECONDS = 10;

/**
 * Too much image work queued: the request changed nothing and is answered at once, rather
 * than after minutes in a queue (a 503: an idempotent write's key is given back, so the same
 * write sent again runs).
 */
export const imagesBusy = () =>
  new AppError(
    503,
    API_ERROR_CODES.serverBusy,
    'Many photos are being processed right now. Nothing was saved; please try again in a moment.',
    IMAGE_JOBS_RETRY_AFTER_SECONDS,
  );

interface JobOptions {
  /** False once the job's client has gone: a waiting job is then dropped unrun. */
  stillWanted?: (() => boolean) | undefined;
  admitted?: boolean;
  /** Its share of the waiting line (jobWeight); a phone photo's, 1, when not said. */
  weight?: number;
}

interface WaitingJob {
  weight: number;
  start: () => void;
  drop: () => void;
  stillWanted: () => boolean;
}

/**
 * At most `size` image jobs at once in this process; others wait their turn while the line
 * weighs less than `waitingMax` (phone photos), and beyond that a job is refused with
 * `imagesBusy`. A waiting job whose client has
 * gone (`stillWanted` false when its turn comes) is dropped without running.
 */
export class JobSlots {
  private running = 0;
  private readonly waiting: WaitingJob[] = [];
  private waitingWeight = 0;
  /** Background jobs: a slot goes to them only when no request's job waits. */
  private readonly waitingBackground: (() => void)[] = [];
  constructor(
    private readonly size: number,
    private readonly waitingMax = IMAGE_JOBS_WAITING_MAX,
  ) {}

  /**
   * Refuses with `imagesBusy` when the waiting line is full: a post's photos are admitted
   * once, before the first, so a post taken is never refused halfway through its photos.
   */
  admit(): void {
    if (this.running >= this.size && this.waitingWeight >= this.waitingMax) throw imagesBusy();
  }

  /** Requests' jobs waiting for a slot. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Background jobs waiting for a slot. */
  get waitingInBackground(): number {
    return this.waitingBackground.length;
  }

  /** Whether a request's job is waiting for a slot (the line is busy). */
  get busy(): boolean {
    return this.waiting.length > 0;
  }

  /** A job no request waits on: it runs only when a slot is free and no request's job waits. */
  async runInBackground<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.size || this.waiting.length > 0)
      await new Promise<void>((start) => this.waitingBackground.push(start));
    else this.running += 1;
    try {
      return await job();
    } finally {
      this.startNext();
    }
  }

  /** `admitted`: this job's request passed `admit()`; it waits however long the line is. */
  async run<T>(
    job: () => Promise<T>,
    { stillWanted = () => true, admitted = false, weight = 1 }: JobOptions = {},
  ): Promise<T> {
    if (this.running >= this.size) {
      if (!admitted) this.admit();
      this.waitingWeight += weight;
      await new Promise<void>((start, reject) =>
        this.waiting.push({ weight, start, drop: () => reject(imagesBusy()), stillWanted }),
      );
    } else this.running += 1;
    try {
      return await job();
    } finally {
      this.startNext();
    }
  }

  /** The freed slot goes to the first waiting job still wanted, else to a background job. */
  private startNext(): void {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      this.waitingWeight -= next.weight;
      if (next.stillWanted()) return next.start();
      next.drop();
    }
    const background = this.waitingBackground.shift();
    if (background) return background();
    this.running -= 1;
  }
}

/** Decoding is CPU- and memory-heavy: two images at a time per API process. */
export const imageJobs = new JobSlots(2);

/**
 * Uploads and partial writes a crash or kill left behind: what in the temp folder has not
 * been written to for `idleMs` (by the file clock) is removed. Another process sharing the
 * folder may be writing the newer ones.
 */
export async function sweepUploadTmp(storageDir: string, idleMs: number): Promise<void> {
  const dir = path.join(storageDir, UPLOAD_TMP_FOLDER);
  const entries = await readdir(dir).catch(() => []);
  const before = Date.now() - idleMs;
  await Promise.all(
    entries.map(async (name) => {
      const entry = path.join(dir, name);
      const info = await stat(entry).catch(() => null);
      if (info && info.mtimeMs < before) await rm(entry, { force: true, recursive: true });
    }),
  );
}
