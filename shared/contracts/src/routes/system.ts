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
  outbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    tag: 'development',
    summary: 'Development only: the e-mails kept instead of sent (no SMTP_URL)',
    access: 'anyone',
    query: 'OutboxQuery',
    answer: 'Outbox',
    developmentOnly: true,
  },
});
