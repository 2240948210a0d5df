import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { CAROUSEL_LIMITS, clampSlide, endCarouselDrag } from './carouselGesture.ts';
import styles from './ImageCarousel.module.css';

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  /** Decided once the pointer has moved: a horizontal drag, or a vertical scroll left alone. */
  axis: 'x' | 'y' | null;
}

/**
 * The post's images, one at a time: swipe or drag (over 50 px changes slide, over 5 px
 * is not a click), arrow buttons, the arrow keys, and a tap opens the full-screen viewer.
 */
export function ImageCarousel({
  images,
  descriptions = [],
  onOpen,
}: {
  images: string[];
  /** The author's descriptions, read as the pictures' alt text. */
  descriptions?: readonly string[];
  onOpen: (index: number, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation('post');
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  const blockClick = useRef(false);
  const count = images.length;

  const go = (next: number) => setIndex(clampSlide(next, count));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    blockClick.current = false;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      axis: null,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    if (d.axis === null && Math.max(Math.abs(dx), Math.abs(dy)) > CAROUSEL_LIMITS.clickBlockPx) {
      d.axis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
      // Capture only once it is a drag: a capture from the start would retarget the click.
      if (d.axis === 'x') event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (d.axis !== 'x') return;
    d.dx = dx;
    // Resist at the ends.
    const atEdge = (index === 0 && dx > 0) || (index === count - 1 && dx < 0);
    setOffset(atEdge ? dx / 3 : dx);
  };

  const finish = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (d.axis === 'y') {
      blockClick.current = true;
      return;
    }
    const result = endCarouselDrag(d.dx, index, count);
    blockClick.current = result.blockClick;
    setIndex(result.index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t('images.carousel')}
      aria-label={t('images.label', { count })}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
      >
        <div
          className={styles.track}
          // At rest on the first slide the track needs no style: that is how the server draws
          // it, as the page's CSP refuses style attributes in HTML.
          style={
            index === 0 && offset === 0
              ? undefined
              : {
                  transform: `translateX(calc(${-index * 100}% + ${offset}px))`,
                  transition: offset === 0 ? undefined : 'none',
                }
          }
        >
          {images.map((src, i) => (
            <div
              key={`${i}-${src}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('images.slide')}
              aria-label={t('images.position', { current: i + 1, total: count })}
              aria-hidden={i !== index}
            >
              <button
                type="button"
                className={styles.open}
                tabIndex={i === index ? 0 : -1}
                aria-label={[descriptions[i], t('images.open', { current: i + 1, total: count })]
                  .filter(Boolean)
                  .join(', ')}
                onClick={(event) => {
                  if (blockClick.current) {
                    blockClick.current = false;
                    event.preventDefault();
                    return;
                  }
                  onOpen(i, event.currentTarget);
                }}
              >
                <img
                  src={src}
                  alt={descriptions[i] ?? ''}
                  draggable={false}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('images.previous')}
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('images.next')}
            disabled={index === count - 1}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon size={22} />
          </button>
          <p className={styles.counter} aria-live="polite">
            {t('images.counter', { current: index + 1, total: count })}
          </p>
          <div className={styles.dots} aria-hidden="true">
            {images.map((src, i) => (
              <span key={`${i}-${src}`} className={i === index ? styles.dotActive : styles.dot} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
