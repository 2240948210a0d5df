import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { MODERATION_LIMITS } from '@kfeed/contracts/moderation';
import { languageName } from '@kfeed/kit/i18n/languageNames';
import { FormField } from '@kfeed/kit/ui/FormField';
import { problemOf } from '../../lib/problem.ts';
import { saveNotice } from './api/notices.ts';
import {
  hasProblems,
  problemsOf,
  saveRequest,
  unusedLanguage,
  versionDraft,
  type DraftProblems,
  type NoticeDraft,
  type VersionDraft,
} from './noticeDraft.ts';
import styles from './NoticeAdmin.module.css';

const TITLE_MAX = MODERATION_LIMITS.noticeTitleMax;
const TEXT_MAX = MODERATION_LIMITS.noticeTextMax;
const NOTE_MAX = MODERATION_LIMITS.noteMax;

function VersionFields({
  version,
  index,
  versions,
  problems,
  onChange,
  onRemove,
}: {
  version: VersionDraft;
  index: number;
  versions: readonly VersionDraft[];
  problems: DraftProblems['versions'][number] | undefined;
  onChange: (version: VersionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const languageId = useId();
  const problemText = (problem: 'required' | 'too_long' | undefined, field: 'title' | 'text') =>
    problem === 'required'
      ? t(`notices.${field}_required`)
      : problem === 'too_long'
        ? t(`notices.${field}_too_long`, { max: field === 'title' ? TITLE_MAX : TEXT_MAX })
        : null;
  const titleProblem = problemText(problems?.title, 'title');
  const textProblem = problemText(problems?.text, 'text');
  return (
    <fieldset className={styles.version} aria-labelledby={headingId}>
      <div className={styles.versionHeader}>
        <h3 id={headingId} className={styles.versionTitle}>
          {t('notices.version_heading', {
            index: index + 1,
            language: languageName(version.isoCode, i18n.language),
          })}
        </h3>
        {onRemove ? (
          <button type="button" className="kf-button" onClick={onRemove}>
            {t('notices.remove_version')}
          </button>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={languageId} className={styles.label}>
          {t('notices.language')}
        </label>
        <select
          id={languageId}
          className={styles.control}
          value={version.isoCode}
          data-version-language={version.key}
          onChange={(event) => onChange({ ...version, isoCode: event.target.value })}
        >
          {LANGUAGE_CODES.map((code) => (
            <option
              key={code}
              value={code}
              disabled={versions.some((other) => other !== version && other.isoCode === code)}
            >
              {languageName(code, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label={t('notices.title_label')}
        classes={styles}
        message={titleProblem}
        messageClassName={styles.invalid}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            className={styles.control}
            value={version.title}
            lang={version.isoCode}
            aria-invalid={titleProblem ? true : undefined}
            aria-describedby={describedBy}
            data-field={`title-${version.key}`}
            onChange={(event) => onChange({ ...version, title: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('notices.text_label')}
        classes={styles}
        message={textProblem ?? t('notices.text_hint')}
        messageClassName={textProblem ? styles.invalid : styles.hint}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className={`${styles.control} ${styles.textarea}`}
            value={version.text}
            lang={version.isoCode}
            rows={8}
            aria-invalid={textProblem ? true : undefined}
            aria-describedby={describedBy}
            data-field={`text-${version.key}`}
            onChange={(event) => onChange({ ...version, text: event.target.value })}
          />
        )}
      </FormField>
    </fieldset>
  );
}

/**
 * Writing or editing a notice: one or more language versions (a language, a title and the
 * text, which is HTML the server sanitises), pinned or not, and the note every admin action
 * carries. Problems are said at each field on save; a refusal keeps everything typed.
 */
export function NoticeForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: NoticeDraft;
  onSaved: (noticeId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const pinId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<NoticeDraft>(initial);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusVersion, setFocusVersion] = useState<number | null>(null);
  const problems: DraftProblems = checked ? problemsOf(draft) : { versions: {} };

  // A language just added: its language picker takes focus.
  useEffect(() => {
    if (focusVersion === null) return;
    formRef.current
      ?.querySelector<HTMLElement>(`[data-version-language="${focusVersion}"]`)
      ?.focus();
  }, [focusVersion]);

  const update = (changes: Partial<NoticeDraft>) => setDraft((old) => ({ ...old, ...changes }));
  const changeVersion = (version: VersionDraft) =>
    update({ versions: draft.versions.map((v) => (v.key === version.key ? version : v)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (hasProblems(problemsOf(draft))) {
      // To the first field that says what is wrong.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveNotice(saveRequest(draft));
      onSaved(saved.noticeId);
    } catch (error) {
      console.error('[mf-admin] the notice could not be saved', error);
      setFailure(problemOf(error).message ?? t('notices.save_failed'));
      setBusy(false);
    }
  };

  const added = unusedLanguage(draft.versions);
  const noteProblem =
    problems.note === 'required'
      ? t('note.required')
      : problems.note === 'too_long'
        ? t('note.too_long', { max: NOTE_MAX })
        : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={headingId} className={styles.formTitle}>
        {draft.noticeId === null
          ? t('notices.form_new')
          : t('notices.form_edit', { id: draft.noticeId })}
      </h2>
      <p className={styles.hint}>{t('notices.versions_hint')}</p>
      {draft.versions.map((version, index) => (
        <VersionFields
          key={version.key}
          version={version}
          index={index}
          versions={draft.versions}
          problems={problems.versions[version.key]}
          onChange={changeVersion}
          onRemove={
            draft.versions.length > 1
              ? () => update({ versions: draft.versions.filter((v) => v.key !== version.key) })
              : null
          }
        />
      ))}
      {problems.fallback ? (
        <p className={styles.invalid} role="alert">
          {t('notices.fallback_required')}
        </p>
      ) : null}
      {added ? (
        <button
          type="button"
          className="kf-button"
          onClick={() => {
            const version = versionDraft({ isoCode: added });
            update({ versions: [...draft.versions, version] });
            setFocusVersion(version.key);
          }}
        >
          {t('notices.add_version')}
        </button>
      ) : null}
      <label htmlFor={pinId} className={styles.check}>
        <input
          id={pinId}
          type="checkbox"
          checked={draft.isFixed}
          onChange={(event) => update({ isFixed: event.target.checked })}
        />
        {t('notices.pin')}
      </label>
      <FormField
        label={t('note.label')}
        classes={styles}
        message={noteProblem ?? t('note.hint')}
        messageClassName={noteProblem ? styles.invalid : styles.hint}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className={`${styles.control} ${styles.noteArea}`}
            value={draft.note}
            rows={3}
            aria-invalid={noteProblem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => update({ note: event.target.value })}
          />
        )}
      </FormField>
      <p className={styles.counter}>
        {t('note.counter', { length: draft.note.length, max: NOTE_MAX })}
      </p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className="kf-button" disabled={busy} onClick={onCancel}>
          {t('cancel', { ns: 'common' })}
        </button>
        <button
          type="submit"
          className="kf-button kf-button--primary"
          disabled={busy}
          aria-busy={busy}
        >
          {t('notices.save')}
        </button>
      </div>
    </form>
  );
}
