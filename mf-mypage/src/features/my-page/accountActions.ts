import { i18n } from '@kfeed/platform/i18n/i18n';
import { showAlert, showConfirm } from '@kfeed/platform/events';
import { logout } from '@kfeed/platform/logout';
import { postAuthSync } from '@kfeed/platform/authChannel';
import { endSession, goHome } from '@kfeed/platform/sessionEnd';
import { deleteUser } from './api/deleteUser.ts';

const t = (key: string) => i18n.t(`mypage:${key}`);

/** Log out after a confirmation: the call, the other tabs told, home (platform's logout). */
export async function confirmLogout(): Promise<void> {
  const confirmed = await showConfirm({
    message: t('account.logout_confirm'),
    confirmLabel: t('account.logout'),
  });
  if (confirmed) await logout();
}

/**
 * Withdrawal (spec 2, section 4): confirm (posts and comments stay), the call, a success
 * notice, then a local logout and home. The server already ended every sign-in, so no
 * logout call follows; the other tabs are still told.
 */
export async function confirmWithdrawal(userId: number): Promise<void> {
  const confirmed = await showConfirm({
    title: t('account.withdraw_title'),
    message: t('account.withdraw_confirm'),
    confirmLabel: t('account.withdraw'),
    destructive: true,
  });
  if (!confirmed) return;
  try {
    await deleteUser(userId);
  } catch (error) {
    console.error('[mf-mypage] withdrawal failed', error);
    await showAlert({ title: t('error_title'), message: t('account.withdraw_failed') });
    return;
  }
  await showAlert({ message: t('account.withdraw_done') });
  const ended = endSession('logout');
  postAuthSync({ type: 'LOGOUT' });
  goHome();
  await ended;
}
