import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The database as the code sees it: a Kysely instance over the tables of schema.ts, or a
 * transaction on one (a Transaction is a Db too). Apart from database.ts, which opens it,
 * so that what only needs the type (every query, readCache.ts) does not import the opening.
 */
export type Db = Kysely<Database>;
