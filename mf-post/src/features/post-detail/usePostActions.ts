import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { emit, showAlert, showToast } from '@kfeed/platform/events';
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

  const like = async () => {
    if (!feed || liking) return;
    setLiking(true);
    const liked = feed.isLiked === 'Y';
    try {
      const answer = await (liked ? dislikeFeed : likeFeed)({ feedId: feed.feedId });
      update({
        isLiked: answer.isLiked ?? (liked ? 'N' : 'Y'),
        feedLikeCount: answer.feedLikeCount ?? Math.max(0, feed.feedLikeCount + (liked ? -1 : 1)),
      });
    } catch (error) {
      console.error('[mf-post] like failed', error);
    } finally {
      setLiking(false);
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
    like,
    copyLink,
    edit,
    remove,
    report,
    block,
    reportDialog: reportDialog.dialog,
  };
}
