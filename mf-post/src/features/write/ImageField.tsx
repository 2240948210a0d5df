import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FEED_LIMITS } from '@kfeed/contracts/feed';
import { IMAGE_PICKER_ACCEPT } from '@kfeed/kit/images/imageType';
import { DESCRIPTION_MAX, clampCharacters, type WriteImage } from './writeModel.ts';
import type { WriteActions } from './useWriteForm.ts';
import styles from './ImageField.module.css';

/** The picture's thumbnail: the server's URL, a preview, or the processed file. */
function useThumbnail(image: WriteImage): string | null {
  const file = image.kind === 'new' ? image.file : null;
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  if (image.kind === 'existing') return image.url;
  return objectUrl ?? image.preview;
}

function ImageTile({
  image,
  position,
  total,
  actions,
  disabled,
}: {
  image: WriteImage;
  position: number;
  total: number;
  actions: WriteActions;
  disabled: boolean;
}) {
  const { t } = useTranslation('post');
  const descriptionId = useId();
  const thumbnail = useThumbnail(image);
  const processing = image.kind === 'new' && image.file === null;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled,
    attributes: { roleDescription: t('write.photo_sortable') },
  });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.tile} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label={t('write.photo_label', { position, total })}
        {...attributes}
        {...listeners}
      >
        {thumbnail ? <img src={thumbnail} alt="" className={styles.thumb} /> : null}
        {processing ? (
          <span className={styles.processing} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span className="kf-visually-hidden">{t('write.photo_processing')}</span>
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('write.remove_photo', { position })}
        disabled={disabled}
        onClick={() => actions.removeImage(image.id)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z"
          />
        </svg>
      </button>
      <label className="kf-visually-hidden" htmlFor={descriptionId}>
        {t('write.describe_photo', { position })}
      </label>
      <input
        id={descriptionId}
        className={styles.description}
        value={image.description}
        placeholder={t('write.describe_placeholder')}
        disabled={disabled}
        onChange={(event) =>
          actions.updateImage(image.id, {
            description: clampCharacters(event.target.value, DESCRIPTION_MAX),
          })
        }
      />
    </li>
  );
}

/**
 * The pictures of the post: add by picker (or by dropping files on a desktop), reorder by
 * dragging or with the keyboard (space, arrows, space), remove, describe.
 */
export function ImageField({
  images,
  actions,
  onFiles,
  disabled,
}: {
  images: readonly WriteImage[];
  actions: WriteActions;
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('post');
  const input = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: string | number) => images.findIndex((image) => image.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('write.drag_picked', { position: positionOf(active.id) }),
    onDragOver: ({ over }) =>
      over ? t('write.drag_moved', { position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('write.drag_dropped', { position: positionOf(over.id) }) : undefined,
    onDragCancel: () => t('write.drag_cancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.moveImage(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  const full = images.length >= FEED_LIMITS.imagesMax;
  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <fieldset
      className={`${styles.field} ${dropping ? styles.dropping : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
    >
      <legend className={styles.legend}>
        {t('write.photos')}{' '}
        <span className={styles.count}>
          {t('write.photo_count', { current: images.length, max: FEED_LIMITS.imagesMax })}
        </span>
      </legend>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('write.drag_instructions') },
        }}
      >
        <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
          <ul className={styles.grid} aria-label={t('write.photos')}>
            {images.map((image, index) => (
              <ImageTile
                key={image.id}
                image={image}
                position={index + 1}
                total={images.length}
                actions={actions}
                disabled={disabled}
              />
            ))}
            {full ? null : (
              <li className={styles.addCell}>
                <button
                  type="button"
                  className={styles.add}
                  disabled={disabled}
                  onClick={() => input.current?.click()}
                >
                  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                    <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
                  </svg>
                  <span>{t('write.add_photos')}</span>
                </button>
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      <p className={styles.hint}>{t('write.photo_hint')}</p>
      <input
        ref={input}
        type="file"
        accept={IMAGE_PICKER_ACCEPT}
        multiple
        hidden
        data-testid="write-photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onFiles(files);
        }}
      />
    </fieldset>
  );
}
