import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context.ts';
import { FILES_PREFIX } from './fileUrl.ts';
import { UPLOAD_TMP_FOLDER } from './storage.ts';

/**
 * GET /api/files/<path>: stored images (post images, thumbnails, profile photos). Names
 * are random and never reused, so answers are cached for a year.
 */
export const fileRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    mkdirSync(context.config.storageDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: context.config.storageDir,
      prefix: FILES_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith(`${UPLOAD_TMP_FOLDER}/`),
    });
  };
