import type { ThumbnailImage } from '@kfeed/contracts/feed';
import { CARD_THUMBNAIL } from '@kfeed/contracts/cardThumbnail';

/** One `<source>` of a card's `<picture>`: a format and its sizes. */
export interface PictureSource {
  type: `image/${ThumbnailImage['format']}`;
  srcSet: string;
}

/** The box the thumbnail is shown in, for `sizes`: the browser then picks 1x, 2x or 3x. */
export const CARD_THUMBNAIL_SIZES = `${CARD_THUMBNAIL.box}px`;

/** Best compression first: a browser takes the first `<source>` whose type it decodes. */
const FORMAT_ORDER: readonly ThumbnailImage['format'][] = ['avif', 'webp'];

/** URLs come encoded from the API; only what would split a srcset candidate is escaped. */
const srcSetUrl = (url: string) => url.replace(/[\s,]/g, (c) => encodeURIComponent(c));

/**
 * The `<source>` elements for a card's thumbnail: one per format, each listing its widths
 * (`url 88w, url 176w, ...`) smallest first. None when the post has no card thumbnails.
 */
export function thumbnailSources(thumbnails: readonly ThumbnailImage[] = []): PictureSource[] {
  return FORMAT_ORDER.flatMap((format): PictureSource[] => {
    const sized = thumbnails
      .filter((image) => image.format === format)
      .sort((a, b) => a.width - b.width);
    if (sized.length === 0) return [];
    return [
      {
        type: `image/${format}`,
        srcSet: sized.map((image) => `${srcSetUrl(image.url)} ${image.width}w`).join(', '),
      },
    ];
  });
}
