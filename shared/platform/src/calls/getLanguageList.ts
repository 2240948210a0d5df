import { commonRoutes } from '@kfeed/contracts/routes/common';
import { call } from '@kfeed/platform/calls/apiCall';

/** Every language a member may pick. */
export const getLanguageList = () => call(commonRoutes.getLanguageList);
