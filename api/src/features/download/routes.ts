import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { FileDownloadQuery } from '@kfeed/contracts/schemas/common';
import { Refusal } from '@kfeed/contracts/schemas/primitives';
import { Type } from 'typebox';
import { UPLOAD_TMP_FOLDER } from '../files/storage.ts';

const noSuchFile = () => notFound('FILE-001', 'There is no such file.');

/** GET /api/fileDownload.do: a stored file as an attachment, by safe names only. */
export const downloadRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { storage } = context;

    app.get(
      '/api/fileDownload.do',
      {
        schema: {
          tags: ['files'],
          summary: 'Download a stored file (e.g. a notice attachment) under its original name',
          description:
            'fileRovl is a folder of plain segments (a-z, 0-9, _ and -), fileFlnm a plain file name: no "..", no slashes.',
          querystring: FileDownloadQuery,
          response: {
            200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
            '4xx': Refusal,
            '5xx': Refusal,
          },
        },
      },
      async (request, reply) => {
        const { fileFlnm, fileRovl, fileOrn } = request.query;
        // Uploads in progress are never handed out.
        if (fileRovl.split('/')[0] === UPLOAD_TMP_FOLDER) throw noSuchFile();
        const stored = await storage.get(`${fileRovl}/${fileFlnm}`);
        if (!stored) throw noSuchFile();
        // The saved name: no folders, no control characters.
        const name = [...(fileOrn ?? fileFlnm)]
          .filter((ch) => ch >= ' ' && ch !== '\u007f')
          .join('')
          .replace(/[\\/]/g, '_');
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', String(stored.size))
          .header('content-disposition', contentDisposition(name || fileFlnm))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=0')
          .send(stored.body);
      },
    );
  };
