import type { FeedItem } from '@kfeed/contracts/feed';

/**
 * The title and text in the reader's language: the translation when there is one, else
 * the original. `lang` is the language the shown text is in, when known.
 */
export function feedTextFor(
  item: FeedItem,
  isoCode: string,
): { title: string; text: string; lang: string | undefined } {
  const map = item.translatedFeedMap ?? {};
  const key =
    isoCode in map
      ? isoCode
      : Object.keys(map).find((k) => k.toLowerCase() === isoCode.toLowerCase());
  const translation = key ? map[key] : undefined;
  const translated = Boolean(translation?.feedTransTitle || translation?.feedTransText);
  return {
    title: translation?.feedTransTitle || item.feedTitle,
    text: translation?.feedTransText || item.feedText,
    lang: translated ? isoCode : (item.detectedLanguageCode ?? undefined),
  };
}

/** A card shows a few lines only; a long body is cut before it reaches the page. */
export const EXCERPT_MAX = 240;

export function excerpt(text: string, max: number = EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}
