import type { FastifyInstance } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import { downloadRoutes as routes } from '@kfeed/contracts/routes/download';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { UPLOAD_TMP_FOLDER } from '../files/storage.ts';

const noSuchFile = () => notFound('FILE-001', 'There is no such file.');

/** fileDownload.do: a stored file as an attachment, by safe names only. */
export const downloadRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { storage } = context;

  handle(app, routes.fileDownload, async (request, reply) => {
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
  });
};
