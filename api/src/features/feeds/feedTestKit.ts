import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestServer } from '../../testing/testServer.ts';
import type { FeedItem } from '@kfeed/contracts/feed';
import { call, type Answer, type TestMember } from '../../testing/contentFixtures.ts';
import { feedRoutes } from '@kfeed/contracts/routes/feed';

/** Helpers for the post tests: pictures made with sharp, multipart calls, stored files. */

export async function jpeg(width = 800, height = 600, exif?: Record<string, string>) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  }).jpeg({ quality: 90 });
  return exif ? image.withExif({ IFD0: exif }).toBuffer() : image.toBuffer();
}

export async function pngWithAlpha(width = 300, height = 300) {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 60, b: 90, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

export interface UploadFile {
  name: string;
  data: Buffer | Uint8Array;
  type?: string;
}

/** Send a post's multipart body: the JSON part (as a Blob, like browsers do) and images. */
export async function sendMultipart<T = unknown>(
  server: TestServer,
  method: 'POST' | 'PUT',
  url: string,
  jsonPart: string,
  json: unknown,
  images: UploadFile[] = [],
  member?: TestMember,
  options: { jsonAsField?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer<T> & { headers: Headers }> {
  const form = new FormData();
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  if (options.jsonAsField) form.append(jsonPart, text);
  else form.append(jsonPart, new Blob([text], { type: 'application/json' }), 'blob');
  for (const image of images) {
    form.append('images', new Blob([image.data], { type: image.type ?? 'image/jpeg' }), image.name);
  }
  const response = await fetch(`${server.url}${url}`, {
    method,
    body: form,
    headers: {
      ...options.headers,
      ...(member ? { authorization: `Bearer ${member.token}` } : {}),
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer<T>['body'],
  };
}

/** A public post of one 1200 x 900 photo by `author`, as the app's form sends it. */
export async function postOnePhoto(
  server: TestServer,
  author: TestMember,
  categoryId: number,
  headers: Record<string, string> = {},
) {
  return sendMultipart<{ feedId: number }>(
    server,
    'POST',
    feedRoutes.insertFeed.path,
    'feedWriteRequest',
    {
      feedTitle: 'Han river',
      feedText: 'Sunset today.',
      categoryId: String(categoryId),
      feedType: 'PUBLIC',
    },
    [{ name: 'river.jpg', data: await jpeg(1200, 900) }],
    author,
    { headers },
  );
}

/** Every file under STORAGE_DIR (folders left out), relative to it. */
export function storedFiles(server: TestServer): string[] {
  const root = server.config.storageDir;
  const walk = (dir: string): string[] => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
    });
  };
  return walk(root).sort();
}

/** A post as getFeedData answers it in English, without counting a view. */
export function feedDetail(server: TestServer, feedId: number, who?: TestMember) {
  return call<FeedItem>(
    server,
    'POST',
    feedRoutes.getFeedData.path,
    { feedId, isoCode: 'en', skipViewCount: true },
    who,
  );
}

/** A nation row, and the member moved there. */
export async function placeInNation(server: TestServer, userId: number, code: string) {
  const existing = await server.db
    .selectFrom('nations')
    .select('nation_id')
    .where('nation_code', '=', code)
    .executeTakeFirst();
  const nationId =
    existing?.nation_id ??
    (
      await server.db
        .insertInto('nations')
        .values({ nation_code: code, nation_name: code, official_name_en: code })
        .returning('nation_id')
        .executeTakeFirstOrThrow()
    ).nation_id;
  await server.db
    .updateTable('users')
    .set({ nation_id: nationId })
    .where('user_id', '=', userId)
    .execute();
  return nationId;
}
