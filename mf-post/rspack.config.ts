import { createAppConfig, createFirstScreenConfig } from '@kfeed/tooling/rspackConfig';

const firstScreen = './src/app/firstScreen.tsx';

export default [
  createAppConfig({
    dir: import.meta.dirname,
    kind: 'remote',
    exposes: { './app': './src/app/lifecycles.tsx' },
    firstScreen,
  }),
  createFirstScreenConfig({ dir: import.meta.dirname, entry: firstScreen }),
];
