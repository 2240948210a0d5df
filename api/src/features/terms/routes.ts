import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TermsDocument } from '@kfeed/contracts/common';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { AppContext } from '../../context.ts';
import * as S from '@kfeed/contracts/schemas/common';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import { ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';
import { TermsService } from './termsService.ts';

export const termsRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const terms = new TermsService(context);
    app.setValidatorCompiler(strictBodies);

    app.post(
      '/api/terms/getTermsDataList',
      {
        schema: {
          tags: ['terms'],
          summary: 'Every version of the terms or the privacy policy, newest first',
          description:
            'In the language of isoCode (the query parameter wins over the body), else English, else Korean.',
          body: S.TermsRequest,
          querystring: S.TermsQuery,
          response: Answers(S.TermsDocumentList),
        },
      },
      async (request): Promise<ApiEnvelope<TermsDocument[]>> => {
        const { termsType } = request.body;
        return ok(await terms.documents(termsType, request.query.isoCode ?? request.body.isoCode));
      },
    );
  };
