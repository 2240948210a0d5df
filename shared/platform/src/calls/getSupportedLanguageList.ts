import { commonRoutes } from '@kfeed/contracts/routes/common';
import { call } from '@kfeed/platform/calls/apiCall';

/** The languages the interface is translated into. */
export const getSupportedLanguageList = () => call(commonRoutes.getSupportedLanguageList);
