/**
 * `npm run build -w api`: the API as one ES module, `api/dist/main.js`, for `npm start`.
 * The workspace's own TypeScript (`@kfeed/contracts/...` included) is bundled in; every npm
 * dependency stays an import resolved from node_modules at run time (native modules such
 * as better-sqlite3 and sharp cannot be bundled). `npm run dev` still runs the sources.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const bundled = new Set(['@kfeed/contracts']);
const external = Object.keys(manifest.dependencies)
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(path.join(apiRoot, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiRoot, 'src', 'main.ts')],
  outfile: path.join(apiRoot, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  // Code that reaches for require() (CommonJS dependencies bundled from the workspace) gets one.
  banner: {
    js: "import { createRequire as kfeedCreateRequire } from 'node:module';\nconst require = kfeedCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('api: built dist/main.js');
