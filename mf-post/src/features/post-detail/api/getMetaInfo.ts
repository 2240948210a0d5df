import { linkPreviewRoutes } from '@kfeed/contracts/routes/linkPreview';
import { call } from '@kfeed/platform/calls/apiCall';

/** A link's preview: the server reads the page's Open Graph / meta tags. */
export const getMetaInfo = (url: string) => call(linkPreviewRoutes.getMetaInfo, { url });
