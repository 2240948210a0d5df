import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { ReadLanguagesData } from '@kfeed/contracts/language';
import * as S from '@kfeed/contracts/schemas/language';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';
import { UserService } from './userService.ts';

/** The languages a member reads as written: read with getReadLanguages, saved whole. */
export const readLanguageRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const users = new UserService(context);
    app.setValidatorCompiler(strictBodies);

    app.get(
      '/api/user/getReadLanguages',
      {
        schema: {
          tags: ['user'],
          summary: 'The languages I read as written, besides the interface language (members)',
          security: [{ bearer: [] }],
          response: Answers(S.ReadLanguagesData),
        },
      },
      async (request): Promise<ApiEnvelope<ReadLanguagesData>> =>
        ok(await users.readLanguages(requireMember(request).userId)),
    );

    app.put(
      '/api/user/updateReadLanguages',
      {
        schema: {
          tags: ['user'],
          summary: 'Save the languages I read as written (the whole list; members)',
          description:
            'Interface language codes, each once (duplicates are dropped), at most all 16. ' +
            'Posts and comments in them are shown untranslated. An unknown code: 400 LANGUAGE-001.',
          security: [{ bearer: [] }],
          body: S.ReadLanguagesRequest,
          response: Answers(S.ReadLanguagesData),
        },
      },
      async (request): Promise<ApiEnvelope<ReadLanguagesData>> => {
        const member = requireMember(request);
        return ok(await users.saveReadLanguages(member.userId, request.body.readLanguages));
      },
    );
  };
