import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@kfeed/contracts/feed';
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
  useDragScroll(ref);

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
                  data-category-id={category.categoryId}
                  onClick={() => onSelect(category)}
                >
                  <CategoryIcon url={imageUrl} active={active} />
                  <span className={styles.name}>{name}</span>
                  {locked ? (
                    <span className="kf-visually-hidden">{t('categories.locked')}</span>
                  ) : null}
                </button>
              );
            })}
      </div>
    </nav>
  );
}
