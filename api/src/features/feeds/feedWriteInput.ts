import { FEED_LIMITS, type FeedImage } from '@kfeed/kit/contracts/feed';
import type { Db } from '../../db/database.ts';
import { loadCategories, mayPostIn, type CategoryRecord } from '../categories/categoryCatalog.ts';
import { feedErrors } from './feedErrors.ts';
import type { Viewer } from './viewer.ts';

/** The checked fields of a post being written. */
export interface FeedWriteInput {
  feedTitle: string;
  feedText: string;
  category: CategoryRecord;
  feedType: string;
}

/** Length as people count it: characters (code points), never bytes or UTF-16 units. */
export const characterCount = (text: string) => Array.from(text).length;

function record(json: unknown, part: string): Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw feedErrors.invalid(`The "${part}" part must be a JSON object.`);
  return json as Record<string, unknown>;
}

function text(fields: Record<string, unknown>, name: string, max: number): string {
  const value = fields[name];
  if (value === undefined || value === null) throw feedErrors.invalid(`${name} is required.`);
  if (typeof value !== 'string') throw feedErrors.invalid(`${name} must be text.`);
  const trimmed = value.trim();
  if (!trimmed) throw feedErrors.invalid(`${name} must not be blank.`);
  if (characterCount(trimmed) > max)
    throw feedErrors.invalid(`${name} can be at most ${max} characters.`);
  return trimmed;
}

/**
 * Check title, text, category and feed type of `feedWriteRequest` / `feedUpdateRequest`:
 * title 1-30 and text 1-1000 characters after trimming, a category the author may post in,
 * and one of that category's feed types (NATION needs the author's country on file).
 */
export async function checkFeedWrite(
  db: Db,
  viewer: Viewer,
  json: unknown,
  part: string,
): Promise<FeedWriteInput> {
  const fields = record(json, part);
  const feedTitle = text(fields, 'feedTitle', FEED_LIMITS.titleMax);
  const feedText = text(fields, 'feedText', FEED_LIMITS.textMax);
  const rawCategory = fields.categoryId;
  if (rawCategory === undefined || rawCategory === null)
    throw feedErrors.invalid('categoryId is required.');
  if (typeof rawCategory !== 'string' && typeof rawCategory !== 'number')
    throw feedErrors.invalid('categoryId must be a category id.');
  const categories = await loadCategories(db);
  const category = categories.find((c) => String(c.categoryId) === String(rawCategory).trim());
  if (!category) throw feedErrors.unknownCategory();
  if (!mayPostIn(category, viewer.isOfficial)) throw feedErrors.mayNotPostIn();
  const feedType = fields.feedType;
  if (feedType === undefined || feedType === null)
    throw feedErrors.invalid('feedType is required.');
  if (typeof feedType !== 'string' || !category.feedTypes.includes(feedType))
    throw feedErrors.invalid(`feedType must be one of ${category.feedTypes.join(', ')}.`);
  if (feedType === 'NATION' && viewer.nationId === null)
    throw feedErrors.invalid('Set your country in your profile to post for your country only.');
  return { feedTitle, feedText, category, feedType };
}

/**
 * `imageDescriptions`: one description (alt text) per uploaded image, in upload order;
 * optional, each trimmed and at most FEED_LIMITS.imageDescriptionMax characters.
 */
export function checkImageDescriptions(json: unknown, part: string, count: number): string[] {
  const raw = record(json, part).imageDescriptions;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > count)
    throw feedErrors.invalid('imageDescriptions must be a list with at most one text per image.');
  return raw.map((value: unknown) => description(value));
}

function description(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw feedErrors.invalid('An image description must be text.');
  const trimmed = value.trim();
  if (characterCount(trimmed) > FEED_LIMITS.imageDescriptionMax)
    throw feedErrors.invalid(
      `An image description can be at most ${FEED_LIMITS.imageDescriptionMax} characters.`,
    );
  return trimmed;
}

/** The feed id of an update request. */
export function checkFeedId(json: unknown, part: string): number {
  const value = record(json, part).feedId;
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw feedErrors.invalid('feedId must be a post id.');
  return id;
}

/**
 * `existingImages` of an update: JSON text (or an array) of {url, order}, the images to
 * keep in their new order. Absent means none are kept.
 */
export function checkExistingImages(
  json: unknown,
  part: string,
): (FeedImage & { description?: string })[] {
  const raw = record(json, part).existingImages;
  if (raw === undefined || raw === null || raw === '') return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw feedErrors.badExistingImages('existingImages must be JSON text of [{url, order}].');
    }
  }
  if (!Array.isArray(value))
    throw feedErrors.badExistingImages('existingImages must be a list of {url, order}.');
  return value.map((item: unknown) => {
    const entry = item as { url?: unknown; order?: unknown; description?: unknown } | null;
    if (
      typeof entry !== 'object' ||
      entry === null ||
      typeof entry.url !== 'string' ||
      typeof entry.order !== 'number' ||
      !Number.isFinite(entry.order)
    )
      throw feedErrors.badExistingImages('Each kept image needs a url and a numeric order.');
    // Without a description the kept picture keeps the one it had.
    return entry.description === undefined
      ? { url: entry.url, order: entry.order }
      : { url: entry.url, order: entry.order, description: description(entry.description) };
  });
}
