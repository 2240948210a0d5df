import { createAppConfig } from '@kfeed/shared/tooling/rspackConfig';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
