import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { feedReactionRoutes } from './feedReactionRoutes.ts';
import { feedReadRoutes } from './feedReadRoutes.ts';
import { feedWriteRoutes } from './feedWriteRoutes.ts';

/** The post calls: lists and detail, writing, likes and reports. */
export const feedRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  await app.register(feedReadRoutes(context));
  await app.register(feedWriteRoutes(context));
  await app.register(feedReactionRoutes(context));
};
