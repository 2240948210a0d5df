import type { LanguageCode } from '@kfeed/contracts/languages';
import type { Picture } from './pictures.ts';

/** A demo post, its human translations and how it looks in the feed. */
export interface SeedPost {
  /** Stable name other seeds (demo comments) use to find the post. */
  key: string;
  /** The author's e-mail (see seed/identity/users.ts). */
  author: string;
  /** Category slug (see migrations/0004_content_categories.ts). */
  category:
    'daily' | 'jobs' | 'housing' | 'visa' | 'food' | 'events' | 'questions' | 'market' | 'news';
  /** NATION: only members from the author's country see it. */
  feedType?: 'PUBLIC' | 'NATION';
  /** How long before the seed ran it was posted. */
  hoursAgo: number;
  language: LanguageCode;
  title: string;
  text: string;
  /** [title, text] in other languages: at least ko, en, ja, zh-CN, vi and ru. */
  translations: Partial<Record<LanguageCode, readonly [string, string]>>;
  pictures?: Picture[];
  /** How many other demo members like it. */
  likes: number;
}

export const DAY = 24;
