import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { IDEMPOTENCY } from '@kfeed/contracts/envelope';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import sharp from 'sharp';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import {
  apiReady,
  directWriter,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../../testing/apiProcess.ts';
import { addMember, firstCategoryId, type TestMember } from '../../testing/contentFixtures.ts';
import {
  createTestDatabase,
  testPostgresAdminUrl,
  type TestDatabase,
} from '../../testing/testDatabase.ts';
import { TEST_JWT_SECRET } from '../../testing/testServer.ts';

/**
 * A fault: the API process is killed (`kill -9`) while it stores a ten-photo post. After a
 * restart there is no half-written post and no orphan file, and the member's retry with
 * the same Idempotency-Key creates the post once.
 */
jest.setTimeout(240_000);

const TITLE = 'Ten photos of the Han river';
let dir: string;
let storageDir: string;
let database: TestDatabase;
let db: Db;
let env: Record<string, string>;
let api: ApiProcess | undefined;
let member: TestMember;
let categoryId: string;
let photos: Buffer[];

/** Every file under the stored posts' folder. */
function storedPostFiles(): string[] {
  const root = path.join(storageDir, 'feeds');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

function tenPhotoPost(): FormData {
  const form = new FormData();
  const json = {
    feedTitle: TITLE,
    feedText: 'From Yeouido to Banpo.',
    categoryId,
    feedType: 'PUBLIC',
  };
  form.append(
    feedRoutes.insertFeed.form.part,
    new Blob([JSON.stringify(json)], { type: 'application/json' }),
    'blob',
  );
  photos.forEach((photo, index) =>
    form.append('images', new Blob([photo], { type: 'image/jpeg' }), `river-${index}.jpg`),
  );
  return form;
}

function send(key: string) {
  return fetch(api!.url + feedRoutes.insertFeed.path, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, [IDEMPOTENCY.keyHeader]: key },
    body: tenPhotoPost(),
  });
}

async function postsTitled(): Promise<number[]> {
  const rows = await db
    .selectFrom('feeds')
    .select('feed_id')
    .where('feed_title', '=', TITLE)
    .execute();
  return rows.map((row) => Number(row.feed_id));
}

// The SQLite pass only: the claims' SQL runs on PostgreSQL in pendingFiles.test.ts, and
// PostgreSQL's own faults in db/postgresRestart.test.ts.
const describeOnSqlite = testPostgresAdminUrl() === undefined ? describe : describe.skip;

describeOnSqlite('the API killed mid-upload', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kfeed-upload-killed-'));
    storageDir = path.join(dir, 'storage');
    database = await createTestDatabase(dir, { empty: true });
    env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      STORAGE_DIR: storageDir,
      DATA_DIR: dir,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: 'false',
    };
    api = await startApiProcess(env);
    await apiReady(api);
    db = await openDatabase(database.url);
    const direct = directWriter(db);
    member = await addMember(direct, { nickname: 'riverside' });
    categoryId = String(await firstCategoryId(db));
    // Camera-sized noise (it does not compress away): each takes a moment to decode and store.
    photos = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sharp({
          create: {
            width: 2400,
            height: 1800,
            channels: 3,
            background: '#000000',
            noise: { type: 'gaussian', mean: 100 + index, sigma: 40 },
          },
        })
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    );
  });

  afterAll(async () => {
    await stopApiProcess(api);
    await db?.destroy();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no half-written post or orphan file, and the retry with the same key posts once', async () => {
    const key = crypto.randomUUID();
    const cut = send(key).then(
      () => 'answered',
      () => 'cut',
    );
    // Killed once the first photo is stored, before the post's transaction can commit.
    for (let i = 0; storedPostFiles().length === 0; i += 1) {
      if (i > 6000) throw new Error('no photo was ever stored');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    api!.child.kill('SIGKILL');
    expect(await cut).toBe('cut');
    expect(storedPostFiles().length).toBeGreaterThan(0);
    expect(await postsTitled()).toEqual([]);

    // As when the claims of the dead request have lapsed (FILE_CLAIM_MS; the key's CLAIM_MS).
    const lapsed = '2000-01-01T00:00:00Z';
    await db.updateTable('pending_files').set({ claimed_until: lapsed }).execute();
    await db.updateTable('idempotency_keys').set({ claimed_until: lapsed }).execute();

    api = await startApiProcess(env);
    await apiReady(api);
    expect(storedPostFiles()).toEqual([]);
    expect(await db.selectFrom('pending_files').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('feed_images').selectAll().execute()).toEqual([]);

    const retried = await send(key);
    expect(retried.status).toBe(200);
    const answer = await retried.text();
    const [feedId, ...more] = await postsTitled();
    expect(more).toEqual([]);
    expect(JSON.parse(answer)).toMatchObject({ result: true });
    const images = await db
      .selectFrom('feed_images')
      .select(['original_path', 'thumbnail_path'])
      .where('feed_id', '=', feedId!)
      .execute();
    expect(images).toHaveLength(10);
    // Every stored file belongs to the post, and nothing waits to be swept.
    const files = storedPostFiles().map((file) => path.relative(storageDir, file));
    for (const image of images) expect(files).toContain(image.original_path);
    expect(await db.selectFrom('pending_files').selectAll().execute()).toEqual([]);

    const again = await send(key);
    expect([again.status, again.headers.get(IDEMPOTENCY.replayedHeader)]).toEqual([200, 'true']);
    expect(await again.text()).toBe(answer);
    expect(await postsTitled()).toEqual([feedId]);
  });
});
