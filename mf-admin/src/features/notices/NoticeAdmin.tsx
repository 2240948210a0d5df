import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import { noticePath } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { AdminScreen } from '../../components/AdminScreen.tsx';
import { AdminsOnly, EmptyState, ErrorState } from '../../components/States.tsx';
import { Pager } from '../../components/Pager.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { isRoleRefusal } from '../../lib/problem.ts';
import { useIsAdmin } from '../../lib/session.ts';
import { getNoticeList, getNoticeVersions } from './api/notices.ts';
import { NoticeForm } from './NoticeForm.tsx';
import { draftOf, newDraft, type NoticeDraft } from './noticeDraft.ts';
import styles from './NoticeAdmin.module.css';

type Load<T> =
  { state: 'loading' } | { state: 'failed'; roleRefused: boolean } | { state: 'ready'; data: T };

/** The notice being written: a new one, or one loaded with every language it has. */
function Editor({
  target,
  onSaved,
  onCancel,
  onRoleRefused,
}: {
  target: 'new' | number;
  onSaved: (noticeId: number) => void;
  onCancel: () => void;
  onRoleRefused: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; result: Load<NoticeDraft> } | null>(null);
  const key = `${target}:${attempt}`;

  useEffect(() => {
    if (target === 'new') return;
    let live = true;
    getNoticeVersions(target).then(
      (data) => live && setLoaded({ key, result: { state: 'ready', data: draftOf(data) } }),
      (error: unknown) => {
        console.error('[mf-admin] the notice could not be opened', error);
        if (!live) return;
        if (isRoleRefusal(error)) onRoleRefused();
        setLoaded({ key, result: { state: 'failed', roleRefused: isRoleRefusal(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [target, key]); // eslint-disable-line react-hooks/exhaustive-deps

  if (target === 'new')
    return <NoticeForm initial={newDraft(i18n.language)} onSaved={onSaved} onCancel={onCancel} />;
  const result = loaded?.key === key ? loaded.result : { state: 'loading' as const };
  if (result.state === 'loading') return <Spinner />;
  if (result.state === 'failed')
    return (
      <ErrorState message={t('notices.open_failed')} onRetry={() => setAttempt((n) => n + 1)} />
    );
  return <NoticeForm initial={result.data} onSaved={onSaved} onCancel={onCancel} />;
}

function NoticeRow({ notice, onEdit }: { notice: Notice; onEdit: () => void }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <Link to={noticePath(notice.noticeId)} className={styles.rowTitle}>
          {notice.noticeTitle}
        </Link>
        <span className={styles.hint}>
          {notice.isFixed === 'Y' ? (
            <span className={styles.pinned}>{t('notices.pinned')}</span>
          ) : null}
          {formatDateTime(notice.noticeCreateDatetime, i18n.language)}
        </span>
      </div>
      <button
        type="button"
        className="kf-button"
        aria-label={t('notices.edit_named', { title: notice.noticeTitle })}
        onClick={onEdit}
      >
        {t('notices.edit')}
      </button>
    </li>
  );
}

/**
 * Notices (/admin/notices, admins): the notices members see, pinned first, and writing a
 * new one or editing one in every language it has. The notice being edited is in the
 * address (?edit=new or ?edit=<id>).
 */
export function NoticeAdmin() {
  const { t, i18n } = useTranslation('admin');
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const editParam = params.get('edit');
  const editing: 'new' | number | null =
    editParam === 'new' ? 'new' : Number(editParam) > 0 ? Number(editParam) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const language = i18n.language;
  const [attempt, setAttempt] = useState(0);
  const key = `${page}:${language}:${attempt}`;
  const [list, setList] = useState<{ key: string; result: Load<NoticeListData> } | null>(null);
  const [roleRefused, setRoleRefused] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!isAdmin || editing !== null) return;
    let live = true;
    getNoticeList(page, language).then(
      (data) => live && setList({ key, result: { state: 'ready', data } }),
      (error: unknown) => {
        console.error('[mf-admin] the notices could not be loaded', error);
        if (live) setList({ key, result: { state: 'failed', roleRefused: isRoleRefusal(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [isAdmin, editing, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const show = (edit: 'new' | number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (edit === null) next.delete('edit');
      else next.set('edit', String(edit));
      return next;
    });

  const title = t('notices.title');
  if (!isAdmin || roleRefused)
    return (
      <AdminScreen title={title}>
        <AdminsOnly />
      </AdminScreen>
    );

  if (editing !== null)
    return (
      <AdminScreen title={title} announcement={announcement}>
        <Editor
          key={String(editing)}
          target={editing}
          onRoleRefused={() => setRoleRefused(true)}
          onCancel={() => show(null)}
          onSaved={() => {
            setAnnouncement(t('notices.saved'));
            setAttempt((n) => n + 1);
            show(null);
          }}
        />
      </AdminScreen>
    );

  const result = list?.key === key ? list.result : { state: 'loading' as const };
  const notices =
    result.state === 'ready' ? [...result.data.fixedNoticeList, ...result.data.noticeList] : [];
  return (
    <AdminScreen title={title} announcement={announcement}>
      <div className={styles.toolbar}>
        <button type="button" className="kf-button kf-button--primary" onClick={() => show('new')}>
          {t('notices.new')}
        </button>
      </div>
      {result.state === 'loading' ? <Spinner /> : null}
      {result.state === 'failed' ? (
        result.roleRefused ? (
          <AdminsOnly />
        ) : (
          <ErrorState message={t('notices.load_failed')} onRetry={() => setAttempt((n) => n + 1)} />
        )
      ) : null}
      {result.state === 'ready' && notices.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : null}
      {notices.length > 0 ? (
        <ul className={styles.list} aria-label={t('notices.list')}>
          {notices.map((notice) => (
            <NoticeRow
              key={`${notice.isFixed}:${notice.noticeId}`}
              notice={notice}
              onEdit={() => show(notice.noticeId)}
            />
          ))}
        </ul>
      ) : null}
      {result.state === 'ready' ? (
        <Pager
          page={page}
          totalPages={result.data.pagination.totalPages}
          onPage={(target) =>
            setParams((previous) => {
              const next = new URLSearchParams(previous);
              next.set('page', String(target));
              return next;
            })
          }
          label={t('notices.pages')}
        />
      ) : null}
    </AdminScreen>
  );
}
