import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { ReadLanguagesData } from '@kfeed/kit/contracts/language';
import * as S from '@kfeed/kit/contracts/schemas/language';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';
import { parseReadLanguages, validReadLanguages } from './readLanguages.ts';
import { userNotFound } from './userInfo.ts';

/** The languages a member reads as written: read with getReadLanguages, saved whole. */
export const readLanguageRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = context;
    app.setValidatorCompiler(strictBodies);

    const load = async (userId: number): Promise<ReadLanguagesData> => {
      const row = await db
        .selectFrom('users')
        .select('read_languages')
        .where('user_id', '=', userId)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      if (!row) throw userNotFound();
      const stored = parseReadLanguages(row.read_languages);
      return { readLanguages: stored ?? [], chosen: stored !== null };
    };

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
        ok(await load(requireMember(request).userId)),
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
        const readLanguages = validReadLanguages(request.body.readLanguages);
        await db
          .updateTable('users')
          .set({ read_languages: JSON.stringify(readLanguages) })
          .where('user_id', '=', member.userId)
          .execute();
        return ok(await load(member.userId));
      },
    );
  };
