import { commonRoutes } from '@kfeed/contracts/routes/common';
import { call } from '@kfeed/platform/calls/apiCall';

/** The nations a member may pick. */
export const getNationList = () => call(commonRoutes.getNationList);
