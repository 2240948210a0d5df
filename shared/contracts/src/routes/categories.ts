import { defineRoutes } from '@kfeed/contracts/routes/route';

export const categoriesRoutes = defineRoutes({});
