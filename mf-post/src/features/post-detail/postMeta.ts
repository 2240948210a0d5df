import { BRAND_SUFFIX } from '@kfeed/kit/pageTitle';

/** Share meta limits (spec 2, section 9). */
export const META_LIMITS = { title: 50, description: 150 } as const;

/** One <meta> tag: by `name` (description, twitter:*) or by `property` (og:*, article:*). */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
  /** A URL, possibly relative: made absolute against the page's origin when applied. */
  isUrl?: true;
}

export interface PageMeta {
  title: string;
  tags: MetaTag[];
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Cut to `max` user-perceived characters (an emoji or a Thai cluster counts once), with '…'. */
export function cutText(text: string, max: number): string {
  const chars = segmenter
    ? Array.from(segmenter.segment(text), (s) => s.segment)
    : Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

const firstLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface PostMetaInput {
  title: string;
  text: string;
  author: string;
  /** UTC timestamp. */
  publishedAt: string;
  /** The first image, if any: a URL, absolute or relative to the page. */
  image: string | null;
  /** The post's address, absolute or relative to the page. */
  url: string;
  siteName: string;
}

/** The title, description, Open Graph and Twitter tags of one post. */
export function postPageMeta(input: PostMetaInput): PageMeta {
  // Spec 2, section 2: the share title is the first line of the text; the title field
  // only stands in when the text has no line to offer.
  const headline = cutText(firstLine(input.text) || firstLine(input.title), META_LIMITS.title);
  const description = cutText(oneLine(input.text), META_LIMITS.description);
  const published = new Date(input.publishedAt);
  const tags: MetaTag[] = [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:type', content: 'article' },
    { attribute: 'property', key: 'og:site_name', content: input.siteName },
    { attribute: 'property', key: 'og:title', content: headline },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:url', content: input.url, isUrl: true },
    { attribute: 'property', key: 'article:author', content: input.author },
    {
      attribute: 'name',
      key: 'twitter:card',
      content: input.image ? 'summary_large_image' : 'summary',
    },
    { attribute: 'name', key: 'twitter:title', content: headline },
    { attribute: 'name', key: 'twitter:description', content: description },
  ];
  if (!Number.isNaN(published.getTime())) {
    tags.push({
      attribute: 'property',
      key: 'article:published_time',
      content: published.toISOString(),
    });
  }
  if (input.image) {
    tags.push({ attribute: 'property', key: 'og:image', content: input.image, isUrl: true });
    tags.push({ attribute: 'name', key: 'twitter:image', content: input.image, isUrl: true });
  }
  return { title: `${headline}${BRAND_SUFFIX}`, tags };
}

/** The not-found variant: a plain title and description, kept out of search indexes. */
export function notFoundPageMeta(title: string, description: string): PageMeta {
  return {
    title: `${title}${BRAND_SUFFIX}`,
    tags: [
      { attribute: 'name', key: 'description', content: description },
      { attribute: 'name', key: 'robots', content: 'noindex' },
      { attribute: 'property', key: 'og:title', content: title },
      { attribute: 'property', key: 'og:description', content: description },
    ],
  };
}
