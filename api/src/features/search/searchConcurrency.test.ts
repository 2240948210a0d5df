import { systemClock } from '../../clock.ts';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import { addFeed, addMember, type TestMember } from '../../testing/contentFixtures.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { testPostgresAdminUrl } from '../../testing/testDatabase.ts';
import { recordSearch } from './searchHistory.ts';
import { reindexFeed } from './searchIndex.ts';

let server: TestServer;
let member: TestMember;
/** A second connection pool on the same database: a second API process. */
let other: Db;
beforeAll(async () => {
  server = await startTestServer();
  member = await addMember(server);
  other = await openDatabase(server.config.databaseUrl);
}, 30_000);
afterAll(async () => {
  await other.destroy();
  await server.close();
}, 30_000);

const eitherDb = (i: number) => (i % 2 ? other : server.db);

// Several API processes need PostgreSQL: on SQLite two connections writing at once fail
// with SQLITE_BUSY whatever the code does (docs/decisions.md, Databases).
const describeOnPostgres = testPostgresAdminUrl() ? describe : describe.skip;

describeOnPostgres('search writes from two processes at once', () => {
  it('reindexes one post in parallel into exactly one entry', async () => {
    const feedId = await addFeed(server, member.userId, {
      title: 'Parallel',
      text: 'indexed twice at once',
      language: 'en',
    });
    await Promise.all(Array.from({ length: 12 }, (_, i) => reindexFeed(eitherDb(i), feedId)));
    const entries = await server.db
      .selectFrom('feed_search')
      .select('title')
      .where('rowid', '=', feedId)
      .execute();
    expect(entries).toEqual([{ title: 'parallel' }]);
  });

  it('records the same search made in parallel once', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordSearch(eitherDb(i), systemClock, member.userId, '맛집'),
      ),
    );
    const history = await server.db
      .selectFrom('search_history')
      .select('search_text')
      .where('user_id', '=', member.userId)
      .execute();
    expect(history).toEqual([{ search_text: '맛집' }]);
  });
});
