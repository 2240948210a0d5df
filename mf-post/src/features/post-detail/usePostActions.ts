import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { emit, on, showAlert, showToast } from '@kfeed/platform/events';
import { useOutbox } from '@kfeed/platform/outbox/outbox';
import { feedPath } from '@kfeed/kit/routes';
import { useReportDialog } from '@kfeed/kit/ui/ReportReasonDialog';
import { blockUser } from '../../lib/api/blockUser.ts';
import { confirmAndRun } from '../../lib/confirmAndRun.ts';
import { likeFeed } from './api/likeFeed.ts';
import { dislikeFeed } from './api/dislikeFeed.ts';
import { deleteFeed } from './api/deleteFeed.ts';
import { reportFeed } from './api/reportFeed.ts';
import { copyText } from './copyText.ts';

/**
 * What a member can do to a post (spec 2, sections 4 and 8): like, copy its link, and
 * from the menu edit or delete their own, or report (with a reason, in the kit's report
 * dialog: render `reportDialog`) or block on someone else's. Deleting, reporting and
 * blocking end on Home and tell the other remotes; their thanks is a toast, which the
 * shell keeps showing there.
 */
export function usePostActions(feed: FeedItem | null, update: (change: Partial<FeedItem>) => void) {
  const { t } = useTranslation('post');
  const navigate = useNavigate();
  const [liking, setLiking] = useState(false);
  const reportDialog = useReportDialog();
  const failure = t('notice.server_error');

  const feedId = feed?.feedId;
  const waiting = useOutbox((state) => state.items);
  // A like or unlike made without a connection: shown as done, marked as waiting.
  const likeWaiting = useMemo(
    () =>
      waiting.some(
        (item) =>
          (item.kind === 'feed-like' || item.kind === 'feed-unlike') && item.feedId === feedId,
      ),
    [waiting, feedId],
  );
  // Sent at last: the server's count replaces the guess.
  useEffect(
    () =>
      on('outbox:sent', (sent) => {
        if ((sent.kind !== 'feed-like' && sent.kind !== 'feed-unlike') || sent.feedId !== feedId)
          return;
        const answer = sent.answer as Partial<Pick<FeedItem, 'isLiked' | 'feedLikeCount'>> | null;
        if (answer?.isLiked && typeof answer.feedLikeCount === 'number')
          update({ isLiked: answer.isLiked, feedLikeCount: answer.feedLikeCount });
      }),
    [feedId, update],
  );

  const like = async () => {
    if (!feed || liking) return;
    setLiking(true);
    const liked = feed.isLiked === 'Y';
    const guess = {
      isLiked: liked ? ('N' as const) : ('Y' as const),
      feedLikeCount: Math.max(0, feed.feedLikeCount + (liked ? -1 : 1)),
    };
    try {
      const outcome = await (liked ? dislikeFeed : likeFeed)({ feedId: feed.feedId });
      if (!outcome.sent) update(guess);
      else
        update({
          isLiked: outcome.answer.isLiked ?? guess.isLiked,
          feedLikeCount: outcome.answer.feedLikeCount ?? guess.feedLikeCount,
        });
    } catch (error) {
      console.error('[mf-post] like failed', error);
    } finally {
      setLiking(false);
    }
  };

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  /**
   * Share through the system's sheet where the browser has one (the title, the text's first
   * line, the link); elsewhere, copy the link.
   */
  const share = async () => {
    if (!feed) return;
    if (!canShare) return copyLink();
    const url = `${window.location.origin}${feedPath(feed.feedId)}`;
    const firstLine = feed.feedText.split('\n').find((line) => line.trim()) ?? '';
    try {
      await navigator.share({ title: feed.feedTitle, text: firstLine.trim(), url });
    } catch (error) {
      // Closing the sheet is no failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink();
    }
  };

  const copyLink = async () => {
    if (!feed) return;
    try {
      await copyText(`${window.location.origin}${feedPath(feed.feedId)}`);
      showToast(t('notice.link_copied'));
    } catch (error) {
      console.error('[mf-post] copy failed', error);
      await showAlert({ message: t('notice.copy_failed') });
    }
  };

  const edit = () => {
    if (!feed) return;
    navigate(`/feed/update?feedId=${feed.feedId}`, { state: { feedId: feed.feedId } });
  };

  const remove = async () => {
    if (!feed) return;
    const outcome = await confirmAndRun({
      confirm: {
        message: t('confirm.delete_post'),
        confirmLabel: t('menu.delete'),
        destructive: true,
      },
      run: () => deleteFeed({ feedId: feed.feedId }),
      failure,
    });
    if (outcome !== 'done') return;
    emit('feed:changed', { feedId: feed.feedId, change: 'deleted', userId: feed.userId });
    navigate('/');
  };

  const report = async () => {
    if (!feed) return;
    const outcome = await reportDialog.report({
      target: 'FEED',
      send: (reason) => reportFeed({ feedId: feed.feedId, ...reason }),
      success: t('notice.reported'),
      already: t('notice.already_reported_feed'),
    });
    if (outcome !== 'done') return;
    emit('feed:changed', { feedId: feed.feedId, change: 'reported', userId: feed.userId });
    navigate('/');
  };

  const block = async () => {
    if (!feed) return;
    const outcome = await confirmAndRun({
      confirm: {
        message: t('confirm.block_user', { nickname: feed.userNickname }),
        confirmLabel: t('menu.block_user'),
        destructive: true,
      },
      run: () => blockUser(feed.userId),
      success: t('notice.blocked', { nickname: feed.userNickname }),
      already: { code: API_ERROR_CODES.alreadyBlocked, message: t('notice.already_blocked_user') },
      failure,
    });
    if (outcome !== 'done') return;
    emit('feed:changed', { feedId: feed.feedId, change: 'author-blocked', userId: feed.userId });
    navigate('/');
  };

  return {
    liking,
    likeWaiting,
    like,
    canShare,
    share,
    copyLink,
    edit,
    remove,
    report,
    block,
    reportDialog: reportDialog.dialog,
  };
}
