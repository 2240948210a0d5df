import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import type { AuditLogData } from '@kfeed/contracts/moderation';
import { MODERATION_LIMITS } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { isPostgres } from '../../db/dialect.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { rowCount } from '../../testing/rowCount.ts';
import { addAdmin, addModerator, resolve } from './moderationTestKit.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(60_000);

let server: TestServer;
let moderator: TestMember;
let admin: TestMember;
let subject: TestMember;
let feedId: number;

beforeAll(async () => {
  server = await startTestServer();
  moderator = await addModerator(server, 'Mia');
  admin = await addAdmin(server, 'Ada');
  subject = await addMember(server, { nickname: 'Sam' });
  feedId = await addFeed(server, subject.userId);
  await resolve(server, moderator, {
    targetType: 'FEED',
    targetId: feedId,
    action: 'WARN',
    note: 'tone it down',
  });
  server.clock.advance(1000);
  await resolve(server, moderator, {
    targetType: 'USER',
    targetId: subject.userId,
    action: 'SUSPEND',
    suspendDays: 30,
    note: 'again',
  });
  server.clock.advance(1000);
  await call(
    server,
    'POST',
    adminRoutes.setOfficial.path,
    { userId: subject.userId, isOfficial: 'Y', note: 'the city office' },
    admin,
  );
}, 30_000);
afterAll(() => server.close());

const auditLog = async (query: Record<string, unknown> = {}) => {
  const answer = await call<AuditLogData>(
    server,
    'GET',
    adminRoutes.getAuditLog.path,
    { page: 1, ...query },
    moderator,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('the audit log', () => {
  it('lists who did what to whom, when and why, newest first', async () => {
    const { auditList, pagination } = await auditLog();
    expect(auditList.map((entry) => entry.action)).toEqual(['SET_OFFICIAL', 'SUSPEND', 'WARN']);
    expect(pagination).toMatchObject({ totalElements: 3, currentPage: 1 });
    expect(auditList[1]).toMatchObject({
      targetType: 'USER',
      targetId: subject.userId,
      subjectUserId: subject.userId,
      subjectNickname: 'Sam',
      moderatorId: moderator.userId,
      moderatorNickname: 'Mia',
      note: 'again',
    });
    expect(auditList[1]?.suspendedUntil).toMatch(/Z$/);
    expect(auditList[2]).toMatchObject({
      targetType: 'FEED',
      targetId: feedId,
      subjectUserId: subject.userId,
      suspendedUntil: null,
    });
    expect(auditList[0]).toMatchObject({ moderatorNickname: 'Ada', note: 'the city office' });
  });

  it('filters by action, target and moderator', async () => {
    const actions = async (query: Record<string, unknown>) =>
      (await auditLog(query)).auditList.map((entry) => entry.action);
    expect(await actions({ action: 'WARN' })).toEqual(['WARN']);
    expect(await actions({ targetType: 'USER' })).toEqual(['SET_OFFICIAL', 'SUSPEND']);
    expect(await actions({ targetType: 'FEED', targetId: feedId })).toEqual(['WARN']);
    expect(await actions({ moderatorId: admin.userId })).toEqual(['SET_OFFICIAL']);
    expect(await actions({ moderatorId: subject.userId })).toEqual([]);
  });

  it('pages by MODERATION_LIMITS.auditPageSize', async () => {
    const target = await addMember(server);
    for (let i = 0; i < MODERATION_LIMITS.auditPageSize; i += 1) {
      await resolve(server, moderator, {
        targetType: 'USER',
        targetId: target.userId,
        action: 'WARN',
        note: `warning ${i}`,
      });
    }
    const first = await auditLog();
    expect(first.auditList).toHaveLength(MODERATION_LIMITS.auditPageSize);
    expect(first.pagination.totalElements).toBe(MODERATION_LIMITS.auditPageSize + 3);
    expect((await auditLog({ page: 2 })).auditList.map((e) => e.action)).toEqual([
      'SET_OFFICIAL',
      'SUSPEND',
      'WARN',
    ]);
  });

  it('cannot be changed or deleted, not even straight in the database', async () => {
    const before = await rowCount(server, 'moderation_audit');
    const notes = async () =>
      (await server.db.selectFrom('moderation_audit').select('note').orderBy('audit_id').execute())
        .map((row) => row.note)
        .join('|');
    const kept = await notes();
    await expect(
      server.db.updateTable('moderation_audit').set({ note: 'rewritten' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.db.deleteFrom('moderation_audit').where('action', '=', 'WARN').execute(),
    ).rejects.toThrow(/append-only/);
    await expect(server.db.deleteFrom('moderation_audit').execute()).rejects.toThrow(/append-only/);
    if (isPostgres(server.db)) {
      await expect(sql`TRUNCATE moderation_audit`.execute(server.db)).rejects.toThrow(
        /append-only/,
      );
    }
    expect(await rowCount(server, 'moderation_audit')).toBe(before);
    expect(await notes()).toBe(kept);
    // Appending still works.
    await resolve(server, moderator, { targetType: 'FEED', targetId: feedId, action: 'WARN' });
    expect(await rowCount(server, 'moderation_audit')).toBe(before + 1);
  });

  it('is never updated or deleted by the API’s code', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) return sources(full);
        return /\.ts$/.test(entry) && !/\.test\.ts$/.test(entry) ? [full] : [];
      });
    const offenders = sources(root).filter((file) =>
      /(updateTable|deleteFrom)\(\s*'moderation_audit|(UPDATE|DELETE FROM|TRUNCATE)\s+moderation_audit/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
