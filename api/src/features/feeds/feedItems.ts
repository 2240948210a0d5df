import type { FeedItem, FeedTranslation } from '@kfeed/contracts/feed';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { Db } from '../../db/db.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { thumbnailImages } from './cardThumbnails.ts';
import { contentAuthor } from '../user/contentAuthor.ts';
import { loadCategories, toCategoryRef } from '../categories/categoryCatalog.ts';
import { shownAsWritten } from '../user/readLanguages.ts';
import {
  textTranslationFields,
  translationRoutesOf,
} from '../translation/textTranslationStatus.ts';
import { parseStoredDescriptions } from '../translation/pictureDescriptions.ts';
import { likedAmong } from './feedRepository.ts';
import type { Viewer } from './viewer.ts';
import { SIZES_PENDING } from './feedImages.ts';

export interface FeedItemOptions {
  viewer: Viewer | null;
  isoCode: LanguageCode;
  /** Posts in these languages (besides isoCode) are shown as written: the reader reads them. */
  readLanguages?: readonly string[];
  /** Serve the original only: no translation applied (the status still tells of it). */
  original?: boolean;
  /**
   * A post's own view: its category with names in all 16 languages. Lists (the default)
   * carry `feedCategoryWithTranslatedList` with the reader's language only and
   * `feedCategory` with none: about 40 KB a page of ten before, about 10 KB after.
   */
  allCategoryLanguages?: boolean;
}

/**
 * The posts with these ids as FeedItems (spec 1 section 3), in the order of `ids`. Ids
 * that no longer exist are skipped; visibility is the caller's filter (visibleFeeds).
 * `translatedFeedMap` holds the finished translation into the requested language, when
 * there is one and the post is not in that language or one the reader reads (then it is
 * shown as written); empty means shown as written, or untranslated. The pictures'
 * descriptions come from the same translation, each where it has one (the originals with
 * `original`). The translation fields say which (textTranslationStatus.ts), from the same
 * query.
 */
export async function loadFeedItems(
  db: Db,
  ids: readonly number[],
  options: FeedItemOptions,
): Promise<FeedItem[]> {
  if (ids.length === 0) return [];
  const { viewer, isoCode } = options;
  const readLanguages = options.readLanguages ?? [];
  const [rows, images, translations, liked, categories] = await Promise.all([
    db
      .selectFrom('feeds as f')
      .innerJoin('users as u', 'u.user_id', 'f.user_id')
      .leftJoin('nations as n', 'n.nation_id', 'u.nation_id')
      .select([
        'f.feed_id',
        'f.user_id',
        'f.category_id',
        'f.feed_type',
        'f.feed_title',
        'f.feed_text',
        'f.detected_language_code',
        'f.view_count',
        'f.like_count',
        'f.comment_count',
        'f.created_at',
        'f.edited_at',
        'u.nickname',
        'u.is_official',
        'u.profile_image_path',
        'n.nation_code',
      ])
      .where('f.feed_id', 'in', ids)
      .execute(),
    db
      .selectFrom('feed_images')
      .select([
        'feed_id',
        'image_id',
        'original_path',
        'thumbnail_path',
        'card_thumbnails',
        'sort_order',
        'description',
      ])
      .where('feed_id', 'in', ids)
      .orderBy('feed_id')
      .orderBy('sort_order')
      .execute(),
    // Every state of the row, not only DONE: it also gives the translation status.
    db
      .selectFrom('feed_translations')
      .select(['feed_id', 'title', 'text', 'descriptions', 'status', 'provider'])
      .where('feed_id', 'in', ids)
      .where('iso_code', '=', isoCode)
      .execute(),
    viewer ? likedAmong(db, viewer.userId, ids) : new Set<number>(),
    loadCategories(db),
  ]);

  const translated = new Map(translations.map((t) => [t.feed_id, t]));
  const routes = translationRoutesOf(db);
  const categoryById = new Map(categories.map((c) => [c.categoryId, c]));
  const byId = new Map(rows.map((row) => [row.feed_id, row]));

  return ids.flatMap((id): FeedItem[] => {
    const row = byId.get(id);
    if (!row) return [];
    const own = images.filter((image) => image.feed_id === id);
    const category = categoryById.get(row.category_id);
    const all = options.allCategoryLanguages === true;
    const ref = category ? toCategoryRef(category, isoCode, all ? 'all' : 'requested') : null;
    const plainRef = category ? toCategoryRef(category, isoCode, all ? 'all' : 'none') : null;
    const translation = translated.get(id);
    const asWritten = shownAsWritten(row.detected_language_code, isoCode, readLanguages);
    const translationShown = translation?.status === 'DONE' && !asWritten && !options.original;
    const translatedFeedMap: Record<string, FeedTranslation> =
      translationShown && translation.title != null && translation.text != null
        ? { [isoCode]: { feedTransTitle: translation.title, feedTransText: translation.text } }
        : {};
    const descriptions = translationShown
      ? parseStoredDescriptions(translation.descriptions)
      : new Map<number, string>();
    const imageUrls = own.map((image) => fileUrl(image.original_path) ?? '');
    return [
      {
        feedId: row.feed_id,
        feedTitle: row.feed_title,
        feedText: row.feed_text,
        feedType: row.feed_type,
        categoryId: String(row.category_id),
        categoryName: ref?.categoryName ?? '',
        categoryType: category?.categoryType ?? '[]',
        feedCategory: plainRef,
        feedCategoryWithTranslatedList: ref,
        detectedLanguageCode: row.detected_language_code,
        translatedFeedMap,
        ...contentAuthor(row),
        userNationCode: row.nation_code,
        feedCreateDatetime: row.created_at,
        editedAt: row.edited_at,
        feedImageList: imageUrls.map((url, order) => {
          const image = own[order];
          // A description removed since the translation was made stays removed.
          const description = image?.description
            ? (descriptions.get(image.image_id) ?? image.description)
            : '';
          return description ? { url, order, description } : { url, order };
        }),
        images: imageUrls.map((url) => ({ url })),
        // A picture whose sizes are still being made is its own thumbnail meanwhile.
        feedThumbnailImageList: own.map((image) => ({
          url:
            fileUrl(
              image.thumbnail_path === SIZES_PENDING ? image.original_path : image.thumbnail_path,
            ) ?? '',
        })),
        thumbnails: thumbnailImages(own[0]?.card_thumbnails ?? ''),
        thumbnailCount: own.length,
        feedLikeCount: row.like_count,
        feedCommentCount: row.comment_count,
        feedViewCount: row.view_count,
        isLiked: liked.has(id) ? 'Y' : 'N',
        ...textTranslationFields(routes, isoCode, asWritten, translation),
      },
    ];
  });
}
