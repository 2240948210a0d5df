import { createRemoteWithFirstScreen } from '@kfeed/tooling/rspackConfig';

export default createRemoteWithFirstScreen(import.meta.dirname);
