import type { Category, CategoryTranslation, FeedCategoryRef } from '@kfeed/contracts/feed';
import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import type { Db } from '../../db/db.ts';
import { readCache } from '../../db/readCache.ts';
import { categoryIconUrl } from './categoryIcons.ts';

/** One category with its names (and optional per-language icons) in every language. */
export interface CategoryRecord {
  categoryId: number;
  slug: string;
  iconName: string;
  /** JSON text of the allowed feed types. */
  categoryType: string;
  feedTypes: string[];
  writePermission: 'MEMBER' | 'OFFICIAL';
  names: Map<string, string>;
  icons: Map<string, string>;
}

/**
 * Every category in display order, with its translations. Categories change only with
 * migrations, yet were read twice per feed list: kept until the database changes.
 */
export async function loadCategories(db: Db): Promise<CategoryRecord[]> {
  return readCache<CategoryRecord[]>(db, 'categories').get('all', () => readCategories(db));
}

async function readCategories(db: Db): Promise<CategoryRecord[]> {
  const [rows, translations] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('category_id').execute(),
    db.selectFrom('category_translations').selectAll().execute(),
  ]);
  return rows.map((row) => {
    const own = translations.filter((t) => t.category_id === row.category_id);
    return {
      categoryId: row.category_id,
      slug: row.slug,
      iconName: row.icon_name,
      categoryType: row.category_type,
      feedTypes: parseFeedTypes(row.category_type),
      writePermission: row.write_permission,
      names: new Map(own.map((t) => [t.iso_code, t.category_name])),
      icons: new Map(own.flatMap((t) => (t.icon_name ? [[t.iso_code, t.icon_name] as const] : []))),
    };
  });
}

/** Whether a member (official or not) may post in a category. */
export function mayPostIn(record: CategoryRecord, isOfficial: boolean): boolean {
  return record.writePermission === 'MEMBER' || isOfficial;
}

function parseFeedTypes(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The name in `isoCode`, else English, else Korean, else the slug. */
function nameIn(record: CategoryRecord, isoCode: string): string {
  return (
    record.names.get(isoCode) ?? record.names.get('en') ?? record.names.get('ko') ?? record.slug
  );
}

function iconIn(record: CategoryRecord, isoCode: string): string {
  return categoryIconUrl(record.icons.get(isoCode) ?? record.iconName);
}

/** Names and icons for all 16 languages, keyed by lower-case iso code ('zh-cn'). */
export function translatedList(record: CategoryRecord): Record<string, CategoryTranslation> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      code.toLowerCase(),
      { categoryName: nameIn(record, code), categoryImageUrl: iconIn(record, code) },
    ]),
  );
}

export function toCategory(record: CategoryRecord, isoCode: LanguageCode): Category {
  return {
    categoryId: String(record.categoryId),
    categoryName: nameIn(record, isoCode),
    categoryImageUrl: iconIn(record, isoCode),
    categoryType: record.categoryType,
    translatedList: translatedList(record),
  };
}

/** Which names a post's category carries: every language, the reader's, or none. */
export type CategoryRefLanguages = 'all' | 'requested' | 'none';

// One ref per record, language and kind: the records are replaced when the database
// changes (loadCategories), so refs built from them are never staler than the records.
const refsOf = new WeakMap<CategoryRecord, Map<string, FeedCategoryRef>>();

function namesIn(
  record: CategoryRecord,
  isoCode: LanguageCode,
  languages: CategoryRefLanguages,
): Record<string, CategoryTranslation> {
  if (languages === 'all') return translatedList(record);
  if (languages === 'none') return {};
  const translation = {
    categoryName: nameIn(record, isoCode),
    categoryImageUrl: iconIn(record, isoCode),
  };
  return { [isoCode.toLowerCase()]: translation };
}

/**
 * A post's category, its `categoryName` in the reader's language. `translatedList` holds
 * all 16 languages for a post's own view, only the reader's (or none) in lists, where a
 * card reads nothing else (`categoryRefName`). The ref is shared between the posts of an
 * answer and kept, so callers must not change it.
 */
export function toCategoryRef(
  record: CategoryRecord,
  isoCode: LanguageCode,
  languages: CategoryRefLanguages,
): FeedCategoryRef {
  let refs = refsOf.get(record);
  if (!refs) refsOf.set(record, (refs = new Map()));
  const key = `${languages}:${isoCode}`;
  let ref = refs.get(key);
  if (!ref) {
    ref = {
      categoryId: String(record.categoryId),
      categoryName: nameIn(record, isoCode),
      translatedList: namesIn(record, isoCode, languages),
    };
    refs.set(key, ref);
  }
  return ref;
}

const ALL_NAMES: Record<LanguageCode, string> = {
  ko: '전체',
  en: 'All',
  ja: 'すべて',
  'zh-CN': '全部',
  'zh-TW': '全部',
  vi: 'Tất cả',
  th: 'ทั้งหมด',
  id: 'Semua',
  ms: 'Semua',
  fil: 'Lahat',
  my: 'အားလုံး',
  km: 'ទាំងអស់',
  ne: 'सबै',
  mn: 'Бүгд',
  uz: 'Hammasi',
  ru: 'Все',
};

/** Posts visible only to members from the author's country. */
const NATION_NAMES: Record<LanguageCode, string> = {
  ko: '내 나라',
  en: 'My country',
  ja: '同郷',
  'zh-CN': '老乡',
  'zh-TW': '同鄉',
  vi: 'Đồng hương',
  th: 'คนชาติเดียวกัน',
  id: 'Sebangsa',
  ms: 'Senegara',
  fil: 'Kababayan',
  my: 'မိမိနိုင်ငံ',
  km: 'ជនរួមជាតិ',
  ne: 'आफ्नै देश',
  mn: 'Нутгийнхан',
  uz: 'Vatandoshlar',
  ru: 'Земляки',
};

/** The 'home' entry: all posts, named in every language. */
export function homeCategory(isoCode: LanguageCode): Category {
  return {
    categoryId: 'home',
    categoryName: ALL_NAMES[isoCode],
    categoryImageUrl: categoryIconUrl('home'),
    categoryType: '[]',
    translatedList: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        code.toLowerCase(),
        { categoryName: ALL_NAMES[code], categoryImageUrl: categoryIconUrl('home') },
      ]),
    ),
  };
}

/**
 * The special 'nation' entry (NATION posts from members of the viewer's own country): a
 * lock icon and, as the interface expects, no translations; its name is in the request's
 * language.
 */
export function nationCategory(isoCode: LanguageCode): Category {
  return {
    categoryId: 'nation',
    categoryName: NATION_NAMES[isoCode],
    categoryImageUrl: categoryIconUrl('lock'),
    categoryType: '["NATION"]',
    translatedList: {},
  };
}
