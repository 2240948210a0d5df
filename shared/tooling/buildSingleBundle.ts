/**
 * Builds the benchmark's single bundle (see `createSingleBundleConfig`) into `.bench/single`.
 * `node --import tsx shared/tooling/buildSingleBundle.ts`, or through `npm run bench:web`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { REPO_ROOT } from './apps.ts';
import { createSingleBundleConfig } from './rspackConfig.ts';

export const SINGLE_BUNDLE_DIR = path.join(REPO_ROOT, '.bench', 'single');

export function buildSingleBundle(outDir = SINGLE_BUNDLE_DIR): Promise<void> {
  const compiler = rspack(createSingleBundleConfig(outDir));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors())
        return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildSingleBundle();
