/** What a browser downloads as text: compressed at build time, served as is. */
export const COMPRESSIBLE = /\.(js|css|json|html|svg|txt|mjs)$/;
