import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS, type AdminUser } from '@kfeed/contracts/moderation';
import { routeByName } from '@kfeed/kit/routes';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { VerifiedBadge } from '@kfeed/kit/ui/VerifiedBadge';
import { AdminScreen } from '../../components/AdminScreen.tsx';
import { NoteDialog } from '../../components/NoteDialog.tsx';
import { AdminsOnly, EmptyState, ErrorState } from '../../components/States.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { isRoleRefusal } from '../../lib/problem.ts';
import { useIsAdmin } from '../../lib/session.ts';
import { findUser, setOfficial } from './api/members.ts';
import styles from './MemberAdmin.module.css';

const SEARCH_MIN = MODERATION_LIMITS.userSearchMin;
const SEARCH_MAX = MODERATION_LIMITS.userSearchMax;

type Search =
  | { state: 'idle' }
  | { state: 'loading'; query: string }
  | { state: 'failed'; query: string }
  | { state: 'ready'; query: string; users: AdminUser[] };

function MemberRow({ user, onToggle }: { user: AdminUser; onToggle: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const official = user.isOfficial === 'Y';
  const roles = user.roles.map((role) =>
    i18n.exists(`role.${role}`, { ns: 'admin' }) ? t(`role.${role}`) : role,
  );
  return (
    <li className={styles.row}>
      <Avatar src={user.userProfileImageUrl} size={40} />
      <div className={styles.who}>
        <span className={styles.name}>
          <Link to={routeByName('Profile').path} state={{ userId: user.userId }}>
            {user.userNickname}
          </Link>
          {official ? <VerifiedBadge size={16} /> : null}
        </span>
        <span className={styles.muted}>{user.userEmail}</span>
        <span className={styles.facts}>
          <span>{official ? t('members.official') : t('members.not_official')}</span>
          <span>
            {t('members.roles')}: {roles.length > 0 ? roles.join(', ') : t('members.no_roles')}
          </span>
          {user.suspension ? (
            <span className={styles.suspended}>
              {user.suspension.until
                ? t('queue.suspended_until', {
                    when: formatDateTime(user.suspension.until, i18n.language),
                  })
                : t('queue.suspended_forever')}
            </span>
          ) : null}
        </span>
      </div>
      <button
        type="button"
        className="kf-button"
        aria-label={t('members.action_on', {
          action: t(official ? 'members.unmark' : 'members.mark'),
          nickname: user.userNickname,
        })}
        onClick={onToggle}
      >
        {t(official ? 'members.unmark' : 'members.mark')}
      </button>
    </li>
  );
}

/**
 * Members (/admin/members, admins): find members by nickname or e-mail and mark or unmark
 * them official (the verified badge), each with a note for the audit log.
 */
export function MemberAdmin() {
  const { t } = useTranslation('admin');
  const isAdmin = useIsAdmin();
  const inputId = useId();
  const messageId = useId();
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [roleRefused, setRoleRefused] = useState(false);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const run = (text: string) => {
    setSearch({ state: 'loading', query: text });
    findUser(text).then(
      (data) => setSearch({ state: 'ready', query: text, users: data.userList }),
      (error: unknown) => {
        console.error('[mf-admin] the member search failed', error);
        if (isRoleRefusal(error)) setRoleRefused(true);
        setSearch({ state: 'failed', query: text });
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < SEARCH_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    run(text);
  };

  const title = t('members.title');
  if (!isAdmin || roleRefused)
    return (
      <AdminScreen title={title}>
        <AdminsOnly />
      </AdminScreen>
    );

  const toggled = (user: AdminUser, isOfficial: 'Y' | 'N') => {
    setSearch((current) =>
      current.state === 'ready'
        ? {
            ...current,
            users: current.users.map((u) => (u.userId === user.userId ? { ...u, isOfficial } : u)),
          }
        : current,
    );
    setToggling(null);
    setAnnouncement(
      t(isOfficial === 'Y' ? 'members.marked' : 'members.unmarked', {
        nickname: user.userNickname,
      }),
    );
  };

  return (
    <AdminScreen title={title} announcement={announcement}>
      <form className={styles.search} role="search" noValidate onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          {t('members.search_label')}
        </label>
        <div className={styles.searchRow}>
          <input
            id={inputId}
            type="search"
            className={styles.control}
            value={query}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? messageId : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              if (tooShort && event.target.value.trim().length >= SEARCH_MIN) setTooShort(false);
            }}
          />
          <button type="submit" className="kf-button kf-button--primary">
            {t('members.search')}
          </button>
        </div>
        {tooShort ? (
          <p id={messageId} className={styles.invalid}>
            {t('members.too_short', { min: SEARCH_MIN })}
          </p>
        ) : null}
      </form>
      {search.state === 'loading' ? <Spinner /> : null}
      {search.state === 'failed' ? (
        <ErrorState message={t('members.load_failed')} onRetry={() => run(search.query)} />
      ) : null}
      {search.state === 'ready' && search.users.length === 0 ? (
        <EmptyState title={t('members.no_results', { query: search.query })} />
      ) : null}
      {search.state === 'ready' && search.users.length > 0 ? (
        <ul className={styles.list} aria-label={t('members.results')}>
          {search.users.map((user) => (
            <MemberRow key={user.userId} user={user} onToggle={() => setToggling(user)} />
          ))}
        </ul>
      ) : null}
      {toggling ? (
        <NoteDialog
          title={t(toggling.isOfficial === 'Y' ? 'members.unmark_title' : 'members.mark_title', {
            nickname: toggling.userNickname,
          })}
          description={t(toggling.isOfficial === 'Y' ? 'members.unmark_body' : 'members.mark_body')}
          confirmLabel={t(toggling.isOfficial === 'Y' ? 'members.unmark' : 'members.mark')}
          onConfirm={async (note) => {
            const isOfficial = toggling.isOfficial === 'Y' ? 'N' : 'Y';
            const answer = await setOfficial({ userId: toggling.userId, isOfficial, note });
            toggled(toggling, answer.isOfficial);
          }}
          onClose={() => setToggling(null)}
        />
      ) : null}
    </AdminScreen>
  );
}
