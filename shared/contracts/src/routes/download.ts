import { defineRoutes } from '@kfeed/contracts/routes/route';

export const downloadRoutes = defineRoutes({});
