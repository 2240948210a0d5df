import type { Database } from '../db/schema.ts';
import type { TestServer } from './testServer.ts';

/** How many rows a table holds, e.g. to show a refused call wrote nothing. */
export async function rowCount(server: TestServer, table: keyof Database): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
