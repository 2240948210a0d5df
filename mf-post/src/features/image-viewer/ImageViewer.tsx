import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '../../components/icons.tsx';
import {
  initialGestureState,
  reduceGesture,
  type GestureEvent,
  type GestureState,
  type Point,
} from './viewerGestures.ts';
import styles from './ImageViewer.module.css';

/** What the zoom buttons and the + / - keys add or take away. */
const BUTTON_ZOOM_STEP = 0.5;

/**
 * The full-screen image viewer (spec 2, section 2): pinch, wheel and double-tap zoom,
 * pan when zoomed, swipe between images, arrow keys and Escape, a close button.
 * It is a modal <dialog>, so focus stays inside; on close it returns to the opener.
 */
export function ImageViewer({
  images,
  descriptions = [],
  startIndex,
  onClose,
}: {
  images: string[];
  descriptions?: readonly string[];
  startIndex: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('post');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(startIndex);
  const [gesture, setGesture] = useState<GestureState>(initialGestureState);
  const gestureRef = useRef(gesture);
  const indexRef = useRef(index);
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The first stop inside the viewer is its close button.
    closeRef.current?.focus();
    return () => {
      if (dialog?.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      opener?.focus();
    };
  }, []);

  const stageSize = () => {
    const rect = stageRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

  const toStage = (clientX: number, clientY: number): Point => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - (rect.left + rect.width / 2), y: clientY - (rect.top + rect.height / 2) };
  };

  const show = useCallback(
    (next: number) => {
      if (next < 0 || next >= count || next === indexRef.current) return;
      indexRef.current = next;
      setIndex(next);
      gestureRef.current = initialGestureState;
      setGesture(initialGestureState);
    },
    [count],
  );

  const dispatch = useCallback(
    (event: GestureEvent) => {
      const result = reduceGesture(gestureRef.current, event, stageSize());
      gestureRef.current = result.state;
      setGesture(result.state);
      if (result.navigate) show(indexRef.current + result.navigate);
    },
    [show],
  );

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      dispatch({
        type: 'wheel',
        deltaY: event.deltaY,
        point: toStage(event.clientX, event.clientY),
      });
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [dispatch]);

  const pointer = (type: 'down' | 'move' | 'up') => (event: PointerEvent<HTMLDivElement>) => {
    if (type === 'down') {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    dispatch({
      type,
      id: event.pointerId,
      point: toStage(event.clientX, event.clientY),
      time: event.timeStamp,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') show(indexRef.current + 1);
    else if (event.key === 'ArrowLeft') show(indexRef.current - 1);
    else if (event.key === '+' || event.key === '=')
      dispatch({ type: 'zoom', by: BUTTON_ZOOM_STEP });
    else if (event.key === '-') dispatch({ type: 'zoom', by: -BUTTON_ZOOM_STEP });
    else if (event.key === '0') dispatch({ type: 'reset' });
    else return;
    event.preventDefault();
  };

  const { scale, x, y } = gesture.transform;
  const moving = gesture.mode === 'pan' || gesture.mode === 'pinch' || gesture.mode === 'swipe';

  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={t('viewer.label')}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {t('images.counter', { current: index + 1, total: count })}
        </p>
        <button
          type="button"
          className={styles.tool}
          aria-label={t('viewer.zoom_out')}
          onClick={() => dispatch({ type: 'zoom', by: -BUTTON_ZOOM_STEP })}
        >
          <ZoomOutIcon />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={t('viewer.zoom_in')}
          onClick={() => dispatch({ type: 'zoom', by: BUTTON_ZOOM_STEP })}
        >
          <ZoomInIcon />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={t('viewer.close')}
          ref={closeRef}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        onPointerDown={pointer('down')}
        onPointerMove={pointer('move')}
        onPointerUp={pointer('up')}
        onPointerCancel={(event) => dispatch({ type: 'cancel', id: event.pointerId })}
      >
        <img
          key={index}
          className={styles.image}
          src={images[index]}
          alt={descriptions[index] || t('images.position', { current: index + 1, total: count })}
          draggable={false}
          data-scale={scale}
          style={{
            transform: `translate(${x + gesture.swipeOffset}px, ${y}px) scale(${scale})`,
            transition: moving ? 'none' : undefined,
          }}
        />
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            aria-label={t('images.previous')}
            disabled={index === 0}
            onClick={() => show(index - 1)}
          >
            <ChevronLeftIcon size={28} />
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            aria-label={t('images.next')}
            disabled={index === count - 1}
            onClick={() => show(index + 1)}
          >
            <ChevronRightIcon size={28} />
          </button>
        </>
      ) : null}
    </dialog>
  );
}
