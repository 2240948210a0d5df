import type { Category } from '@kfeed/contracts/feed';
import { translationKey } from '@kfeed/kit/utils/categoryName';

/** The special entry shown locked; it never uses a translation (spec 1, section 3). */
export const NATION_CATEGORY_ID = 'nation';

export interface CategoryDisplay {
  name: string;
  imageUrl: string;
}

/** A category's name and icon in the reader's language, the original when untranslated. */
export function categoryDisplay(category: Category, isoCode: string): CategoryDisplay {
  const translated =
    category.categoryId === NATION_CATEGORY_ID
      ? undefined
      : category.translatedList[translationKey(isoCode)];
  return {
    name: translated?.categoryName || category.categoryName,
    imageUrl: translated?.categoryImageUrl || category.categoryImageUrl,
  };
}

/** The white icon drawn on the active chip: `<name>_w.svg` beside `<name>.svg`. */
export function activeIconUrl(url: string): string {
  return url.replace(/(?<!_w)\.svg(?=$|[?#])/i, '_w.svg');
}
