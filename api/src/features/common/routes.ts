import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language, Nation } from '@kfeed/kit/contracts/common';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { readCache } from '../../db/readCache.ts';
import * as S from '@kfeed/kit/contracts/schemas/common';
import { Answers, NoData } from '@kfeed/kit/contracts/schemas/primitives';
import { notFound, ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';

/** Languages and nations change only with migrations: kept until the database changes. */
function languages(db: Db, onlySupported: boolean): Promise<Language[]> {
  return readCache<Language[]>(db, 'languages').get(String(onlySupported), () =>
    readLanguages(db, onlySupported),
  );
}

async function readLanguages(db: Db, onlySupported: boolean): Promise<Language[]> {
  let query = db
    .selectFrom('languages')
    .select(['language_id', 'iso_code', 'language_name', 'language_name_en', 'translate_support'])
    .orderBy('sort_order')
    .orderBy('language_id');
  if (onlySupported) query = query.where('translate_support', '=', 'Y');
  return (await query.execute()).map((row) => ({
    languageId: row.language_id,
    isoCode: row.iso_code,
    languageName: row.language_name,
    languageNameEn: row.language_name_en,
    translateSupport: row.translate_support,
  }));
}

async function readNations(db: Db): Promise<Nation[]> {
  const rows = await db
    .selectFrom('nations')
    .select(['nation_id', 'nation_name', 'official_name_en', 'nation_code'])
    .orderBy('official_name_en')
    .execute();
  return rows.map((row) => ({
    nationId: row.nation_id,
    nationName: row.nation_name,
    officialNameEn: row.official_name_en,
    nationCode: row.nation_code,
  }));
}

/** Languages, nations and share logs. */
export const commonRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, clock } = context;
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
      async (): Promise<ApiEnvelope<Language[]>> => ok(await languages(db, false)),
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
      async (): Promise<ApiEnvelope<Language[]>> => ok(await languages(db, true)),
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
      async (): Promise<ApiEnvelope<Nation[]>> =>
        ok(await readCache<Nation[]>(db, 'nations').get('all', () => readNations(db))),
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
        const post = await db
          .selectFrom('feeds')
          .select('feed_id')
          .where('feed_id', '=', Number(shareId))
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!post) throw notFound('SHARE-001', 'There is no such post to share.');
        await db
          .insertInto('share_logs')
          .values({
            share_id: shareId,
            platform,
            user_agent: userAgent,
            user_id: request.member?.userId ?? null,
            created_at: toUtcString(clock.now()),
          })
          .execute();
        return ok(null);
      },
    );
  };
