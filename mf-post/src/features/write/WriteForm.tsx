import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { emit, showAlert, showConfirm, showToast } from '@kfeed/platform/events';
import type { Category } from '@kfeed/contracts/feed';
import { translationKey } from '@kfeed/kit/utils/categoryName';
import { feedPath } from '@kfeed/kit/routes';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { sendFeed, type UploadProgress } from './api/sendFeed.ts';
import { ImageField } from './ImageField.tsx';
import { TextCounter } from './TextCounter.tsx';
import { draftKey } from './draftStore.ts';
import { loadCodec, useImageIntake } from './useImageIntake.ts';
import { useDraft } from './useDraft.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useWriteForm } from './useWriteForm.ts';
import {
  TEXT_MAX,
  TITLE_MAX,
  clampCharacters,
  feedFormData,
  feedTypeFor,
  feedTypesOf,
  isDirty,
  isProcessing,
  problemsOf,
  type FieldProblem,
  type WriteForm as WriteFormState,
} from './writeModel.ts';
import styles from './WriteForm.module.css';

export interface WriteFormProps {
  /** Null for a new post. */
  feedId: number | null;
  userId: number;
  isoCode: string;
  categories: readonly Category[];
  /** The form as it starts: empty, or the post as loaded. */
  initial: WriteFormState;
}

/** The write and edit form (spec 2, sections 2, 4 and 5). */
export function WriteForm({ feedId, userId, isoCode, categories, initial }: WriteFormProps) {
  const { t } = useTranslation('post');
  const navigate = useNavigate();
  const location = useLocation();
  const ids = { category: useId(), title: useId(), text: useId(), type: useId() };
  const { form, actions } = useWriteForm(initial);
  const loaded = feedId === null ? null : initial;
  const dirty = isDirty(form, loaded);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const leaving = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const draft = useDraft(draftKey(userId, feedId), form, dirty, actions.replace);
  const intake = useImageIntake(actions, form.images);
  const sending = progress !== null;

  // The codec starts loading as the member starts writing, so the first photo is quick.
  useEffect(() => void loadCodec().catch(() => undefined), []);

  const confirmLeave = async () => {
    if (leaving.current) return true;
    const leave = await showConfirm({ message: t('write.leave_confirm'), destructive: true });
    if (leave) {
      leaving.current = true;
      upload.current?.abort();
      await draft.forget();
    }
    return leave;
  };
  useLeaveGuard(dirty, confirmLeave);

  const category = categories.find((c) => c.categoryId === form.fields.categoryId);
  const types = feedTypesOf(category);
  const categoryName = (c: Category) =>
    c.translatedList[translationKey(isoCode)]?.categoryName || c.categoryName;

  const back = async () => {
    if (dirty && !(await confirmLeave())) return;
    leaving.current = true;
    if (location.key !== 'default') navigate(-1);
    else navigate(feedId === null ? '/' : feedPath(feedId), { replace: true });
  };

  const reset = async () => {
    if (!(await showConfirm({ message: t('write.reset_confirm'), destructive: true }))) return;
    await draft.forget();
    actions.replace(initial);
    setProblems([]);
    setStatus(t('write.reset_done'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = problemsOf(form.fields);
    setProblems(found);
    if (found[0] === 'category') return categoryRef.current?.focus();
    if (found[0] === 'title') return titleRef.current?.focus();
    if (found[0] === 'text') return textRef.current?.focus();
    if (isProcessing(form.images)) {
      void showAlert({ message: t('write.notice.processing_wait') });
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setStatus('');
    setProgress({ sent: 0, total: 1 });
    try {
      const savedId = await sendFeed(
        feedFormData(form, feedId),
        feedId,
        setProgress,
        controller.signal,
      );
      leaving.current = true;
      await draft.forget();
      if (savedId === 'queued') {
        // Kept with its pictures in the outbox: it is sent when the connection returns.
        showToast(t('common:outbox_queued'));
        navigate('/', { replace: true });
        return;
      }
      emit('feed:changed', { feedId: savedId, change: feedId === null ? 'created' : 'updated' });
      const query =
        feedId === null
          ? `created=true&categoryId=${encodeURIComponent(form.fields.categoryId)}`
          : 'updated=true';
      navigate(`${feedPath(savedId)}?${query}`, { replace: true });
    } catch {
      setProgress(null);
      if (controller.signal.aborted) {
        if (!leaving.current) setStatus(t('write.upload_cancelled'));
        return;
      }
      void showAlert({
        message: t(feedId === null ? 'write.notice.upload_failed' : 'write.notice.edit_failed'),
      });
    } finally {
      upload.current = null;
    }
  };

  const percent = progress ? Math.min(100, Math.round((progress.sent / progress.total) * 100)) : 0;
  const errorOf = (problem: FieldProblem) =>
    problems.includes(problem) ? t(`write.need_${problem}`) : null;

  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={t(feedId === null ? 'write.screen_write' : 'write.screen_update')}
        onBack={() => void back()}
        end={
          dirty ? (
            <button
              type="button"
              className={styles.reset}
              onClick={() => void reset()}
              disabled={sending}
            >
              {t('write.reset')}
            </button>
          ) : null
        }
      />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.status} role="status">
          {status ?? (draft.restored ? t('write.draft_restored') : '')}
        </p>
        <div className={styles.row}>
          <label htmlFor={ids.category} className={styles.label}>
            {t('write.category')}
          </label>
          <select
            id={ids.category}
            ref={categoryRef}
            className={styles.select}
            value={form.fields.categoryId}
            disabled={sending}
            aria-invalid={errorOf('category') ? true : undefined}
            aria-describedby={errorOf('category') ? `${ids.category}-error` : undefined}
            onChange={(event) => {
              const next = categories.find((c) => c.categoryId === event.target.value);
              actions.setFields({
                categoryId: event.target.value,
                feedType: feedTypeFor(feedTypesOf(next), form.fields.feedType),
              });
            }}
          >
            <option value="" disabled>
              {t('write.category_placeholder')}
            </option>
            {categories.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {categoryName(c)}
              </option>
            ))}
          </select>
          {errorOf('category') ? (
            <p id={`${ids.category}-error`} className={styles.error}>
              {errorOf('category')}
            </p>
          ) : null}
        </div>
        {types.length > 1 ? (
          <fieldset className={styles.types}>
            <legend className={styles.label}>{t('write.feed_type')}</legend>
            {types.map((type) => (
              <label key={type} className={styles.type}>
                <input
                  type="radio"
                  name={ids.type}
                  value={type}
                  checked={form.fields.feedType === type}
                  disabled={sending}
                  onChange={() => actions.setFields({ feedType: type })}
                />
                <span>{t(`write.feed_type_${type}`, { defaultValue: type })}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className={styles.row}>
          <div className={styles.labelRow}>
            <label htmlFor={ids.title} className={styles.label}>
              {t('write.title')}
            </label>
            <TextCounter id={`${ids.title}-count`} text={form.fields.title} max={TITLE_MAX} />
          </div>
          <input
            id={ids.title}
            ref={titleRef}
            className={styles.input}
            value={form.fields.title}
            placeholder={t('write.title_placeholder')}
            enterKeyHint="next"
            disabled={sending}
            aria-invalid={errorOf('title') ? true : undefined}
            aria-describedby={`${ids.title}-count${errorOf('title') ? ` ${ids.title}-error` : ''}`}
            onKeyDown={(event) => {
              // Spec 2, section 5: Enter is blocked in the title (an IME's Enter still composes).
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
            }}
            onChange={(event) =>
              actions.setFields({ title: clampCharacters(event.target.value, TITLE_MAX) })
            }
          />
          {errorOf('title') ? (
            <p id={`${ids.title}-error`} className={styles.error}>
              {errorOf('title')}
            </p>
          ) : null}
        </div>
        <div className={styles.row}>
          <div className={styles.labelRow}>
            <label htmlFor={ids.text} className={styles.label}>
              {t('write.text')}
            </label>
            <TextCounter id={`${ids.text}-count`} text={form.fields.text} max={TEXT_MAX} />
          </div>
          <textarea
            id={ids.text}
            ref={textRef}
            className={styles.textarea}
            value={form.fields.text}
            placeholder={t('write.text_placeholder')}
            rows={8}
            disabled={sending}
            aria-invalid={errorOf('text') ? true : undefined}
            aria-describedby={`${ids.text}-count${errorOf('text') ? ` ${ids.text}-error` : ''}`}
            onChange={(event) =>
              actions.setFields({ text: clampCharacters(event.target.value, TEXT_MAX) })
            }
          />
          {errorOf('text') ? (
            <p id={`${ids.text}-error`} className={styles.error}>
              {errorOf('text')}
            </p>
          ) : null}
        </div>
        <ImageField
          images={form.images}
          actions={actions}
          onFiles={(files) => void intake(files)}
          disabled={sending}
        />
        {progress ? (
          <div className={styles.progress}>
            <label className={styles.progressLabel}>
              <span>{t('write.sending', { percent })}</span>
              <progress max={progress.total} value={progress.sent} />
            </label>
            <button type="button" className="kf-button" onClick={() => upload.current?.abort()}>
              {t('write.cancel_upload')}
            </button>
          </div>
        ) : null}
        <button
          type="submit"
          className={`kf-button kf-button--primary ${styles.submit}`}
          disabled={sending || (feedId !== null && !dirty)}
        >
          {t(feedId === null ? 'write.submit' : 'write.submit_update')}
        </button>
      </form>
    </div>
  );
}
