import { createAppConfig } from '@kfeed/tooling/rspackConfig';

export default createAppConfig({ dir: import.meta.dirname, kind: 'host' });
