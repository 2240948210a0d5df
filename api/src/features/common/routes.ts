import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language, Nation } from '@kfeed/contracts/common';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { AppContext } from '../../context.ts';
import * as S from '@kfeed/contracts/schemas/common';
import { Answers, NoData } from '@kfeed/contracts/schemas/primitives';
import { ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';
import { CommonService } from './commonService.ts';

/** Languages, nations and share logs. */
export const commonRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const common = new CommonService(context);
    app.setValidatorCompiler(strictBodies);

    const languageList = Answers(S.LanguageList);

    app.get(
      '/api/common/getLanguageList',
      {
        schema: {
          tags: ['common'],
          summary: 'Every language a member may pick (translateSupport Y: an interface language)',
          response: languageList,
        },
      },
      async (): Promise<ApiEnvelope<Language[]>> => ok(await common.languages(false)),
    );

    app.get(
      '/api/common/getSupportedLanguageList',
      {
        schema: {
          tags: ['common'],
          summary: 'The 16 interface languages (translateSupport Y)',
          response: languageList,
        },
      },
      async (): Promise<ApiEnvelope<Language[]>> => ok(await common.languages(true)),
    );

    app.get(
      '/api/common/getNationList',
      {
        schema: {
          tags: ['common'],
          summary: 'Every nation, by English name; nationCode is ISO 3166-1 alpha-2',
          response: Answers(S.NationList),
        },
      },
      async (): Promise<ApiEnvelope<Nation[]>> => ok(await common.nations()),
    );

    app.post(
      '/api/common/insertShareLog',
      {
        schema: {
          tags: ['common'],
          summary: 'Log a visit of a shared post link (the app redirect page)',
          body: S.ShareLogRequest,
          response: Answers(NoData),
        },
      },
      async (request): Promise<ApiEnvelope<null>> => {
        const { shareId, userAgent, platform } = request.body;
        await common.logShare({
          shareId,
          userAgent,
          platform,
          userId: request.member?.userId ?? null,
        });
        return ok(null);
      },
    );
  };
