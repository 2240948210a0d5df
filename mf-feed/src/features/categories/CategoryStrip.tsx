import { useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@kfeed/contracts/feed';
import { useSession } from '@kfeed/platform/sessionStore';
import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import { NATION_CATEGORY_ID, activeIconUrl, categoryDisplay } from './categoryDisplay.ts';
import { useDragScroll } from './useDragScroll.ts';
import styles from './CategoryStrip.module.css';

interface CategoryStripProps {
  /** null while the list is loading. */
  categories: readonly Category[] | null;
  activeId: string;
  language: string;
  onSelect: (category: Category) => void;
  /** Home restores and saves the strip's horizontal position through this element. */
  stripRef?: RefObject<HTMLDivElement | null>;
  onScrollX?: (scrollLeft: number) => void;
}

/** `home` first, then the server's order. */
export function orderCategories(categories: readonly Category[]): Category[] {
  return [
    ...categories.filter((c) => c.categoryId === HOME_CATEGORY_ID),
    ...categories.filter((c) => c.categoryId !== HOME_CATEGORY_ID),
  ];
}

function CategoryIcon({ url, active }: { url: string; active: boolean }) {
  if (!url) return null;
  return (
    <img
      className={styles.icon}
      src={active ? activeIconUrl(url) : url}
      alt=""
      aria-hidden="true"
      width={20}
      height={20}
      draggable={false}
      decoding="async"
      onError={(event) => {
        // A category without a white variant keeps its own icon.
        if (active && event.currentTarget.getAttribute('src') !== url)
          event.currentTarget.src = url;
      }}
    />
  );
}

/**
 * Who sees the posts of the nation chip, said to screen readers with the chip
 * (aria-describedby) and shown under the strip while it is chosen. The lock icon is only a
 * picture of it: the chip is named by its name alone and opens like any other (a visitor is
 * asked to log in).
 */
function NationHint({ id, shown }: { id: string; shown: boolean }) {
  const { t } = useTranslation('feed');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return (
    <p id={id} className={shown ? styles.hint : 'kf-visually-hidden'}>
      {t(isLoggedIn ? 'categories.nation_hint' : 'categories.nation_hint_visitor')}
    </p>
  );
}

/** The horizontal category chips of Home: scrolled by touch, wheel or mouse drag. */
export function CategoryStrip({
  categories,
  activeId,
  language,
  onSelect,
  stripRef,
  onScrollX,
}: CategoryStripProps) {
  const { t } = useTranslation('feed');
  const ownRef = useRef<HTMLDivElement | null>(null);
  const ref = stripRef ?? ownRef;
  const hintId = useId();
  useDragScroll(ref);
  const hasNation = !!categories?.some((c) => c.categoryId === NATION_CATEGORY_ID);

  return (
    <nav className={styles.nav} aria-label={t('categories.label')}>
      <div
        ref={ref}
        className={styles.strip}
        onScroll={(event) => onScrollX?.(event.currentTarget.scrollLeft)}
      >
        {categories === null
          ? [64, 88, 72, 96].map((width, i) => (
              <span key={i} className={styles.chipSkeleton}>
                <Skeleton width={width} height={36} radius={18} />
              </span>
            ))
          : orderCategories(categories).map((category) => {
              const active = category.categoryId === activeId;
              const locked = category.categoryId === NATION_CATEGORY_ID;
              const { name, imageUrl } = categoryDisplay(category, language);
              return (
                <button
                  key={category.categoryId}
                  type="button"
                  className={`${styles.chip} ${active ? styles.active : ''} ${locked ? styles.locked : ''}`}
                  aria-pressed={active}
                  aria-describedby={locked ? hintId : undefined}
                  data-category-id={category.categoryId}
                  onClick={() => onSelect(category)}
                >
                  <CategoryIcon url={imageUrl} active={active} />
                  <span className={styles.name}>{name}</span>
                </button>
              );
            })}
      </div>
      {hasNation ? <NationHint id={hintId} shown={activeId === NATION_CATEGORY_ID} /> : null}
    </nav>
  );
}
