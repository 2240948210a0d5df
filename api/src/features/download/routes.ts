import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { refusalSchema } from '../../http/schemas.ts';
import { absoluteStoredPath, UPLOAD_TMP_FOLDER } from '../files/storage.ts';

interface DownloadQuery {
  /** The stored file name. */
  fileFlnm: string;
  /** The folder under STORAGE_DIR it is stored in. */
  fileRovl: string;
  /** The name to save it as (the original name); defaults to the stored name. */
  fileOrn?: string;
}

const noSuchFile = () => notFound('FILE-001', 'There is no such file.');

/** GET /api/fileDownload.do: a stored file as an attachment, by safe names only. */
export const downloadRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { storageDir } = context.config;

    app.get<{ Querystring: DownloadQuery }>(
      '/api/fileDownload.do',
      {
        schema: {
          tags: ['files'],
          summary: 'Download a stored file (e.g. a notice attachment) under its original name',
          description:
            'fileRovl is a folder of plain segments (a-z, 0-9, _ and -), fileFlnm a plain file name: no "..", no slashes.',
          querystring: {
            type: 'object',
            required: ['fileFlnm', 'fileRovl'],
            properties: {
              fileFlnm: {
                type: 'string',
                maxLength: 200,
                pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$',
              },
              fileRovl: {
                type: 'string',
                maxLength: 200,
                pattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$',
              },
              fileOrn: { type: 'string', minLength: 1, maxLength: 200 },
            },
          },
          response: { '4xx': refusalSchema },
        },
      },
      async (request, reply) => {
        const { fileFlnm, fileRovl, fileOrn } = request.query;
        // Uploads in progress are never handed out.
        if (fileRovl.split('/')[0] === UPLOAD_TMP_FOLDER) throw noSuchFile();
        const absolute = absoluteStoredPath(storageDir, `${fileRovl}/${fileFlnm}`);
        const info = await stat(absolute).catch(() => null);
        if (!info?.isFile()) throw noSuchFile();
        // The saved name: no folders, no control characters.
        const name = [...(fileOrn ?? fileFlnm)]
          .filter((ch) => ch >= ' ' && ch !== '\u007f')
          .join('')
          .replace(/[\\/]/g, '_');
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', String(info.size))
          .header('content-disposition', contentDisposition(name || fileFlnm))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=0')
          .send(createReadStream(absolute));
      },
    );
  };
