import { COMMENT_TEXT_MAX } from '@kfeed/contracts/comment';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope.ts';

/** Every refusal of the comment calls, with its status and stable code. */
export const commentErrors = {
  notFound: () => notFound('COMMENT-001', 'This comment does not exist or is no longer available.'),
  notOwner: () => forbidden('COMMENT-002', 'Only the author can change or delete this comment.'),
  blank: () => badRequest('COMMENT-003', 'Please write a comment.'),
  tooLong: () =>
    badRequest('COMMENT-004', `A comment can be at most ${COMMENT_TEXT_MAX} characters.`),
  replyToReply: () =>
    badRequest('COMMENT-005', 'A reply cannot be answered; reply to the comment above it.'),
  alreadyReported: () => conflict('REPORT-001', 'You have already reported this comment.'),
  ownCommentReport: () => badRequest('REPORT-002', 'You cannot report your own comment.'),
};

/** The text as stored: trimmed, line breaks as \n; refused when blank or too long. */
export function validCommentText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) throw commentErrors.blank();
  if ([...text].length > COMMENT_TEXT_MAX) throw commentErrors.tooLong();
  return text;
}
