import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Notice, NoticeListData } from '@kfeed/kit/contracts/common';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import * as S from '@kfeed/kit/contracts/schemas/common';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import { notFound, ok } from '../../http/envelope.ts';
import { pagination } from '../../http/pagination.ts';
import { strictBodies } from '../../http/validation.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { knownIsoCode } from '../terms/routes.ts';

/**
 * Notices are read in the wanted language, else English, else Korean; the title and the
 * text each on their own (a language may have the title only). isoCode names the text's.
 */
async function readNotices(
  db: Db,
  language: string,
  filter: { noticeId?: number; fixed?: 'Y' | 'N'; limit?: number; offset?: number },
): Promise<Notice[]> {
  const preference = [language, 'en', 'ko'];
  let query = db
    .selectFrom('notices')
    .select(['notice_id', 'is_fixed', 'created_at'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('notice_id', 'desc');
  if (filter.noticeId !== undefined) query = query.where('notice_id', '=', filter.noticeId);
  if (filter.fixed) query = query.where('is_fixed', '=', filter.fixed);
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  const notices = await query.execute();
  if (notices.length === 0) return [];
  const texts = await db
    .selectFrom('notice_translations')
    .selectAll()
    .where(
      'notice_id',
      'in',
      notices.map((n) => n.notice_id),
    )
    .where('iso_code', 'in', preference)
    .execute();
  return notices.flatMap((notice) => {
    const own = texts
      .filter((t) => t.notice_id === notice.notice_id)
      .sort((a, b) => preference.indexOf(a.iso_code) - preference.indexOf(b.iso_code));
    // A row may hold a title alone (text ''): the text then comes from the next language.
    const title = own[0];
    const text = own.find((t) => t.text !== '');
    if (!title || !text) return [];
    return [
      {
        noticeId: notice.notice_id,
        noticeTitle: title.title,
        noticeText: text.text,
        noticeCreateDatetime: notice.created_at,
        isFixed: notice.is_fixed,
        isoCode: text.iso_code,
        titleIsoCode: title.iso_code,
      },
    ];
  });
}

export const noticeRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = context;
    app.setValidatorCompiler(strictBodies);

    /** isoCode when given, else the interface language the client asks in. */
    const languageOf = async (request: FastifyRequest, wanted: string | undefined) =>
      wanted ? knownIsoCode(db, wanted, 'NOTICE-002') : requestLanguage(request);

    app.get(
      '/api/notice/getNoticeList',
      {
        schema: {
          tags: ['notice'],
          summary: 'Pinned notices, and one page of the others, newest first',
          querystring: S.NoticeListQuery,
          response: Answers(S.NoticeListData),
        },
      },
      async (request): Promise<ApiEnvelope<NoticeListData>> => {
        const { page, size } = request.query;
        const language = await languageOf(request, request.query.isoCode);
        const total = await db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('deleted_at', 'is', null)
          .where('is_fixed', '=', 'N')
          .executeTakeFirstOrThrow();
        const noticeList = await readNotices(db, language, {
          fixed: 'N',
          limit: size,
          offset: (page - 1) * size,
        });
        const fixedNoticeList = await readNotices(db, language, { fixed: 'Y' });
        return ok({
          noticeList,
          fixedNoticeList,
          pagination: pagination(page, size, Number(total.count), noticeList.length),
        });
      },
    );

    app.get(
      '/api/notice/getNoticeData',
      {
        schema: {
          tags: ['notice'],
          summary: 'One notice',
          querystring: S.NoticeQuery,
          response: Answers(S.Notice),
        },
      },
      async (request): Promise<ApiEnvelope<Notice>> => {
        const language = await languageOf(request, request.query.isoCode);
        const [notice] = await readNotices(db, language, { noticeId: request.query.noticeId });
        if (!notice) throw notFound('NOTICE-001', 'There is no such notice.');
        return ok(notice);
      },
    );
  };
