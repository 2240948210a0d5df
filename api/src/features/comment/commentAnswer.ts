import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';
import { commentErrors } from './commentErrors.ts';
import { loadCommentItems } from './commentQuery.ts';

/** One comment as the viewer sees it now, in the envelope; COMMENT not found when hidden. */
export async function answerCommentItem(
  db: Db,
  request: FastifyRequest,
  viewer: Viewer | null,
  commentId: number,
  isoCode: string | undefined,
) {
  const [item] = await loadCommentItems(
    db,
    [commentId],
    viewer,
    requestLanguage(isoCode),
    readLanguagesOf(request, viewer),
  );
  if (!item) throw commentErrors.notFound();
  return ok(item);
}
