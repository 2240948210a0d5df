/**
 * Where this build serves browser-image-compression's standalone script: its worker loads
 * the library with importScripts, from a CDN unless told otherwise. The bundler copies the
 * file next to our chunks and gives its URL.
 */
export const compressionLibraryUrl = () =>
  new URL('browser-image-compression/dist/browser-image-compression.js', import.meta.url).href;
