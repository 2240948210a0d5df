import { defineRoutes } from '@kfeed/contracts/routes/route';

/** A stored file as an attachment (not an envelope). */
export const downloadRoutes = defineRoutes({
  fileDownload: {
    method: 'GET',
    path: '/api/fileDownload.do',
    tag: 'files',
    summary: 'Download a stored file (e.g. a notice attachment) under its original name',
    description:
      'fileRovl is a folder of plain segments (a-z, 0-9, _ and -), fileFlnm a plain file name: no "..", no slashes.',
    access: 'anyone',
    query: 'FileDownloadQuery',
    raw: 'binary',
  },
});
