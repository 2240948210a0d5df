/** Every call of the API is under this prefix; the shell's server forwards it. */
export const API_PREFIX = '/api';
/** The OpenAPI document and its pages (the documentation plugin's own routes). */
export const DOCS_PREFIX = '/api/docs';
/** Stored files (post images, thumbnails, profile photos): `/api/files/<key>`. */
export const FILES_PREFIX = '/api/files/';
