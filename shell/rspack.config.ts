import { createAppConfig } from '@kfeed/shared/tooling/rspackConfig';

export default createAppConfig({ dir: import.meta.dirname, kind: 'host' });
