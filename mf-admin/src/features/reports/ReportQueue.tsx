import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ModerationAction, ReportGroup, ResolveReportData } from '@kfeed/contracts/moderation';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { AdminScreen } from '../../components/AdminScreen.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { Pager } from '../../components/Pager.tsx';
import { getReportList, type QueueStatus } from './api/reports.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ReportRow, useTargetName } from './ReportRow.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { actionsFor, groupKey } from './queueActions.ts';
import { shortcutFor } from './shortcuts.ts';
import styles from './ReportQueue.module.css';

interface Shown {
  key: string;
  rows: ReportGroup[];
  totalPages: number;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The moderation queue (/admin): one row per reported target in the API's order (most
 * distinct reporters, then oldest), open or closed, a page at a time. On the open queue each
 * row has its actions, each asking for a note; a row acted on leaves the list and a polite
 * announcement says what was done. j/k (or the arrows on a row) move between rows, d and r
 * dismiss and remove, ? lists the shortcuts; none fires while typing or in a dialog.
 */
export function ReportQueue() {
  const { t, i18n } = useTranslation('admin');
  const targetName = useTargetName();
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const page = pageOf(params.get('page'));
  const language = i18n.language;
  const key = `${status}:${page}:${language}`;

  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [dialog, setDialog] = useState<{ group: ReportGroup; action: ModerationAction } | null>(
    null,
  );
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const rowRefs = useRef(new Map<string, HTMLElement>());
  const focusPending = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    getReportList(status, page, language).then(
      (data) => {
        if (!live) return;
        // A page emptied meanwhile (the last rows acted on): the one before it.
        if (data.reportList.length === 0 && page > 1) {
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set('page', String(page - 1));
              return next;
            },
            { replace: true },
          );
          return;
        }
        setFailedKey(null);
        setShown({ key, rows: data.reportList, totalPages: data.pagination.totalPages });
        setActive(-1);
      },
      (error: unknown) => {
        console.error('[mf-admin] the report queue could not be loaded', error);
        if (live) setFailedKey(key);
      },
    );
    return () => {
      live = false;
    };
    // setParams is stable enough here; the key says what is loaded.
  }, [status, page, language, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  // After an action, focus goes to the row that took the place of the one acted on.
  useEffect(() => {
    const pending = focusPending.current;
    if (pending === null) return;
    focusPending.current = null;
    rowRefs.current.get(pending)?.focus();
  });

  const failed = failedKey === key;
  const loading = !failed && shown?.key !== key;
  const rows = shown && shown.key === key ? shown.rows : [];

  const go = (changes: { status?: QueueStatus; page?: number }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.status) next.set('status', changes.status);
      next.set('page', String(changes.page ?? 1));
      if (next.get('status') === 'open') next.delete('status');
      if (next.get('page') === '1') next.delete('page');
      return next;
    });

  const focusRow = (index: number) => {
    const group = rows[index];
    if (!group) return;
    setActive(index);
    rowRefs.current.get(groupKey(group))?.focus();
  };

  const open = (group: ReportGroup, action: ModerationAction) => {
    if (status !== 'open' || !actionsFor(group).includes(action)) return;
    setDialog({ group, action });
  };

  const done = (group: ReportGroup, action: ModerationAction, answer: ResolveReportData) => {
    const index = rows.indexOf(group);
    const suspensionChanged = action === 'SUSPEND' || action === 'UNSUSPEND';
    const rest = rows
      .filter((row) => row !== group)
      .map((row) =>
        // The author's other rows show the suspension as it now is.
        suspensionChanged && row.author.userId === group.author.userId
          ? { ...row, author: { ...row.author, suspension: answer.suspension } }
          : row,
      );
    setDialog(null);
    setAnnouncement(
      t(`done.${action}`, { target: targetName(group), nickname: group.author.userNickname }),
    );
    if (rest.length === 0) {
      // The page is done: the next rows (or the page before) come from the server.
      setShown(null);
      setAttempt((n) => n + 1);
      return;
    }
    setShown({ key, rows: rest, totalPages: shown?.totalPages ?? 1 });
    const next = Math.min(Math.max(index, 0), rest.length - 1);
    setActive(next);
    focusPending.current = groupKey(rest[next]!);
  };

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    const onRow = event.target instanceof Node && !!listRef.current?.contains(event.target);
    const shortcut = shortcutFor(event, onRow);
    if (!shortcut || dialog || helpOpen) return;
    if (shortcut === 'help') {
      event.preventDefault();
      setHelpOpen(true);
      return;
    }
    if (rows.length === 0) return;
    if (shortcut === 'next' || shortcut === 'previous') {
      event.preventDefault();
      const from = active < 0 ? (shortcut === 'next' ? -1 : rows.length) : active;
      const to = shortcut === 'next' ? from + 1 : from - 1;
      focusRow(Math.min(Math.max(to, 0), rows.length - 1));
      return;
    }
    const group = rows[active];
    if (!group) return;
    event.preventDefault();
    open(group, shortcut === 'dismiss' ? 'DISMISS' : 'REMOVE');
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <AdminScreen
      title={t('queue.title')}
      announcement={announcement}
      end={
        <button
          type="button"
          className={styles.helpButton}
          aria-label={t('shortcuts.title')}
          aria-keyshortcuts="?"
          onClick={() => setHelpOpen(true)}
        >
          <span aria-hidden="true">?</span>
        </button>
      }
    >
      <div className={styles.statusBar} role="group" aria-label={t('queue.status_label')}>
        {(['open', 'closed'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`kf-button ${status === option ? 'kf-button--primary' : ''}`}
            aria-pressed={status === option}
            onClick={() => go({ status: option })}
          >
            {t(`queue.${option}`)}
          </button>
        ))}
      </div>
      {status === 'open' ? <p className={styles.muted}>{t('queue.shortcuts_hint')}</p> : null}
      {loading ? <Spinner /> : null}
      {failed ? (
        <ErrorState message={t('queue.load_failed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {!loading && !failed && rows.length === 0 ? (
        status === 'open' ? (
          <EmptyState title={t('queue.empty_open')} body={t('queue.empty_open_body')} />
        ) : (
          <EmptyState title={t('queue.empty_closed')} />
        )
      ) : null}
      {rows.length > 0 ? (
        <ol ref={listRef} className={styles.list} aria-label={t('queue.list_label')}>
          {rows.map((group, index) => {
            const id = groupKey(group);
            return (
              <li key={id}>
                <ReportRow
                  group={group}
                  focusable={index === (active < 0 ? 0 : active)}
                  rowRef={(element) => {
                    if (element) rowRefs.current.set(id, element);
                    else rowRefs.current.delete(id);
                  }}
                  onFocusRow={() => setActive(index)}
                  onAction={status === 'open' ? (action) => open(group, action) : undefined}
                />
              </li>
            );
          })}
        </ol>
      ) : null}
      {shown && shown.key === key ? (
        <Pager
          page={page}
          totalPages={shown.totalPages}
          onPage={(target) => go({ status, page: target })}
          label={t('queue.pages')}
        />
      ) : null}
      {dialog ? (
        <ActionDialog
          group={dialog.group}
          action={dialog.action}
          targetName={targetName(dialog.group)}
          onDone={(answer) => done(dialog.group, dialog.action, answer)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {helpOpen ? <ShortcutsDialog onClose={() => setHelpOpen(false)} /> : null}
    </AdminScreen>
  );
}
