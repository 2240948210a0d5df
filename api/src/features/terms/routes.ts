import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { TermsDocument } from '@kfeed/kit/contracts/common';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import * as S from '@kfeed/kit/contracts/schemas/common';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import { badRequest, ok } from '../../http/envelope.ts';
import { strictBodies } from '../../http/validation.ts';

/** A language we know (any case), as stored; else a 400 with `code`. */
export async function knownIsoCode(db: Db, value: string, code: string): Promise<string> {
  const row = await db
    .selectFrom('languages')
    .select('iso_code')
    .where(sql<string>`lower(iso_code)`, '=', value.toLowerCase())
    .executeTakeFirst();
  if (!row) throw badRequest(code, `Unknown language: ${value}`);
  return row.iso_code;
}

/** Per version, the document in the wanted language, else English, else Korean. */
const FALLBACKS = ['en', 'ko'];

export const termsRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = context;
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
        const wanted = await knownIsoCode(
          db,
          request.query.isoCode ?? request.body.isoCode,
          'TERMS-001',
        );
        const rows = await db
          .selectFrom('terms_documents')
          .selectAll()
          .where('terms_type', '=', termsType)
          .where('iso_code', 'in', [wanted, ...FALLBACKS])
          .orderBy('terms_version', 'desc')
          .execute();
        const preference = [wanted, ...FALLBACKS];
        const byVersion = new Map<number, (typeof rows)[number]>();
        for (const row of rows) {
          const current = byVersion.get(row.terms_version);
          if (!current || preference.indexOf(row.iso_code) < preference.indexOf(current.iso_code)) {
            byVersion.set(row.terms_version, row);
          }
        }
        return ok(
          [...byVersion.values()].map((row) => ({
            termsVersion: row.terms_version,
            termsType: row.terms_type,
            termsAnnouncementDate: row.announcement_date,
            termsStartDate: row.start_date,
            termsContents: row.contents,
            isoCode: row.iso_code,
          })),
        );
      },
    );
  };
