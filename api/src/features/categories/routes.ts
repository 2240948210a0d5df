import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Category } from '@kfeed/contracts/feed';
import * as S from '@kfeed/contracts/schemas/feed';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { strictBodies } from '../../http/validation.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { isOfficial } from '../user/userRepository.ts';
import { categoryIconSvg } from './categoryIcons.ts';
import {
  homeCategory,
  loadCategories,
  mayPostIn,
  nationCategory,
  toCategory,
} from './categoryCatalog.ts';

export const categoryRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.setValidatorCompiler(strictBodies);
    const { db } = context;

    app.post(
      '/api/feed/getFeedCategoryList',
      {
        schema: {
          tags: ['feed'],
          summary: 'Categories, named in the requested language with all translations',
          description:
            'Reading (no getType): the "home" (all) entry first, the locked "nation" entry when ' +
            'logged in, then every category. With getType write or update: only the categories ' +
            'the caller may post in.',
          body: S.CategoryListRequest,
          response: Answers(S.CategoryList),
        },
      },
      async (request) => {
        const isoCode = requestLanguage(request.body.isoCode);
        const records = await loadCategories(db);
        if (request.body.getType) {
          const member = request.member;
          const official = member ? await isOfficial(db, member.userId) : false;
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

    app.get(
      '/api/static/category/:file',
      {
        schema: {
          tags: ['feed'],
          summary: 'A category icon (SVG); <name>_w.svg is the white variant for the active state',
          params: S.CategoryIconParams,
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
