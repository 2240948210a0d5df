import { availableParallelism } from 'node:os';

/** One Jest run over every workspace; each test file sits next to the code it tests. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The API runs as native ES modules (import.meta, ESM-only packages), so its tests do too.
const swcEsm = [swc[0], { ...swc[1], module: { type: 'es6' } }];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  extensionsToTreatAsEsm: [],
};

export default {
  // Half again as many workers as cores, not Jest's cores − 1: most API tests wait on
  // servers, processes and sockets. On a 2-core machine one worker took 545 s, two 403 s,
  // three 336 s (measured on the whole run). A number: Jest reads a percentage over 100 %
  // as a count.
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  // Every API test starts a real server over a migrated database: on a busy 2-core machine
  // that alone can pass Jest's 5 s default for a hook. (A global option: Jest ignores it
  // inside a project.)
  testTimeout: 30_000,
  // A worker's heap grows with every file it runs (module registries of ESM tests are not
  // all freed): past this it is replaced after its file, instead of reaching V8's limit.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/{shared/contracts,shared/platform,shared/kit,shell,mf-*}/src/**/*.test.{ts,tsx}',
      ],
      setupFilesAfterEnv: ['<rootDir>/shared/tooling/jestSetup.ts'],
    },
    {
      ...common,
      transform: { '^.+\\.(t|j)sx?$': swcEsm },
      extensionsToTreatAsEsm: ['.ts'],
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{api,shared/tooling,shell/server,shell/scripts}/**/*.test.ts'],
    },
  ],
};
