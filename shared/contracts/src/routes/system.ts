import { defineRoutes } from '@kfeed/contracts/routes/route';

/** The API's own calls: health, and the development outbox. */
export const systemRoutes = defineRoutes({
  health: {
    method: 'GET',
    path: '/api/health',
    tag: 'health',
    summary: 'Liveness check',
    access: 'anyone',
    answer: 'Health',
  },
});
