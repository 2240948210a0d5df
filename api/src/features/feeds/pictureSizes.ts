import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { imageJobs } from '../files/imageGuard.ts';
import { claimingStorage, settleFiles } from '../files/pendingFiles.ts';
import type { Storage } from '../files/storage.ts';
import { SIZES_PENDING, makePictureSizes, putAll, type PictureSizeFiles } from './feedImages.ts';

/** Pending pictures read from the database at a time. */
const BATCH = 20;

interface PendingPicture {
  image_id: number;
  original_path: string;
}

/**
 * The reading sizes of pictures stored while the image line was busy (feedImages.ts), made
 * afterwards in the background: one picture at a time, in a slot of the image line only when
 * no upload waits for it, so they never slow an upload down. Until a picture's sizes are
 * made readers get the picture itself. Pending pictures are rows of `feed_images` whose
 * `thumbnail_path` is '', so what a stopped process left is made by the next start. Two
 * processes may make the same picture's sizes (under the same keys): the first records them.
 * A picture whose sizes cannot be made keeps itself as its thumbnail.
 */
export class PictureSizes {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #storage: Storage;
  readonly #log: FastifyBaseLogger;
  #draining: Promise<void> | null = null;
  #again = false;
  #closed = false;

  constructor(deps: { db: Db; clock: Clock; storage: Storage; log: FastifyBaseLogger }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#log = deps.log;
  }

  /** Make what is pending (after a write that left some, and at start). */
  wake(): void {
    if (this.#closed) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.#drain()
      .catch((error: unknown) => this.#log.warn({ err: error }, 'picture sizes: stopped'))
      .finally(() => {
        this.#draining = null;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /** Resolves once nothing is being made (tests, and closing). */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }

  async #drain(): Promise<void> {
    while (!this.#closed) {
      const pending = await this.#db
        .selectFrom('feed_images')
        .select(['image_id', 'original_path'])
        .where('thumbnail_path', '=', SIZES_PENDING)
        .orderBy('image_id')
        .limit(BATCH)
        .execute();
      if (pending.length === 0) return;
      for (const picture of pending) {
        if (this.#closed) return;
        await imageJobs.runInBackground(() => this.#make(picture));
      }
    }
  }

  async #make(picture: PendingPicture): Promise<void> {
    const storage = claimingStorage(this.#db, this.#clock, this.#storage);
    let sizes: PictureSizeFiles;
    try {
      const stored = await this.#storage.get(picture.original_path);
      if (!stored) throw new Error(`${picture.original_path} is not in storage`);
      sizes = await makePictureSizes(await buffer(stored.body), picture.original_path);
    } catch (error) {
      this.#log.warn({ err: error, imageId: picture.image_id }, 'picture sizes: not made');
      await this.#record(picture, { thumbnail_path: picture.original_path, card_thumbnails: '' });
      return;
    }
    const keys = sizes.files.map((file) => file.path);
    await putAll(storage, sizes.files);
    const recorded = await this.#record(
      picture,
      {
        thumbnail_path: sizes.thumbnailPath,
        card_thumbnails: JSON.stringify(sizes.cardThumbnails),
      },
      keys,
    );
    if (recorded) return;
    // Another process made the same files (their keys follow the picture's) and recorded
    // them first: they are referenced. Otherwise the post was deleted meanwhile.
    const now = await this.#db
      .selectFrom('feed_images')
      .select('thumbnail_path')
      .where('image_id', '=', picture.image_id)
      .executeTakeFirst();
    if (now?.thumbnail_path === sizes.thumbnailPath) await settleFiles(this.#db, keys);
    else await storage.remove(keys);
  }

  /** Record the picture's sizes if it still waits for them; true when recorded. */
  async #record(
    picture: PendingPicture,
    values: { thumbnail_path: string; card_thumbnails: string },
    keys: readonly string[] = [],
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('feed_images')
        .set(values)
        .where('image_id', '=', picture.image_id)
        .where('thumbnail_path', '=', SIZES_PENDING)
        .executeTakeFirst();
      const recorded = Number(result.numUpdatedRows) > 0;
      if (recorded) await settleFiles(trx, keys);
      return recorded;
    });
  }
}
