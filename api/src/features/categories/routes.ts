import type { FastifyInstance } from 'fastify';
import type { Category } from '@kfeed/contracts/feed';
import { categoriesRoutes as routes } from '@kfeed/contracts/routes/categories';
import type { AppContext } from '../../context.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { handle } from '../../http/routeTable.ts';
import { isOfficial } from '../user/userRepository.ts';
import { categoryIconSvg } from './categoryIcons.ts';
import {
  homeCategory,
  loadCategories,
  mayPostIn,
  nationCategory,
  toCategory,
} from './categoryCatalog.ts';

export const categoryRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db } = context;

  handle(app, routes.getFeedCategoryList, async (request) => {
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
  });

  handle(app, routes.categoryIcon, async (request, reply) => {
    const match = /^([a-z]+)(_w)?\.svg$/.exec(request.params.file);
    const svg = match?.[1] ? categoryIconSvg(match[1], Boolean(match[2])) : null;
    if (!svg) throw notFound('CATEGORY-002', 'There is no such category icon.');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
};
