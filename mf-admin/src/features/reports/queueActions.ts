import type { ModerationAction, ReportGroup } from '@kfeed/contracts/moderation';

/**
 * What a moderator may do with an open group: dismiss, remove (content only, not yet
 * removed), warn, suspend the author, and lift a suspension the author has.
 */
export function actionsFor(group: ReportGroup): ModerationAction[] {
  const actions: ModerationAction[] = ['DISMISS'];
  if (group.targetType !== 'USER' && group.isRemoved !== 'Y') actions.push('REMOVE');
  actions.push('WARN', 'SUSPEND');
  if (group.author.suspension) actions.push('UNSUSPEND');
  return actions;
}

/** Removing and suspending cannot be taken back by the author: their buttons say so. */
export const isDestructive = (action: ModerationAction) =>
  action === 'REMOVE' || action === 'SUSPEND';

/** A group's identity in the queue (one group per target). */
export const groupKey = (group: Pick<ReportGroup, 'targetType' | 'targetId'>) =>
  `${group.targetType}:${group.targetId}`;
