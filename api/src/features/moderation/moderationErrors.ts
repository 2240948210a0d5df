import { badRequest, conflict, notFound } from '../../http/envelope.ts';

/**
 * Every refusal of the moderation and admin calls, with its status and stable code. The
 * role (ADMIN-001) and suspension (MODERATION-001) refusals are the route table's and the
 * suspension guard's (http/), worded in the request's language.
 */
export const moderationErrors = {
  unknownTarget: () =>
    notFound('MODERATION-002', 'There is no such post, comment or member to act on.'),
  userNotRemovable: () =>
    badRequest(
      'MODERATION-003',
      'A member cannot be removed: warn or suspend them, or remove their posts and comments.',
    ),
  suspendDays: () =>
    badRequest(
      'MODERATION-004',
      'SUSPEND needs suspendDays (1, 7, 30, or null for good); no other action takes it.',
    ),
  nothingToDismiss: () =>
    conflict('MODERATION-005', 'There are no open reports on this target to dismiss.'),
  noticeFallback: () =>
    badRequest('MODERATION-006', 'A notice needs an English or a Korean version (the fallback).'),
  noticeLanguage: (isoCode: string) =>
    badRequest('MODERATION-007', `${isoCode} is not an interface language, or it is given twice.`),
  noticeEmpty: (isoCode: string) =>
    badRequest('MODERATION-008', `The ${isoCode} version has no text left once sanitised.`),
  unknownNotice: () => notFound('NOTICE-001', 'There is no such notice.'),
  unknownUser: () => notFound('USER-001', 'There is no such member.'),
};
