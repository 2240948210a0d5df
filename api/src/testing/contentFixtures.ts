import { RefreshSessions } from '../auth/refreshSessions.ts';
import { AccessTokens } from '../auth/accessToken.ts';
import { toUtcString } from '../clock.ts';
import type { Db } from '../db/db.ts';
import type { TestServer } from './testServer.ts';

/** Test data written straight into the database, and a small JSON caller for the API. */

export interface TestMember {
  userId: number;
  token: string;
}

async function languageId(db: Db, isoCode: string): Promise<number> {
  const existing = await db
    .selectFrom('languages')
    .select('language_id')
    .where('iso_code', '=', isoCode)
    .executeTakeFirst();
  if (existing) return existing.language_id;
  const inserted = await db
    .insertInto('languages')
    .values({
      iso_code: isoCode,
      language_name: isoCode,
      language_name_en: isoCode,
      translate_support: 'Y',
      sort_order: 0,
    })
    .returning('language_id')
    .executeTakeFirstOrThrow();
  return inserted.language_id;
}

let memberCount = 0;

export async function addMember(
  server: TestServer,
  options: { nickname?: string; isoCode?: string; official?: boolean } = {},
): Promise<TestMember> {
  memberCount += 1;
  const nickname = options.nickname ?? `member${memberCount}`;
  const { user_id: userId } = await server.db
    .insertInto('users')
    .values({
      email: `${nickname.toLowerCase()}-${memberCount}@example.com`,
      nickname,
      nation_id: null,
      language_id: await languageId(server.db, options.isoCode ?? 'en'),
      self_introduce: null,
      profile_image_path: null,
      is_official: options.official ? 'Y' : 'N',
      roles: '[]',
      status: 'ACTIVE',
      created_at: toUtcString(server.clock.now()),
      withdrawn_at: null,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  // Tokens belong to a sign-in: start one as a login would.
  const { familyId } = await new RefreshSessions(server.db, server.clock, 3600, 10).start(
    userId,
    null,
  );
  const token = await new AccessTokens(server.config.jwtSecret, 3600, server.clock).issue({
    userId,
    isoCode: options.isoCode ?? 'en',
    roles: [],
    sessionId: familyId,
  });
  return { userId, token };
}

export async function firstCategoryId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select('category_id')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

/** A post written straight into the database. */
export async function addFeed(
  server: TestServer,
  userId: number,
  options: {
    title?: string;
    text?: string;
    language?: string | null;
    createdAt?: Date;
    /** Default: the first category (Daily life). */
    categoryId?: number | undefined;
    feedType?: 'PUBLIC' | 'NATION';
    nationId?: number | null;
  } = {},
): Promise<number> {
  const at = toUtcString(options.createdAt ?? server.clock.now());
  const { feed_id: feedId } = await server.db
    .insertInto('feeds')
    .values({
      user_id: userId,
      category_id: options.categoryId ?? (await firstCategoryId(server.db)),
      feed_type: options.feedType ?? 'PUBLIC',
      nation_id: options.nationId ?? null,
      feed_title: options.title ?? 'A post',
      feed_text: options.text ?? 'The text of a post.',
      detected_language_code: options.language === undefined ? 'en' : options.language,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('feed_id')
    .executeTakeFirstOrThrow();
  return feedId;
}

/** Mark a post deleted, straight in the database. */
export async function markFeedDeleted(server: TestServer, feedId: number) {
  await server.db
    .updateTable('feeds')
    .set({ deleted_at: '2026-01-01T00:00:00Z' })
    .where('feed_id', '=', feedId)
    .execute();
}

export async function block(server: TestServer, blockerId: number, blockedId: number) {
  await server.db
    .insertInto('user_blocks')
    .values({
      blocker_id: blockerId,
      blocked_id: blockedId,
      created_at: toUtcString(server.clock.now()),
    })
    .execute();
}

export interface Answer<T = unknown> {
  status: number;
  body: { result: boolean; data: T; message: string; code?: string };
}

/** Call the API with a JSON body (or a query string for GET) and an optional member's token. */
export async function call<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
  member?: TestMember,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (member) headers.authorization = `Bearer ${member.token}`;
  let url = `${server.url}${path}`;
  let body: string | undefined;
  if (method === 'GET' && payload) {
    const query = new URLSearchParams(
      Object.entries(payload).map(([key, value]): [string, string] => [key, String(value)]),
    );
    url += `?${query.toString()}`;
  } else if (payload) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const response = await fetch(url, { method, headers, ...(body ? { body } : {}) });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}
