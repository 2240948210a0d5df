import type { ErrorObject, ValidateFunction } from 'ajv';
import { FEED_LIMITS, type KeptImage } from '@kfeed/contracts/feed';
import * as S from '@kfeed/contracts/schemas/feed';
import type { Db } from '../../db/db.ts';
import type { AppError } from '../../http/envelope.ts';
import { compileJsonValidator } from '../../http/validation.ts';
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

/** The JSON part of each multipart call and the kit's schema it must match. */
export type FeedJsonPart = 'feedWriteRequest' | 'feedUpdateRequest';
const CONTRACTS: Record<FeedJsonPart, ValidateFunction> = {
  feedWriteRequest: compileJsonValidator(S.FeedWriteRequest),
  feedUpdateRequest: compileJsonValidator(S.FeedUpdateRequest),
};
const keptImageList = compileJsonValidator(S.KeptImageList);
const postId = compileJsonValidator(S.FeedUpdateRequest.properties.feedId);

const descriptionTooLong = () =>
  feedErrors.invalid(
    `An image description can be at most ${FEED_LIMITS.imageDescriptionMax} characters.`,
  );

/** The refusal of a JSON part that does not match its schema, with the API's own messages. */
function contractRefusal(error: ErrorObject | undefined, part: string): AppError {
  const path = (error?.instancePath ?? '').split('/').slice(1);
  const missing = error?.keyword === 'required' ? String(error.params.missingProperty) : null;
  const field = path[0] ?? missing;
  if (!field) return feedErrors.invalid(`The "${part}" part must be a JSON object.`);
  if (missing && path.length === 0) return feedErrors.invalid(`${missing} is required.`);
  switch (field) {
    case 'feedId':
      return feedErrors.invalid('feedId must be a post id.');
    case 'categoryId':
      return feedErrors.invalid('categoryId must be a category id.');
    case 'existingImages':
      return feedErrors.badExistingImages('existingImages must be JSON text of [{url, order}].');
    case 'imageDescriptions':
      if (path.length === 1)
        return feedErrors.invalid(
          'imageDescriptions must be a list with at most one text per image.',
        );
      return error?.keyword === 'maxLength'
        ? descriptionTooLong()
        : feedErrors.invalid('An image description must be text.');
    default:
      return feedErrors.invalid(`${field} must be text.`);
  }
}

/**
 * The JSON part checked against the kit's schema of the call (the contract the apps send
 * by), so what the API reads and what the contract says cannot drift apart.
 */
function record(json: unknown, part: FeedJsonPart): Record<string, unknown> {
  const matches = CONTRACTS[part];
  if (!matches(json)) throw contractRefusal(matches.errors?.[0], part);
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
 * the shape by the kit's schema, then title 1-30 and text 1-1000 characters after trimming,
 * a category the author may post in, and one of that category's feed types (NATION needs
 * the author's country on file).
 */
export async function checkFeedWrite(
  db: Db,
  viewer: Viewer,
  json: unknown,
  part: FeedJsonPart,
): Promise<FeedWriteInput> {
  const fields = record(json, part);
  const feedTitle = text(fields, 'feedTitle', FEED_LIMITS.titleMax);
  const feedText = text(fields, 'feedText', FEED_LIMITS.textMax);
  const rawCategory = String(fields.categoryId).trim();
  const categories = await loadCategories(db);
  const category = categories.find((c) => String(c.categoryId) === rawCategory);
  if (!category) throw feedErrors.unknownCategory();
  if (!mayPostIn(category, viewer.isOfficial)) throw feedErrors.mayNotPostIn();
  const feedType = String(fields.feedType);
  if (!category.feedTypes.includes(feedType))
    throw feedErrors.invalid(`feedType must be one of ${category.feedTypes.join(', ')}.`);
  if (feedType === 'NATION' && viewer.nationId === null)
    throw feedErrors.invalid('Set your country in your profile to post for your country only.');
  return { feedTitle, feedText, category, feedType };
}

/**
 * `imageDescriptions`: one description (alt text) per uploaded image, in upload order;
 * optional, each trimmed and at most FEED_LIMITS.imageDescriptionMax characters.
 */
export function checkImageDescriptions(json: unknown, part: FeedJsonPart, count: number): string[] {
  const raw = record(json, part).imageDescriptions as string[] | undefined;
  if (raw === undefined) return [];
  if (raw.length > count)
    throw feedErrors.invalid('imageDescriptions must be a list with at most one text per image.');
  return raw.map(description);
}

function description(value: string): string {
  const trimmed = value.trim();
  if (characterCount(trimmed) > FEED_LIMITS.imageDescriptionMax) throw descriptionTooLong();
  return trimmed;
}

/** The feed id of an update request (checked alone: an unknown or foreign post comes first). */
export function checkFeedId(json: unknown, part: FeedJsonPart): number {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw contractRefusal(undefined, part);
  const value = (json as Record<string, unknown>).feedId;
  if (value === undefined) throw feedErrors.invalid('feedId is required.');
  if (!postId(value)) throw feedErrors.invalid('feedId must be a post id.');
  return value as number;
}

/**
 * `existingImages` of an update: JSON text of [{url, order, description?}] (the kit's
 * KeptImageList), the images to keep in their new order. Absent or empty: none are kept.
 */
export function checkExistingImages(json: unknown, part: FeedJsonPart): KeptImage[] {
  const raw = record(json, part).existingImages as string | undefined;
  if (raw === undefined || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw feedErrors.badExistingImages('existingImages must be JSON text of [{url, order}].');
  }
  if (!keptImageList(value)) {
    const error = keptImageList.errors?.[0];
    if (error?.instancePath === '' && error.keyword === 'maxItems')
      throw feedErrors.tooManyImages();
    if (error?.instancePath === '')
      throw feedErrors.badExistingImages('existingImages must be a list of {url, order}.');
    if (error?.instancePath.endsWith('/description'))
      throw error.keyword === 'maxLength'
        ? descriptionTooLong()
        : feedErrors.invalid('An image description must be text.');
    throw feedErrors.badExistingImages('Each kept image needs a url and a numeric order.');
  }
  // Without a description the kept picture keeps the one it had.
  return (value as KeptImage[]).map((entry) =>
    entry.description === undefined
      ? { url: entry.url, order: entry.order }
      : { url: entry.url, order: entry.order, description: description(entry.description) },
  );
}
