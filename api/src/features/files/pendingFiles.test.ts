import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { FILE_CLAIM_MS, claimingStorage, settleFiles, sweepPendingFiles } from './pendingFiles.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

const claims = () =>
  server.db.selectFrom('pending_files').select('storage_key').orderBy('storage_key').execute();

it('claims each file before writing it; the committing transaction settles it', async () => {
  const storage = claimingStorage(server.db, server.clock, server.storage);
  await storage.put('feeds/2026/01/kept.jpg', Buffer.from('kept'));
  await storage.put('feeds/2026/01/dropped.jpg', Buffer.from('dropped'));
  expect(await claims()).toEqual([
    { storage_key: 'feeds/2026/01/dropped.jpg' },
    { storage_key: 'feeds/2026/01/kept.jpg' },
  ]);
  await server.db.transaction().execute((trx) => settleFiles(trx, ['feeds/2026/01/kept.jpg']));
  // A file removed by the write itself gives its claim back.
  await storage.remove(['feeds/2026/01/dropped.jpg']);
  expect(await claims()).toEqual([]);
  expect(await server.storage.get('feeds/2026/01/kept.jpg')).not.toBeNull();
});

it('sweeps the files of claims that lapsed, and only those', async () => {
  const storage = claimingStorage(server.db, server.clock, server.storage);
  await storage.put('feeds/2026/02/of-a-dead-write.jpg', Buffer.from('dead'));
  server.clock.advance(FILE_CLAIM_MS / 2);
  await storage.put('feeds/2026/02/of-a-running-write.jpg', Buffer.from('running'));
  server.clock.advance(FILE_CLAIM_MS / 2 + 1000);

  expect(await sweepPendingFiles(server.db, server.clock, server.storage)).toBe(1);
  expect(await server.storage.get('feeds/2026/02/of-a-dead-write.jpg')).toBeNull();
  expect(await server.storage.get('feeds/2026/02/of-a-running-write.jpg')).not.toBeNull();
  expect(await claims()).toEqual([{ storage_key: 'feeds/2026/02/of-a-running-write.jpg' }]);
});
