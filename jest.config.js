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

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  extensionsToTreatAsEsm: [],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shared,shell,mf-*}/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/shared/tooling/jestSetup.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{api,shared}/**/*.test.ts', '!**/src/**/*.dom.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shared/src/'],
    },
  ],
};
