import { baseURL } from './ports.ts';

/** Options that make a test's own refresh or logout call look like the app's: its origin, JSON. */
export const SITE_CALL = { headers: { origin: baseURL }, data: {} } as const;
