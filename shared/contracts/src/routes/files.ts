import { defineRoutes } from '@kfeed/contracts/routes/route';

/** Stored images (post images, thumbnails, profile photos), by key under FILES_PREFIX. */
export const filesRoutes = defineRoutes({
  file: {
    method: 'GET',
    path: '/api/files/*',
    tag: 'files',
    summary: 'A stored image (post image, thumbnail or profile photo), cached for a year',
    access: 'anyone',
    raw: 'binary',
    hidden: true,
  },
});
