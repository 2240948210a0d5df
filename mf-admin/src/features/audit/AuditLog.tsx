import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditEntry, type AuditLogData } from '@kfeed/contracts/moderation';
import { feedPath, noticePath, routeByName } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { AdminScreen } from '../../components/AdminScreen.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { Pager } from '../../components/Pager.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { getAuditLog } from './api/auditLog.ts';
import {
  AUDIT_TARGET_TYPES,
  NO_FILTERS,
  auditQuery,
  filtersFrom,
  idOf,
  pageFrom,
  paramsFor,
  type AuditFilters,
} from './auditQuery.ts';
import styles from './AuditLog.module.css';

function Member({ userId, nickname }: { userId: number; nickname: string }) {
  return (
    <Link to={routeByName('Profile').path} state={{ userId }}>
      {nickname}
    </Link>
  );
}

/** What an entry was about, linked where it has a page of its own. */
function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const name = t(`target_named.${entry.targetType}`, { id: entry.targetId });
  switch (entry.targetType) {
    case 'FEED':
      return <Link to={feedPath(entry.targetId)}>{name}</Link>;
    case 'NOTICE':
      return <Link to={noticePath(entry.targetId)}>{name}</Link>;
    case 'USER':
      return (
        <Link to={routeByName('Profile').path} state={{ userId: entry.targetId }}>
          {name}
        </Link>
      );
    default:
      // A comment's post is not in the entry: named, not linked.
      return <>{name}</>;
  }
}

function IdField({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const messageId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <p id={messageId} className={styles.invalid}>
          {t('audit.id_invalid')}
        </p>
      ) : null}
    </div>
  );
}

/** The filters, as typed until applied; drawn afresh when the address's filters change. */
function FiltersForm({
  initial,
  onApply,
  onClear,
}: {
  initial: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  const actionId = useId();
  const targetTypeId = useId();
  const [draft, setDraft] = useState<AuditFilters>(initial);
  const [checked, setChecked] = useState(false);
  const badId = (value: string) => value.trim() !== '' && idOf(value) === null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (badId(draft.moderatorId) || badId(draft.targetId)) return;
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setChecked(false);
    onClear();
  };
  return (
    <form onSubmit={apply} noValidate>
      <fieldset className={styles.filters}>
        <legend className="kf-visually-hidden">{t('audit.filters')}</legend>
        <div className={styles.field}>
          <label htmlFor={actionId} className={styles.label}>
            {t('audit.action')}
          </label>
          <select
            id={actionId}
            className={styles.control}
            value={draft.action}
            onChange={(event) =>
              setDraft({ ...draft, action: event.target.value as AuditFilters['action'] })
            }
          >
            <option value="">{t('audit.any_action')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`action.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={targetTypeId} className={styles.label}>
            {t('audit.target_type')}
          </label>
          <select
            id={targetTypeId}
            className={styles.control}
            value={draft.targetType}
            onChange={(event) =>
              setDraft({
                ...draft,
                targetType: event.target.value as AuditFilters['targetType'],
              })
            }
          >
            <option value="">{t('audit.any_target')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`target.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <IdField
          label={t('audit.moderator_id')}
          value={draft.moderatorId}
          invalid={checked && badId(draft.moderatorId)}
          onChange={(moderatorId) => setDraft({ ...draft, moderatorId })}
        />
        <IdField
          label={t('audit.target_id')}
          value={draft.targetId}
          invalid={checked && badId(draft.targetId)}
          onChange={(targetId) => setDraft({ ...draft, targetId })}
        />
        <div className={styles.buttons}>
          <button type="submit" className="kf-button kf-button--primary">
            {t('audit.apply')}
          </button>
          <button type="button" className="kf-button" onClick={clear}>
            {t('audit.clear')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * The audit log (/admin/audit): every moderator and admin action, newest first, read-only;
 * narrowed by action, target type, moderator and target; a page at a time. The filters and
 * the page live in the address, so a filtered view can be shared with another moderator.
 */
export function AuditLog() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const applied = filtersFrom(params);
  const page = pageFrom(params);
  const key = paramsFor(applied, page).toString();
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<{ key: string; data: AuditLogData } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getAuditLog(
      auditQuery(filtersFrom(new URLSearchParams(key)), pageFrom(new URLSearchParams(key))),
    )
      .then((data) => {
        if (!live) return;
        setFailedKey(null);
        setShown({ key, data });
      })
      .catch((error: unknown) => {
        console.error('[mf-admin] the audit log could not be loaded', error);
        if (live) setFailedKey(key);
      });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const failed = failedKey === key;
  const loading = !failed && shown?.key !== key;
  const entries = shown?.key === key ? shown.data.auditList : [];
  const when = (timestamp: string) => formatDateTime(timestamp, i18n.language);

  return (
    <AdminScreen title={t('audit.title')}>
      <FiltersForm
        key={paramsFor(applied, 1).toString()}
        initial={applied}
        onApply={(filters) => setParams(paramsFor(filters, 1))}
        onClear={() => setParams(new URLSearchParams())}
      />
      {loading ? <Spinner /> : null}
      {failed ? (
        <ErrorState message={t('audit.load_failed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {!loading && !failed && entries.length === 0 ? <EmptyState title={t('audit.empty')} /> : null}
      {entries.length > 0 ? (
        <div className={styles.scroller} role="region" aria-label={t('audit.table')} tabIndex={0}>
          <table className={styles.table}>
            <caption className="kf-visually-hidden">{t('audit.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.col_when')}</th>
                <th scope="col">{t('audit.col_moderator')}</th>
                <th scope="col">{t('audit.col_action')}</th>
                <th scope="col">{t('audit.col_target')}</th>
                <th scope="col">{t('audit.col_member')}</th>
                <th scope="col">{t('audit.col_note')}</th>
                <th scope="col">{t('audit.col_until')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.auditId}>
                  <td className={styles.nowrap}>
                    <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                  </td>
                  <td>
                    <Member userId={entry.moderatorId} nickname={entry.moderatorNickname} />
                  </td>
                  <td>{t(`action.${entry.action}`)}</td>
                  <td className={styles.nowrap}>
                    <Target entry={entry} />
                  </td>
                  <td>
                    {entry.subjectUserId !== null ? (
                      <Member
                        userId={entry.subjectUserId}
                        nickname={entry.subjectNickname ?? `#${entry.subjectUserId}`}
                      />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={styles.note}>{entry.note}</td>
                  <td className={styles.nowrap}>
                    {entry.action !== 'SUSPEND'
                      ? '—'
                      : entry.suspendedUntil
                        ? when(entry.suspendedUntil)
                        : t('audit.forever')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shown?.key === key ? (
        <Pager
          page={page}
          totalPages={shown.data.pagination.totalPages}
          onPage={(target) => setParams(paramsFor(applied, target))}
          label={t('audit.pages')}
        />
      ) : null}
    </AdminScreen>
  );
}
