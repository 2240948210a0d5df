import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { API_ERROR_CODES, IDEMPOTENCY } from '@kfeed/contracts/envelope';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, firstCategoryId, type TestMember } from '../../testing/contentFixtures.ts';
import { rowCount } from '../../testing/rowCount.ts';
import {
  IMAGE_JOBS_RETRY_AFTER_SECONDS,
  IMAGE_JOBS_WAITING_MAX,
  imageJobs,
} from '../files/imageGuard.ts';
import { postOnePhoto, storedFiles } from './feedTestKit.ts';

jest.setTimeout(30_000);
let server: TestServer;
let author: TestMember;
let categoryId: number;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'photographer' });
  categoryId = await firstCategoryId(server.db);
});
afterAll(() => server.close());

/**
 * Occupies every image slot of this process and its whole waiting line, as a burst of
 * other members' photos would; `release` lets them all finish.
 */
function fillImageJobs() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const jobs = Array.from({ length: 2 + IMAGE_JOBS_WAITING_MAX }, () => imageJobs.run(() => gate));
  return { release: () => (release(), Promise.all(jobs)) };
}

it('answers 503 SERVER_BUSY at once when the image work is queued full, and the same write sent later runs once', async () => {
  const key = randomUUID();
  const send = () => postOnePhoto(server, author, categoryId, { [IDEMPOTENCY.keyHeader]: key });
  const postsBefore = await rowCount(server, 'feeds');
  const filesBefore = storedFiles(server);
  const busy = fillImageJobs();
  const refused = await send();
  expect(refused.status).toBe(503);
  expect(refused.body).toMatchObject({ result: false, code: API_ERROR_CODES.serverBusy });
  expect(refused.headers.get('retry-after')).toBe(String(IMAGE_JOBS_RETRY_AFTER_SECONDS));
  expect(await rowCount(server, 'feeds')).toBe(postsBefore);
  await busy.release();
  expect(storedFiles(server)).toEqual(filesBefore);

  const sentAgain = await send();
  expect(sentAgain.status).toBe(200);
  expect(await rowCount(server, 'feeds')).toBe(postsBefore + 1);
});
