import type { FastifyPluginAsync } from 'fastify';
import type { Category, CategoryListRequest } from '@kfeed/kit/contracts/feed';
import type { AppContext } from '../../context.ts';
import { strictBodies } from '../../http/validation.ts';
import { envelopeSchema, notFound, ok } from '../../http/envelope.ts';
import { isoCodeSchema, requestLanguage } from '../../http/isoCode.ts';
import { categoryIconSvg } from './categoryIcons.ts';
import {
  homeCategory,
  loadCategories,
  mayPostIn,
  nationCategory,
  toCategory,
} from './categoryCatalog.ts';
import { categorySchema } from './categorySchemas.ts';

export const categoryRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.setValidatorCompiler(strictBodies);
    const { db } = context;

    app.post<{ Body: CategoryListRequest }>(
      '/api/feed/getFeedCategoryList',
      {
        schema: {
          tags: ['feed'],
          summary: 'Categories, named in the requested language with all translations',
          description:
            'Reading (no getType): the "home" (all) entry first, the locked "nation" entry when ' +
            'logged in, then every category. With getType write or update: only the categories ' +
            'the caller may post in.',
          body: {
            type: 'object',
            properties: {
              isoCode: isoCodeSchema,
              isLoggedIn: { type: 'boolean' },
              getType: { type: 'string', enum: ['write', 'update'] },
            },
            required: ['isoCode'],
          },
          response: { 200: envelopeSchema({ type: 'array', items: categorySchema }) },
        },
      },
      async (request) => {
        const isoCode = requestLanguage(request.body.isoCode);
        const records = await loadCategories(db);
        if (request.body.getType) {
          const member = request.member;
          const official = member
            ? (
                await db
                  .selectFrom('users')
                  .select('is_official')
                  .where('user_id', '=', member.userId)
                  .executeTakeFirst()
              )?.is_official === 'Y'
            : false;
          return ok(
            records
              .filter((record) => mayPostIn(record, official))
              .map((record) => toCategory(record, isoCode)),
          );
        }
        const list: Category[] = [homeCategory(isoCode)];
        if (request.body.isLoggedIn === true || request.member) list.push(nationCategory(isoCode));
        list.push(...records.map((record) => toCategory(record, isoCode)));
        return ok(list);
      },
    );

    app.get<{ Params: { file: string } }>(
      '/api/static/category/:file',
      {
        schema: {
          tags: ['feed'],
          summary: 'A category icon (SVG); <name>_w.svg is the white variant for the active state',
          params: {
            type: 'object',
            properties: { file: { type: 'string', pattern: '^[a-z]+(_w)?\\.svg$' } },
            required: ['file'],
          },
        },
      },
      async (request, reply) => {
        const match = /^([a-z]+)(_w)?\.svg$/.exec(request.params.file);
        const svg = match?.[1] ? categoryIconSvg(match[1], Boolean(match[2])) : null;
        if (!svg) throw notFound('CATEGORY-002', 'There is no such category icon.');
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      },
    );
  };
