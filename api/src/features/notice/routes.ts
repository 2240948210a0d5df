import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { AppContext } from '../../context.ts';
import * as S from '@kfeed/contracts/schemas/common';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import { ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { NoticeService } from './noticeService.ts';

export const noticeRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const notices = new NoticeService(context);
    app.setValidatorCompiler(strictBodies);

    /** isoCode when given, else the interface language the client asks in. */
    const languageOf = async (request: FastifyRequest, wanted: string | undefined) =>
      wanted ? notices.language(wanted) : requestLanguage(request);

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
        return ok(await notices.list(language, page, size));
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
        return ok(await notices.one(language, request.query.noticeId));
      },
    );
  };
