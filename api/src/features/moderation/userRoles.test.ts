import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { ROLE_ADMIN, ROLE_MODERATOR } from '@kfeed/contracts/auth';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.ts';
import { describeRoleChange, RoleCommandError, setMemberRole } from './userRoles.ts';

jest.setTimeout(60_000);

let dir: string;
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-user-role-'));
  database = await createTestDatabase(dir);
  db = await openDatabase(database.url);
  const { language_id } = await db
    .insertInto('languages')
    .values({
      iso_code: 'en',
      language_name: 'English',
      language_name_en: 'English',
      translate_support: 'Y',
      sort_order: 1,
    })
    .returning('language_id')
    .executeTakeFirstOrThrow();
  const member = (email: string, nickname: string, roles: string[], status = 'ACTIVE') => ({
    email,
    nickname,
    nation_id: null,
    language_id,
    self_introduce: null,
    profile_image_path: null,
    is_official: 'N' as const,
    roles: JSON.stringify(roles),
    status: status as 'ACTIVE' | 'WITHDRAWN',
    created_at: '2026-01-01T00:00:00Z',
    withdrawn_at: null,
  });
  await db
    .insertInto('users')
    .values([
      member('mia@example.com', 'Mia', []),
      member('old@example.com', 'Old', ['ROLE_BETA', ROLE_ADMIN]),
      member('gone@example.com', 'Gone', [], 'WITHDRAWN'),
    ])
    .execute();
}, 30_000);
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const rolesOf = async (email: string) =>
  JSON.parse(
    (
      await db
        .selectFrom('users')
        .select('roles')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).roles,
  ) as string[];

describe('setMemberRole', () => {
  it('makes a member a moderator, then an admin, then neither, keeping other roles', async () => {
    const change = await setMemberRole(db, 'Mia@Example.com ', 'moderator');
    expect(change).toMatchObject({ email: 'mia@example.com', before: [], after: [ROLE_MODERATOR] });
    expect(await rolesOf('mia@example.com')).toEqual([ROLE_MODERATOR]);
    await setMemberRole(db, 'mia@example.com', 'admin');
    expect(await rolesOf('mia@example.com')).toEqual([ROLE_ADMIN]);
    await setMemberRole(db, 'mia@example.com', 'member');
    expect(await rolesOf('mia@example.com')).toEqual([]);

    const old = await setMemberRole(db, 'old@example.com', 'member');
    expect(old.after).toEqual(['ROLE_BETA']);
    expect(describeRoleChange(old)).toBe(
      `old@example.com (Old, member ${old.userId}): roles ROLE_BETA, ROLE_ADMIN -> ROLE_BETA`,
    );
  });

  it('refuses an unknown or withdrawn address and an unknown role, changing nothing', async () => {
    await expect(setMemberRole(db, 'nobody@example.com', 'admin')).rejects.toThrow(
      new RoleCommandError('No active member has the e-mail address nobody@example.com.'),
    );
    await expect(setMemberRole(db, 'gone@example.com', 'admin')).rejects.toThrow(RoleCommandError);
    await expect(setMemberRole(db, 'mia@example.com', 'superuser')).rejects.toThrow(
      /--role must be one of moderator, admin, member \(not "superuser"\)/,
    );
    expect(await rolesOf('mia@example.com')).toEqual([]);
    expect(await rolesOf('gone@example.com')).toEqual([]);
  });
});

/** Run scripts/userRole.ts on the test database; its exit code and output. */
function runCommand(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/userRole.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run user:role', () => {
  it('prints what it did, and exits non-zero with a reason when it cannot', async () => {
    const granted = await runCommand(['--email', 'mia@example.com', '--role', 'moderator']);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toMatch(
      /mia@example\.com \(Mia, member \d+\): roles none -> ROLE_MODERATOR/,
    );
    expect(await rolesOf('mia@example.com')).toEqual([ROLE_MODERATOR]);

    const unknown = await runCommand(['--email', 'who@example.com', '--role', 'admin']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No active member has the e-mail address who@example.com.');
    const badRole = await runCommand(['--email', 'mia@example.com', '--role', 'owner']);
    expect(badRole.code).toBe(1);
    expect(badRole.output).toContain('--role must be one of moderator, admin, member');
    const usage = await runCommand(['--email', 'mia@example.com']);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('usage: npm run user:role');
    expect(await rolesOf('mia@example.com')).toEqual([ROLE_MODERATOR]);
  });
});
