import type { Nation } from '@kfeed/kit/contracts/common';
import { apiGet } from '@kfeed/kit/calls/apiCall';

/** GET /api/common/getNationList: the nations a member may pick. */
export const getNationList = () => apiGet<Nation[]>('/api/common/getNationList');
