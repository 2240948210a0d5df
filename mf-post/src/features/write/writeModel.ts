import {
  FEED_LIMITS,
  type Category,
  type FeedItem,
  type FeedUpdateRequest,
  type FeedWriteRequest,
  type KeptImage,
} from '@kfeed/contracts/feed';

/** The text fields of the write form. */
export interface WriteFields {
  categoryId: string;
  feedType: string;
  title: string;
  text: string;
}

/** One picture in the form (spec 2, section 3: id, url, order, file). Order is its index. */
export type WriteImage =
  | { id: string; kind: 'existing'; url: string; description: string }
  | {
      id: string;
      kind: 'new';
      /** Null while the picture is being converted or compressed. */
      file: File | null;
      /** The chosen file's size until it is ready, then the processed size. */
      bytes: number;
      /** A preview while processing (absent for HEIC, which browsers cannot show). */
      preview: string | null;
      description: string;
    };

export interface WriteForm {
  fields: WriteFields;
  images: WriteImage[];
}

export const EMPTY_FIELDS: WriteFields = { categoryId: '', feedType: '', title: '', text: '' };
export const DESCRIPTION_MAX = FEED_LIMITS.imageDescriptionMax;

/** Characters as people (and the server) count them: code points. */
export const characters = (text: string) => Array.from(text).length;
export const clampCharacters = (text: string, max: number) =>
  characters(text) <= max ? text : Array.from(text).slice(0, max).join('');

/** The feed types a category allows: its JSON list, PUBLIC when it says nothing usable. */
export function feedTypesOf(category: Pick<Category, 'categoryType'> | undefined): string[] {
  if (!category) return [];
  try {
    const parsed: unknown = JSON.parse(category.categoryType);
    const types = Array.isArray(parsed) ? parsed.filter((t) => typeof t === 'string') : [];
    return types.length > 0 ? types : ['PUBLIC'];
  } catch {
    return ['PUBLIC'];
  }
}

/**
 * The feed type after choosing a category (spec 2, section 4): the current one when the
 * category allows it, else PUBLIC when allowed (creating), else the first allowed type.
 */
export function feedTypeFor(types: readonly string[], current: string): string {
  if (types.includes(current)) return current;
  if (types.includes('PUBLIC')) return 'PUBLIC';
  return types[0] ?? '';
}

/** The form as a loaded post fills it. */
export function formOfFeed(feed: FeedItem): WriteForm {
  return {
    fields: {
      categoryId: String(feed.categoryId),
      feedType: feed.feedType,
      title: feed.feedTitle,
      text: feed.feedText,
    },
    images: [...feed.feedImageList]
      .sort((a, b) => a.order - b.order)
      .map((image, index) => ({
        id: `existing-${index}-${image.url}`,
        kind: 'existing' as const,
        url: image.url,
        description: image.description ?? '',
      })),
  };
}

const sameImages = (a: readonly WriteImage[], b: readonly WriteImage[]) =>
  a.length === b.length &&
  a.every((image, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      image.kind === 'existing' &&
      other.kind === 'existing' &&
      image.url === other.url &&
      image.description === other.description
    );
  });

/**
 * Spec 2, section 4: a new post is dirty once it has a title, a text or a picture; an edit
 * once anything differs from the post as loaded.
 */
export function isDirty(form: WriteForm, loaded: WriteForm | null): boolean {
  if (!loaded) {
    return (
      form.fields.title.trim() !== '' || form.fields.text.trim() !== '' || form.images.length > 0
    );
  }
  const a = form.fields;
  const b = loaded.fields;
  return (
    a.title !== b.title ||
    a.text !== b.text ||
    a.categoryId !== b.categoryId ||
    a.feedType !== b.feedType ||
    !sameImages(form.images, loaded.images)
  );
}

export type FieldProblem = 'category' | 'title' | 'text';

/** What stops the form from being sent, first problem first. */
export function problemsOf(fields: WriteFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!fields.categoryId || !fields.feedType) problems.push('category');
  if (!fields.title.trim()) problems.push('title');
  if (!fields.text.trim()) problems.push('text');
  return problems;
}

export const isProcessing = (images: readonly WriteImage[]) =>
  images.some((image) => image.kind === 'new' && image.file === null);

/** The multipart body of insertFeed (no feedId) or updateFeed (spec 2, section 7). */
export function feedFormData(form: WriteForm, feedId: number | null): FormData {
  const { fields, images } = form;
  const base = {
    feedTitle: fields.title.trim(),
    feedText: fields.text.trim(),
    categoryId: fields.categoryId,
    feedType: fields.feedType,
  };
  const newImages = images.filter(
    (image): image is Extract<WriteImage, { kind: 'new' }> & { file: File } =>
      image.kind === 'new' && image.file !== null,
  );
  const imageDescriptions = newImages.map((image) => image.description.trim());
  const body = new FormData();
  if (feedId === null) {
    body.append(
      'feedWriteRequest',
      new Blob([JSON.stringify({ ...base, imageDescriptions } satisfies FeedWriteRequest)], {
        type: 'application/json',
      }),
    );
  } else {
    // Kept pictures by URL with their place among all pictures; new ones fill the rest.
    const existingImages = images.flatMap((image, order) =>
      image.kind === 'existing'
        ? [{ url: image.url, order, description: image.description.trim() }]
        : [],
    );
    body.append(
      'feedUpdateRequest',
      new Blob(
        [
          JSON.stringify({
            ...base,
            feedId,
            existingImages: JSON.stringify(existingImages satisfies KeptImage[]),
            imageDescriptions,
          } satisfies FeedUpdateRequest),
        ],
        { type: 'application/json' },
      ),
    );
  }
  for (const image of newImages) body.append('images', image.file, image.file.name);
  return body;
}

export const totalBytes = (images: readonly WriteImage[]) =>
  images.reduce((sum, image) => sum + (image.kind === 'new' ? image.bytes : 0), 0);

export const TITLE_MAX = FEED_LIMITS.titleMax;
export const TEXT_MAX = FEED_LIMITS.textMax;
