import { defineRoutes } from '@kfeed/contracts/routes/route';

export const contentLanguageRoutes = defineRoutes({});
