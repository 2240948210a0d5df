import type { Nation } from '@kfeed/contracts/common';
import { apiGet } from '@kfeed/platform/calls/apiCall';

/** GET /api/common/getNationList: the nations a member may pick. */
export const getNationList = () => apiGet<Nation[]>('/api/common/getNationList');
