import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ModerationAction, ReportGroup } from '@kfeed/contracts/moderation';
import { languageName } from '@kfeed/kit/i18n/languageNames';
import { feedPath, replyPath, routeByName } from '@kfeed/kit/routes';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { formatDateTime } from '../../lib/format.ts';
import { actionsFor, isDestructive } from './queueActions.ts';
import styles from './ReportQueue.module.css';

/** The member's profile, as every list links it (mf-mypage reads the id from state). */
function ProfileLink({ userId, children }: { userId: number; children: ReactNode }) {
  return (
    <Link to={routeByName('Profile').path} state={{ userId }}>
      {children}
    </Link>
  );
}

/** Where the reported thing can be seen in context. */
function ContextLinks({ group }: { group: ReportGroup }) {
  const { t } = useTranslation('admin');
  const { feedId, commentId, parentCommentId } = group.content;
  const links: { to: string; label: string }[] = [];
  if (group.targetType === 'COMMENT' && feedId !== null && commentId !== null) {
    // A reply is read in its parent's thread; a comment in its own.
    links.push({
      to: replyPath(feedId, parentCommentId ?? commentId),
      label: t('queue.open_thread'),
    });
  }
  if (group.targetType !== 'USER' && feedId !== null)
    links.push({ to: feedPath(feedId), label: t('queue.open_post') });
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
      <li>
        <ProfileLink userId={group.author.userId}>{t('queue.open_profile')}</ProfileLink>
      </li>
    </ul>
  );
}

function ReportedContent({ group }: { group: ReportGroup }) {
  const { t, i18n } = useTranslation('admin');
  const { content } = group;
  const language = i18n.language;
  const translated = content.translatedTitle !== null || content.translatedText !== null;
  const images = content.imageUrls;
  return (
    <section className={styles.content} aria-label={t('queue.content')}>
      <p className={styles.sectionLabel}>
        {content.languageCode
          ? t('queue.original', { language: languageName(content.languageCode, language) })
          : t('queue.original_unknown')}
      </p>
      {content.title ? <p className={styles.contentTitle}>{content.title}</p> : null}
      {content.text ? (
        <p className={styles.text}>{content.text}</p>
      ) : (
        <p className={styles.muted}>{t('queue.no_text')}</p>
      )}
      {translated ? (
        <details className={styles.translation}>
          <summary>
            {t('queue.translation', { language: languageName(language, language) })}
          </summary>
          {content.translatedTitle ? (
            <p className={styles.contentTitle} lang={language}>
              {content.translatedTitle}
            </p>
          ) : null}
          {content.translatedText ? (
            <p className={styles.text} lang={language}>
              {content.translatedText}
            </p>
          ) : null}
        </details>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.thumbs} aria-label={t('queue.images')}>
          {images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={t('queue.image_alt', { index: index + 1, total: images.length })}
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Author({ group }: { group: ReportGroup }) {
  const { t, i18n } = useTranslation('admin');
  const { author } = group;
  const when = (timestamp: string) => formatDateTime(timestamp, i18n.language);
  return (
    <section className={styles.author} aria-label={t('queue.author')}>
      <div className={styles.who}>
        <Avatar src={author.userProfileImageUrl} size={32} />
        <ProfileLink userId={author.userId}>{author.userNickname}</ProfileLink>
        <span className={author.suspension ? styles.suspended : styles.muted}>
          {author.suspension
            ? author.suspension.until
              ? t('queue.suspended_until', { when: when(author.suspension.until) })
              : t('queue.suspended_forever')
            : t('queue.not_suspended')}
        </span>
      </div>
      {author.history.length > 0 ? (
        <details className={styles.history}>
          <summary>{t('queue.history', { number: author.history.length })}</summary>
          <ul>
            {author.history.map((entry) => (
              <li key={`${entry.action}:${entry.targetType}:${entry.targetId}:${entry.createdAt}`}>
                <span className={styles.historyWhat}>
                  {t(`action.${entry.action}`)} ·{' '}
                  {t(`target_named.${entry.targetType}`, { id: entry.targetId })} ·{' '}
                  {when(entry.createdAt)}
                </span>
                <span className={styles.note}>{entry.note}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className={styles.muted}>{t('queue.no_history')}</p>
      )}
    </section>
  );
}

/** How the reports of a target are named: "Post #12". */
export const useTargetName = () => {
  const { t } = useTranslation('admin');
  return (group: Pick<ReportGroup, 'targetType' | 'targetId'>) =>
    t(`target_named.${group.targetType}`, { id: group.targetId });
};

/**
 * One target's reports: what it is, who reported it how often and why, the content as
 * written (and translated), its author, and on the open queue the actions. The row is the
 * roving focus stop of the queue's keyboard shortcuts.
 */
export function ReportRow({
  group,
  focusable,
  rowRef,
  onFocusRow,
  onAction,
}: {
  group: ReportGroup;
  focusable: boolean;
  rowRef: Ref<HTMLElement>;
  onFocusRow: () => void;
  /** Absent on the closed queue: nothing to act on. */
  onAction?: ((action: ModerationAction) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const targetName = useTargetName()(group);
  const when = (timestamp: string) => formatDateTime(timestamp, i18n.language);
  return (
    <article
      ref={rowRef}
      className={styles.row}
      tabIndex={focusable ? 0 : -1}
      aria-labelledby={headingId}
      onFocus={onFocusRow}
      data-target={`${group.targetType}:${group.targetId}`}
    >
      <header className={styles.rowHeader}>
        <h2 id={headingId} className={styles.rowTitle}>
          {targetName}
        </h2>
        <span className={styles.count}>
          {t('queue.reporters', { number: group.reporterCount })}
        </span>
        {group.isHidden === 'Y' ? <span className={styles.badge}>{t('queue.hidden')}</span> : null}
        {group.isRemoved === 'Y' ? (
          <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('queue.removed')}</span>
        ) : null}
        {group.content.isDeleted === 'Y' ? (
          <span className={styles.badge}>{t('queue.deleted')}</span>
        ) : null}
      </header>
      <p className={styles.muted}>
        {t('queue.reported_between', {
          first: when(group.firstReportedAt),
          last: when(group.lastReportedAt),
        })}
      </p>
      <ul className={styles.reasons} aria-label={t('queue.reasons')}>
        {group.reasonList.map((reason) => (
          <li key={reason.reasonCode} className={styles.reason}>
            {t('queue.reason_count', {
              reason: t(`reason.${reason.reasonCode}`),
              number: reason.count,
            })}
          </li>
        ))}
      </ul>
      {group.noteList.length > 0 ? (
        <section aria-label={t('queue.notes')}>
          <p className={styles.sectionLabel}>{t('queue.notes')}</p>
          <ul className={styles.notes}>
            {group.noteList.map((note, index) => (
              <li key={`${note.reportedAt}:${index}`}>
                <span className={styles.muted}>
                  {t(`reason.${note.reasonCode}`)} · {when(note.reportedAt)}
                </span>
                <span className={styles.note}>{note.reasonText}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {group.targetType !== 'USER' || group.content.text ? <ReportedContent group={group} /> : null}
      <Author group={group} />
      <ContextLinks group={group} />
      {group.resolution ? (
        <p className={styles.resolution}>
          {t('queue.resolution', {
            action: t(`action.${group.resolution.action}`),
            moderator: group.resolution.moderatorNickname,
            when: when(group.resolution.resolvedAt),
          })}
          <span className={styles.note}>{group.resolution.note}</span>
        </p>
      ) : null}
      {onAction ? (
        <div className={styles.actions} role="group" aria-label={t('queue.actions')}>
          {actionsFor(group).map((action) => (
            <button
              key={action}
              type="button"
              className={`kf-button ${isDestructive(action) ? styles.destructiveOutline : ''}`}
              aria-label={t('queue.action_on', {
                action: t(`act.${action}`),
                target: targetName,
                nickname: group.author.userNickname,
              })}
              onClick={() => onAction(action)}
            >
              {t(`act.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
