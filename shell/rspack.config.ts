import { createAppConfig, createFirstScreenConfig } from '@kfeed/tooling/rspackConfig';

export default [
  createAppConfig({ dir: import.meta.dirname, kind: 'host' }),
  createFirstScreenConfig({ dir: import.meta.dirname, entry: './src/app/firstScreenFrame.ts' }),
];
