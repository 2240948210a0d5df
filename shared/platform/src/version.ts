import platformPackage from '../package.json';

/**
 * The version of the platform this copy was built from. The page runs one copy (the
 * first loaded, the shell's), so at run time this is the page's platform version.
 */
export const PLATFORM_VERSION: string = platformPackage.version;

export const PLATFORM_PACKAGE = '@kfeed/platform';
