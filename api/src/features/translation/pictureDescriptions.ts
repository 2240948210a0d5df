import type { Db } from '../../db/db.ts';

/** A picture's description as written, by the feed_images row it belongs to. */
export interface DescribedPicture {
  image_id: number;
  description: string;
}

/**
 * The pictures of a post that carry a description, in their order: what is translated
 * with its title and text (feed_translations.descriptions, migration 0150).
 */
export function describedPictures(db: Db, feedId: number): Promise<DescribedPicture[]> {
  return db
    .selectFrom('feed_images')
    .select(['image_id', 'description'])
    .where('feed_id', '=', feedId)
    .where('description', '!=', '')
    .orderBy('sort_order')
    .orderBy('image_id')
    .execute();
}

/**
 * Whether two readings of a post's described pictures differ in what is translated: a
 * description written, changed or dropped. Pictures moved about change nothing (the
 * translations are kept by picture).
 */
export function descriptionsDiffer(a: DescribedPicture[], b: DescribedPicture[]): boolean {
  const byPicture = (pictures: DescribedPicture[]) =>
    JSON.stringify(
      [...pictures]
        .sort((x, y) => x.image_id - y.image_id)
        .map((picture) => [picture.image_id, picture.description]),
    );
  return byPicture(a) !== byPicture(b);
}

/** The translations of `pictures`' descriptions, in their order, as stored; null for none. */
export function storedDescriptions(
  pictures: readonly DescribedPicture[],
  translated: readonly (string | undefined)[],
): string | null {
  if (pictures.length === 0) return null;
  return JSON.stringify(
    Object.fromEntries(pictures.map((picture, i) => [picture.image_id, translated[i] ?? ''])),
  );
}

/** The stored translations of a post's descriptions by image id; empty for none or unreadable. */
export function parseStoredDescriptions(stored: string | null | undefined): Map<number, string> {
  if (!stored) return new Map();
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return new Map();
    return new Map(
      Object.entries(value).flatMap(([id, text]): [number, string][] =>
        typeof text === 'string' && text !== '' ? [[Number(id), text]] : [],
      ),
    );
  } catch {
    return new Map();
  }
}
