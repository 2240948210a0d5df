/**
 * The first screens the shell's server draws into its HTML (docs/performance.md, "The first
 * screen in the HTML"). Each remote may ship a server bundle (`kfeedPreload.firstScreen` in
 * its manifest: one CommonJS file with React's server renderer and the remote's own
 * components); this server fetches it from the remote's origin, as the browser fetches the
 * remote's code, and keeps it per build. The shell's own bundle gives the frame around it.
 * Anything that fails (a remote without one, a bundle that throws, a slow render) leaves the
 * page as it was: the browser draws the screen itself.
 */
import { readFile, stat } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

interface FirstScreenRequest {
  url: string;
  language: string;
  data: Record<string, unknown>;
  /** A member's page: the screen's member frame (kit renderFirstScreen). */
  member?: boolean;
}
type RenderFirstScreen = (request: FirstScreenRequest) => Promise<string | null>;
type FrameFirstScreen = (remote: string, html: string, member?: boolean) => string;

/** A render slower than this is dropped; the page is sent without it. */
const RENDER_TIMEOUT_MS = 300;

const nodeRequire = createRequire(import.meta.url);

/** A server bundle may use Node's own modules and nothing else: everything else is bundled. */
function builtinOnly(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`a first-screen bundle asked for ${id}`);
  return nodeRequire(id);
}

/** Run a CommonJS bundle's code and return its exports. */
export function evaluateBundle(code: string, filename: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const run = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
    filename,
  }) as (exports: object, require: (id: string) => unknown, module: object) => void;
  run(module.exports, builtinOnly, module);
  return module.exports;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createFirstScreens(shellFrameFile: string) {
  const remotes = new Map<string, Promise<RenderFirstScreen | null>>();
  let frame: { mtimeMs: number; frame: FrameFirstScreen | null } | null = null;

  /** The shell's frame, read again when the shell is rebuilt; null when it has none. */
  async function shellFrame(): Promise<FrameFirstScreen | null> {
    try {
      const { mtimeMs } = await stat(shellFrameFile);
      if (frame?.mtimeMs !== mtimeMs) {
        const exports = evaluateBundle(await readFile(shellFrameFile, 'utf8'), shellFrameFile);
        const fn = exports.frameFirstScreen;
        frame = { mtimeMs, frame: typeof fn === 'function' ? (fn as FrameFirstScreen) : null };
      }
      return frame.frame;
    } catch {
      return null;
    }
  }

  /** A remote's render function, fetched once per build (the key names the build). */
  function remoteRender(url: string, build: string): Promise<RenderFirstScreen | null> {
    const key = `${url}#${build}`;
    let render = remotes.get(key);
    if (!render) {
      render = fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => {
          if (!response.ok) return null;
          const fn = evaluateBundle(await response.text(), url).renderFirstScreen;
          return typeof fn === 'function' ? (fn as RenderFirstScreen) : null;
        })
        .catch((error: unknown) => {
          console.error(`[shell] first screen ${url} could not be loaded`, error);
          return null;
        });
      // Older builds of the same remote are forgotten.
      for (const old of remotes.keys()) if (old.startsWith(`${url}#`)) remotes.delete(old);
      remotes.set(key, render);
    }
    return render;
  }

  /**
   * The remote's first screen in the shell's frame, as HTML to put into `#root`, or null
   * when either side cannot draw it now.
   */
  return async function firstScreen(
    remote: string,
    bundle: { url: string; build: string },
    request: FirstScreenRequest,
  ): Promise<string | null> {
    const [frameFn, render] = await Promise.all([
      shellFrame(),
      remoteRender(bundle.url, bundle.build),
    ]);
    if (!frameFn || !render) return null;
    try {
      const html = await withTimeout(render(request), RENDER_TIMEOUT_MS);
      return html ? frameFn(remote, html, request.member === true) : null;
    } catch (error) {
      console.error(`[shell] first screen of ${remote} failed`, error);
      return null;
    }
  };
}
