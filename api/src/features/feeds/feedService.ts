import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import {
  authorLanguagesOf,
  detectLanguage,
  type AuthorLanguages,
} from '../translation/languageDetector.ts';
import { parseCardThumbnails } from './cardThumbnails.ts';
import { feedErrors } from './feedErrors.ts';
import { planImages } from './feedImagePlan.ts';
import {
  removeStoredImages,
  storageKeysOf,
  storeFeedImages,
  SIZES_PENDING,
  type StoredImage,
} from './feedImages.ts';
import { claimingStorage, settleFiles } from '../files/pendingFiles.ts';
import { isVisible } from './feedQuery.ts';
import * as feedRepository from './feedRepository.ts';
import type { FeedUpload } from './feedUpload.ts';
import {
  checkFeedId,
  checkFeedWrite,
  checkImageDescriptions,
  type FeedWriteInput,
} from './feedWriteInput.ts';
import type { Viewer } from './viewer.ts';
import { NotificationService, type Notified } from '../notification/notificationService.ts';
import { describedPictures, descriptionsDiffer } from '../translation/pictureDescriptions.ts';
import { ReportIntake, type ReportReason } from '../moderation/reportIntake.ts';

/** Where a failure after the commit is told (the request's log). */
interface Log {
  error(details: object, message: string): void;
}

/**
 * Whether an edit changes the post's pictures: one dropped or added, or the kept ones in
 * another order (`current` in its order; `plan.kept` with the positions asked for).
 */
function picturesChanged(
  current: readonly { image_id: number }[],
  plan: { kept: readonly { imageId: number; position: number }[]; dropped: readonly unknown[] },
  added: number,
): boolean {
  if (plan.dropped.length > 0 || added > 0) return true;
  const order = [...plan.kept].sort((a, b) => a.position - b.position).map((k) => k.imageId);
  return order.some((imageId, index) => current[index]?.image_id !== imageId);
}

/** The stored files of a feed_images row. */
const imageFilesOf = (row: {
  original_path: string;
  thumbnail_path: string;
  card_thumbnails: string;
}) => ({
  originalPath: row.original_path,
  thumbnailPath: row.thumbnail_path,
  cardThumbnails: parseCardThumbnails(row.card_thumbnails),
});

const languageOf = (input: FeedWriteInput, author: AuthorLanguages) =>
  detectLanguage(`${input.feedTitle}\n${input.feedText}`, author);

/**
 * Writing posts, and likes and reports: the checks, the transactions (feedRepository.ts
 * holds the queries), the stored images and their clean-up, and what follows a commit
 * (translations, which also refresh the search entry). Reads go to feedQuery.ts,
 * feedItems.ts and the repository directly.
 */
type Deps = Pick<
  AppContext,
  'db' | 'clock' | 'storage' | 'translations' | 'live' | 'config' | 'push' | 'pictureSizes'
>;

export class FeedService {
  readonly #deps: Deps;
  readonly #notifications: NotificationService;
  readonly #reports: ReportIntake;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#notifications = new NotificationService(deps);
    this.#reports = new ReportIntake(deps);
  }

  /** Pictures stored while the image line was busy get their reading sizes afterwards. */
  #sizesLeftFor(stored: readonly StoredImage[]): void {
    if (stored.some((image) => image.thumbnailPath === SIZES_PENDING))
      this.#deps.pictureSizes.wake();
  }

  /**
   * Write a post from its upload; answers its id. The upload's temporary files are removed
   * whatever happens, the images stored for it too unless the post was committed.
   */
  async write(viewer: Viewer, upload: FeedUpload, log: Log): Promise<number> {
    const { db, clock } = this.#deps;
    // A process that dies before the commit leaves claimed files only (pendingFiles.ts).
    const storage = claimingStorage(db, clock, this.#deps.storage);
    let stored: StoredImage[] = [];
    let committed = false;
    try {
      const input = await checkFeedWrite(db, viewer, upload.json, 'feedWriteRequest');
      const descriptions = checkImageDescriptions(
        upload.json,
        'feedWriteRequest',
        upload.images.length,
      );
      const detected = await languageOf(input, await authorLanguagesOf(db, viewer.userId));
      const now = clock.now();
      stored = await storeFeedImages(storage, now, upload.images, upload.stillWanted);
      const at = toUtcString(now);
      const feedId = await db.transaction().execute(async (trx) => {
        const feedId = await feedRepository.insertFeed(trx, {
          user_id: viewer.userId,
          category_id: input.category.categoryId,
          feed_type: input.feedType,
          nation_id: viewer.nationId,
          feed_title: input.feedTitle,
          feed_text: input.feedText,
          detected_language_code: detected,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        });
        await feedRepository.insertImageRows(
          trx,
          feedId,
          stored,
          at,
          (index) => index,
          descriptions,
        );
        await settleFiles(trx, storageKeysOf(stored));
        return feedId;
      });
      committed = true;
      this.#sizesLeftFor(stored);
      await this.#afterWrite(feedId, log);
      // Open lists hear of it (ids only) and offer to show it.
      await this.#deps.live.publish({
        type: 'new-post',
        feedId,
        categoryId: input.category.categoryId,
        feedType: input.feedType,
        authorId: viewer.userId,
      });
      return feedId;
    } finally {
      await upload.cleanup();
      if (!committed) await removeStoredImages(storage, stored);
    }
  }

  /**
   * Edit the viewer's own post from an update upload: its fields, the kept images in their
   * new order, new images; answers its id. Clean-up as for `write`; the dropped images'
   * files go once the edit is committed.
   */
  async edit(viewer: Viewer, upload: FeedUpload, log: Log): Promise<number> {
    const { db, clock } = this.#deps;
    const storage = claimingStorage(db, clock, this.#deps.storage);
    let stored: StoredImage[] = [];
    let committed = false;
    try {
      const feedId = checkFeedId(upload.json, 'feedUpdateRequest');
      const feed = await feedRepository.findLiveFeed(db, feedId);
      if (!feed) throw feedErrors.notFound();
      if (feed.user_id !== viewer.userId) throw await this.#notTheirs(viewer, feedId);
      const input = await checkFeedWrite(db, viewer, upload.json, 'feedUpdateRequest');
      const current = await feedRepository.imagesOfFeed(db, feedId);
      const plan = planImages(current, upload.json, upload.images);
      const descriptions = checkImageDescriptions(
        upload.json,
        'feedUpdateRequest',
        upload.images.length,
      );
      const textChanged = input.feedTitle !== feed.feed_title || input.feedText !== feed.feed_text;
      const detected = textChanged
        ? await languageOf(input, await authorLanguagesOf(db, viewer.userId))
        : feed.detected_language_code;
      const now = clock.now();
      stored = await storeFeedImages(storage, now, upload.images, upload.stillWanted);
      const at = toUtcString(now);
      const translateAgain = await db.transaction().execute(async (trx) => {
        const describedBefore = await describedPictures(trx, feedId);
        await feedRepository.updateFeed(trx, feedId, {
          feed_title: input.feedTitle,
          feed_text: input.feedText,
          category_id: input.category.categoryId,
          feed_type: input.feedType,
          nation_id: viewer.nationId,
          detected_language_code: detected,
          updated_at: at,
          // Readers see "Edited" when the words or the pictures changed (not the category).
          ...(textChanged || picturesChanged(current, plan, upload.images.length)
            ? { edited_at: at }
            : {}),
        });
        await feedRepository.deleteImages(
          trx,
          plan.dropped.map((image) => image.image_id),
        );
        for (const kept of plan.kept) {
          await feedRepository.placeImage(trx, kept.imageId, kept.position, kept.description);
        }
        await feedRepository.insertImageRows(
          trx,
          feedId,
          stored,
          at,
          (index) => plan.newPositions[index] ?? plan.kept.length + index,
          descriptions,
        );
        await settleFiles(trx, storageKeysOf(stored));
        // Translations of the old words (or descriptions) are wrong now; they are made again.
        const changed =
          textChanged || descriptionsDiffer(await describedPictures(trx, feedId), describedBefore);
        if (changed) await feedRepository.deleteFeedTranslations(trx, feedId);
        // A picture's description is part of the picture: changed, the post was edited.
        if (changed && !textChanged)
          await feedRepository.updateFeed(trx, feedId, { edited_at: at });
        return changed;
      });
      committed = true;
      this.#sizesLeftFor(stored);
      if (translateAgain) await this.#afterWrite(feedId, log);
      await removeStoredImages(storage, plan.dropped.map(imageFilesOf));
      return feedId;
    } finally {
      await upload.cleanup();
      if (!committed) await removeStoredImages(storage, stored);
    }
  }

  /** Delete the member's own post: marked deleted, its images removed (rows and files). */
  async delete(viewer: Viewer, feedId: number, log: Log): Promise<void> {
    const { db, clock, storage } = this.#deps;
    const feed = await feedRepository.findLiveFeed(db, feedId);
    if (!feed) throw feedErrors.notFound();
    if (feed.user_id !== viewer.userId) throw await this.#notTheirs(viewer, feedId);
    let notified: Notified = [];
    const images = await db.transaction().execute(async (trx) => {
      const rows = await feedRepository.imagesOfFeed(trx, feedId);
      await feedRepository.markFeedDeleted(trx, feedId, toUtcString(clock.now()));
      await feedRepository.deleteImagesOfFeed(trx, feedId);
      notified = await this.#notifications.feedDeleted(trx, feedId);
      return rows;
    });
    await this.#notifications.announce(notified);
    await removeStoredImages(storage, images.map(imageFilesOf));
    // Drops its translations and its search entry.
    await this.#afterWrite(feedId, log);
  }

  /**
   * Someone else's post: 403 when the viewer sees it, else the answer for a post that does
   * not exist, so a hidden, removed or blocked member's post is not told apart from none.
   */
  async #notTheirs(viewer: Viewer, feedId: number) {
    return (await isVisible(this.#deps.db, viewer, feedId))
      ? feedErrors.notOwner()
      : feedErrors.notFound();
  }

  /**
   * Like a post the viewer may see, or take the like back; answers its like count, recounted
   * from the likes in the same transaction so it cannot drift.
   */
  async setLike(
    viewer: Viewer | null,
    userId: number,
    feedId: number,
    liked: boolean,
  ): Promise<number> {
    const { db, clock } = this.#deps;
    if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
    const at = toUtcString(clock.now());
    let notified: Notified = [];
    const count = await db.transaction().execute(async (trx) => {
      if (liked) await feedRepository.addLike(trx, feedId, userId, at);
      else await feedRepository.removeLike(trx, feedId, userId);
      notified = await this.#notifications.feedLiked(trx, feedId, userId, liked);
      return feedRepository.recountLikes(trx, feedId);
    });
    await this.#notifications.announce(notified);
    return count;
  }

  /**
   * Report a post the viewer may see, once, and never one's own, with a reason (OTHER when
   * none is given); enough established reporters hide it (moderation/reportIntake.ts).
   */
  async report(
    viewer: Viewer | null,
    userId: number,
    feedId: number,
    reason: ReportReason = {},
  ): Promise<void> {
    const { db } = this.#deps;
    if (await feedRepository.hasReported(db, feedId, userId)) throw feedErrors.alreadyReported();
    if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
    if ((await feedRepository.authorOf(db, feedId)) === userId) throw feedErrors.ownPostReport();
    const taken = await this.#reports.feed(feedId, userId, reason);
    // Two reports racing: the second one lost to the first.
    if (!taken.inserted) throw feedErrors.alreadyReported();
    // Notifications about a post one reported are hidden from one: the count may drop (and
    // so may the counts of those whose notifications were about a post the report hid).
    await this.#notifications.announce([userId, ...taken.notified]);
  }

  /**
   * Queue translations and refresh the search entry once a write has committed. The write
   * stands whatever happens here; a failure is logged and picked up again on restart.
   */
  async #afterWrite(feedId: number, log: Log) {
    try {
      await this.#deps.translations.enqueueFeed(feedId);
    } catch (error) {
      log.error({ err: error, feedId }, 'could not queue the translations of a post');
    }
  }
}
