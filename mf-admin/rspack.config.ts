import { createAppConfig } from '@kfeed/tooling/rspackConfig';

// Members-only screens: no first screen drawn on the server.
export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './app': './src/app/lifecycles.tsx' },
});
