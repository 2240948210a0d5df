import { createAppConfig } from '@kfeed/tooling/rspackConfig';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
