import { satisfy } from '@module-federation/enhanced/runtime';
import { PLATFORM_PACKAGE, PLATFORM_VERSION } from '@kfeed/platform/version';
import type { RemoteName } from '@kfeed/kit/routes';

/** What a remote's mf-manifest.json says about its build. */
export interface RemoteBuild {
  remote: RemoteName;
  manifestUrl: string;
  /** Package version plus build id, e.g. 0.1.0+20261123.0512.ab12cd3. */
  buildVersion: string;
  /** The platform range the remote was built against, e.g. ^1.0.0. */
  platformRange: string | null;
  /** Whether the page's platform satisfies that range. */
  compatible: boolean;
}

interface Manifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: { name: string; requiredVersion?: string }[];
}

/** A remote built for a platform this page does not run: it must not run on this copy. */
export class PlatformMismatchError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly required: string,
    readonly provided: string,
  ) {
    super(
      `${remote} needs ${PLATFORM_PACKAGE} ${required}, but this page runs ${PLATFORM_VERSION}`,
    );
    this.name = 'PlatformMismatchError';
  }
}

export function describeBuild(remote: RemoteName, manifestUrl: string, manifest: Manifest) {
  const platform = manifest.shared?.find((share) => share.name.startsWith(`${PLATFORM_PACKAGE}/`));
  const platformRange = platform?.requiredVersion ?? null;
  return {
    remote,
    manifestUrl,
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? 'unknown',
    platformRange,
    compatible: platformRange === null || satisfy(PLATFORM_VERSION, platformRange),
  } satisfies RemoteBuild;
}

const builds = new Map<string, Promise<RemoteBuild>>();

/** Read (once per URL) what a remote's manifest says about its build. */
export function readBuild(remote: RemoteName, manifestUrl: string): Promise<RemoteBuild> {
  let build = builds.get(manifestUrl);
  if (!build) {
    build = fetch(manifestUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return response.json() as Promise<Manifest>;
      })
      .then((manifest) => describeBuild(remote, manifestUrl, manifest));
    builds.set(manifestUrl, build);
    // A failed read is tried again on the next retry.
    build.catch(() => builds.delete(manifestUrl));
  }
  return build;
}

/** Forget what was read, so a retry sees a newly deployed build. */
export function forgetBuild(manifestUrl: string): void {
  builds.delete(manifestUrl);
}

/** Refuse a remote built for another platform before any of its code runs. */
export async function checkPlatform(remote: RemoteName, manifestUrl: string): Promise<RemoteBuild> {
  const build = await readBuild(remote, manifestUrl);
  if (!build.compatible && build.platformRange) {
    const error = new PlatformMismatchError(remote, build.platformRange, PLATFORM_VERSION);
    console.error(`[shell] ${error.message}; showing its fallback instead`);
    throw error;
  }
  console.info(
    `[shell] ${remote} ${build.buildVersion} (built against ${PLATFORM_PACKAGE} ${build.platformRange ?? 'none'}; page has ${PLATFORM_VERSION})`,
  );
  return build;
}
