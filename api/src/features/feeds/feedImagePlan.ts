import { FEED_LIMITS } from '@kfeed/contracts/feed';
import { fileUrl, storedPathOf } from '../files/fileUrl.ts';
import { feedErrors } from './feedErrors.ts';
import { checkExistingImages } from './feedWriteInput.ts';
import { arrangeImages } from './imageOrder.ts';
import { SIZES_PENDING } from './feedImages.ts';

/** One of the post's images as it stands (a feed_images row). */
export interface CurrentImage {
  image_id: number;
  original_path: string;
  thumbnail_path: string;
  card_thumbnails: string;
  bytes: number;
}

/**
 * Which of the post's `current` images an edit keeps (by URL, in the order asked), which it
 * drops, and where the new ones go; refuses unknown or repeated URLs and the count and
 * total size limits counted over kept plus new images.
 */
export function planImages<Image extends CurrentImage>(
  current: readonly Image[],
  json: unknown,
  uploads: readonly { bytes: number }[],
) {
  const keep = checkExistingImages(json, 'feedUpdateRequest');
  const keptRows = keep.map((entry) => {
    const path = storedPathOf(entry.url);
    const row = current.find(
      (image) =>
        image.original_path === path ||
        (image.thumbnail_path !== SIZES_PENDING && image.thumbnail_path === path) ||
        fileUrl(image.original_path) === entry.url,
    );
    if (!row) throw feedErrors.badExistingImages(`${entry.url} is not one of this post's images.`);
    return row;
  });
  if (new Set(keptRows.map((row) => row.image_id)).size !== keptRows.length)
    throw feedErrors.badExistingImages('An image is listed twice in existingImages.');
  if (keptRows.length + uploads.length > FEED_LIMITS.imagesMax) throw feedErrors.tooManyImages();
  const totalBytes =
    keptRows.reduce((sum, row) => sum + row.bytes, 0) +
    uploads.reduce((sum, upload) => sum + upload.bytes, 0);
  if (totalBytes > FEED_LIMITS.totalBytesMax) throw feedErrors.totalTooLarge(totalBytes);
  const { keptPositions, newPositions } = arrangeImages(
    keep.map((entry) => entry.order),
    uploads.length,
  );
  const keptIds = new Set(keptRows.map((row) => row.image_id));
  return {
    kept: keptRows.map((row, index) => ({
      imageId: row.image_id,
      position: keptPositions[index] ?? index,
      description: keep[index]?.description,
    })),
    dropped: current.filter((image) => !keptIds.has(image.image_id)),
    newPositions,
  };
}
