import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import type { PreloadAssets, PreloadManifest } from '@kfeed/contracts/delivery';
import { compressDir } from './compress.ts';

interface StatsChunkGroup {
  assets?: { name: string }[];
}
interface StatsChunk {
  names?: string[];
  files?: string[];
}
interface Manifest {
  shared?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  kfeedPreload?: PreloadManifest;
}

/** A text chunk's name: texts-<namespace>-<language>-json (the import's magic comment). */
const TEXT_CHUNK = /^texts-([a-z]+)-(.+)-json$/;

function split(files: Iterable<string>): PreloadAssets {
  const all = [...new Set(files)].filter((file) => !file.endsWith('.map'));
  return { js: all.filter((f) => f.endsWith('.js')), css: all.filter((f) => f.endsWith('.css')) };
}

export function preloadFromStats(
  stats: { namedChunkGroups?: Record<string, StatsChunkGroup>; chunks?: StatsChunk[] },
  startupGroup: string,
  manifest: Manifest,
  host: boolean,
): PreloadManifest {
  const group = stats.namedChunkGroups?.[startupGroup];
  const files = (group?.assets ?? []).map((asset) => asset.name);
  if (host) {
    // The shell provides the shared libraries: it loads its own copies at start.
    for (const shared of manifest.shared ?? [])
      files.push(...(shared.assets?.js?.sync ?? []), ...(shared.assets?.css?.sync ?? []));
  }
  const texts: PreloadManifest['texts'] = {};
  for (const chunk of stats.chunks ?? []) {
    for (const name of chunk.names ?? []) {
      const match = TEXT_CHUNK.exec(name);
      if (!match) continue;
      const [, namespace = '', language = ''] = match;
      (texts[namespace] ??= {})[language] = (chunk.files ?? []).filter((f) => f.endsWith('.js'));
    }
  }
  return { startup: split(files), texts };
}

/**
 * After the build is written: add `kfeedPreload` to mf-manifest.json, then write the
 * brotli and gzip forms of every text file (served as they are, never compressed per request).
 */
export class PreloadManifestPlugin {
  constructor(
    private readonly options: { host: boolean; compress: boolean; firstScreen?: string },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PreloadManifestPlugin', async (compilation) => {
      const dir = compilation.outputOptions.path;
      if (!dir) return;
      // A build without federation (the benchmark's single bundle) writes preload.json alone.
      const manifestFile = path.join(dir, 'mf-manifest.json');
      const federated = await readFile(manifestFile, 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        () => null,
      );
      const manifest: Manifest = federated ?? {};
      const stats = compilation.getStats().toJson({
        all: false,
        chunkGroups: true,
        chunks: true,
        ids: true,
      }) as Parameters<typeof preloadFromStats>[0];
      manifest.kfeedPreload = preloadFromStats(
        stats,
        this.options.host ? 'bootstrap' : '__federation_expose_app',
        manifest,
        this.options.host,
      );
      if (this.options.firstScreen) manifest.kfeedPreload.firstScreen = this.options.firstScreen;
      await writeFile(
        federated ? manifestFile : path.join(dir, 'preload.json'),
        JSON.stringify(manifest, null, 2),
      );
      if (this.options.compress) await compressDir(dir);
    });
  }
}
