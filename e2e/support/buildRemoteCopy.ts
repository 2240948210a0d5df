import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createAppConfig } from '../../shared/tooling/rspackConfig.ts';
import { REPO_ROOT } from '../../shared/tooling/apps.ts';

export interface RemoteCopy {
  /** The remote's sources, unchanged (a link), and a package.json of its own. */
  app: string;
  /** Replace the app's `@kfeed/platform` range, as a squad building against another major would. */
  platformRange?: string;
  /** Build with other modules in place of some (a changed kit component). */
  alias?: Record<string, string>;
}

/**
 * Build one remote on its own, exactly as its squad's pipeline would (the one config
 * factory, production mode), into a fresh folder: the shell and the other apps are untouched.
 * Returns the folder holding mf-manifest.json.
 */
export async function buildRemoteCopy({ app, platformRange, alias }: RemoteCopy): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), `kfeed-${app}-`));
  symlinkSync(path.join(REPO_ROOT, app, 'src'), path.join(dir, 'src'));
  // Installed packages, as any checkout building alone has them (the shared tree shaking's
  // separate build of react-router-dom resolves it from the app's folder).
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  if (platformRange) pkg.dependencies['@kfeed/platform'] = platformRange;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));

  const config: Configuration = createAppConfig({
    dir,
    kind: 'remote',
    exposes: { './app': './src/app/lifecycles.tsx' },
  });
  config.resolve = { ...config.resolve, alias: { ...alias } };
  config.devtool = false;
  await new Promise<void>((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
  return path.join(dir, 'dist');
}
