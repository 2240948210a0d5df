import { jest } from '@jest/globals';
import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import type { NoticeVersionsData } from '@kfeed/contracts/moderation';
import type { NotificationListData } from '@kfeed/contracts/notification';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { addAdmin } from './moderationTestKit.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  admin = await addAdmin(server, 'Admin');
  member = await addMember(server, { nickname: 'reader' });
  // Notices are read in languages the database knows.
  await addMember(server, { isoCode: 'ko' });
  await addMember(server, { isoCode: 'vi' });
}, 30_000);
afterAll(() => server.close());

const save = (body: Record<string, unknown>) =>
  call<{ noticeId: number }>(
    server,
    'POST',
    adminRoutes.saveNotice.path,
    { note: 'n', ...body },
    admin,
  );

const versions = async (noticeId: number) =>
  (
    await call<NoticeVersionsData>(
      server,
      'GET',
      adminRoutes.getNoticeVersions.path,
      { noticeId },
      admin,
    )
  ).body.data;

const readNotice = async (noticeId: number, isoCode: string) =>
  (await call<Notice>(server, 'GET', noticeRoutes.getNoticeData.path, { noticeId, isoCode })).body
    .data;

const auditActions = async (noticeId: number) =>
  (
    await server.db
      .selectFrom('moderation_audit')
      .select('action')
      .where('target_type', '=', 'NOTICE')
      .where('target_id', '=', noticeId)
      .orderBy('audit_id')
      .execute()
  ).map((row) => row.action);

const noticeRows = async (who: TestMember) =>
  (
    await call<NotificationListData>(
      server,
      'GET',
      notificationRoutes.getNotificationList.path,
      { page: 1, size: 50 },
      who,
    )
  ).body.data.notificationList.filter((n) => n.notificationType === 'NOTICE');

describe('saveNotice and getNoticeVersions', () => {
  it('write a notice in several languages, cleaned, and read it back for editing', async () => {
    const written = await save({
      isFixed: 'N',
      versionList: [
        {
          isoCode: 'en',
          title: '  Holiday hours  ',
          text: '<p onclick="steal()">Closed on <b>Monday</b>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/api/fileDownload.do?fileRovl=notices">rules</a>',
        },
        { isoCode: 'ko', title: '휴무 안내', text: '<p>월요일 휴무</p><style>body{}</style>' },
      ],
    });
    expect(written.status).toBe(200);
    const { noticeId } = written.body.data;
    const english = await readNotice(noticeId, 'en');
    expect(english).toMatchObject({ noticeTitle: 'Holiday hours', isFixed: 'N', isoCode: 'en' });
    expect(english.noticeText).toBe(
      '<p>Closed on <b>Monday</b>.</p><a>x</a><a href="/api/fileDownload.do?fileRovl=notices" target="_blank" rel="noopener noreferrer">rules</a>',
    );
    expect((await readNotice(noticeId, 'ko')).noticeText).toBe('<p>월요일 휴무</p>');
    // A language without a version reads the English one (no provider runs here).
    expect(await readNotice(noticeId, 'vi')).toMatchObject({
      isoCode: 'en',
      translationStatus: 'UNAVAILABLE',
      translationUnavailableReason: 'NOT_CONFIGURED',
    });
    expect(await readNotice(noticeId, 'ko')).toMatchObject({
      isoCode: 'ko',
      translationStatus: 'ORIGINAL',
    });
    expect(await versions(noticeId)).toEqual({
      noticeId,
      isFixed: 'N',
      versionList: [
        { isoCode: 'en', title: 'Holiday hours', text: english.noticeText },
        { isoCode: 'ko', title: '휴무 안내', text: '<p>월요일 휴무</p>' },
      ],
    });
    expect(await auditActions(noticeId)).toEqual(['SAVE_NOTICE']);

    // An edit replaces the versions as a whole.
    const edited = await save({
      noticeId,
      isFixed: 'N',
      versionList: [{ isoCode: 'ko', title: '휴무 변경', text: '<p>화요일 휴무</p>' }],
    });
    expect(edited.status).toBe(200);
    expect((await versions(noticeId)).versionList.map((v) => v.isoCode)).toEqual(['ko']);
    expect((await readNotice(noticeId, 'en')).noticeTitle).toBe('휴무 변경');
    expect(await auditActions(noticeId)).toEqual(['SAVE_NOTICE', 'SAVE_NOTICE']);
  });

  it('refuse a notice without an English or Korean version, twice one language, or nothing left', async () => {
    const refused = async (versionList: unknown[], code: string) =>
      expect(await save({ isFixed: 'N', versionList })).toMatchObject({
        status: 400,
        body: { code },
      });
    await refused([{ isoCode: 'ja', title: 'お知らせ', text: '<p>本文</p>' }], 'MODERATION-006');
    await refused(
      [
        { isoCode: 'en', title: 'a', text: '<p>a</p>' },
        { isoCode: 'en', title: 'b', text: '<p>b</p>' },
      ],
      'MODERATION-007',
    );
    await refused([{ isoCode: 'xx', title: 'a', text: '<p>a</p>' }], 'MODERATION-007');
    await refused(
      [{ isoCode: 'en', title: 'a', text: '<script>alert(1)</script>' }],
      'MODERATION-008',
    );
    expect(
      await save({
        noticeId: 987_654,
        isFixed: 'N',
        versionList: [{ isoCode: 'en', title: 'a', text: 'b' }],
      }),
    ).toMatchObject({ status: 404, body: { code: 'NOTICE-001' } });
    expect(
      await call(server, 'GET', adminRoutes.getNoticeVersions.path, { noticeId: 987_654 }, admin),
    ).toMatchObject({ status: 404, body: { code: 'NOTICE-001' } });
  });

  it('answer a title-only version with the text its readers are shown', async () => {
    const { notice_id: noticeId } = await server.db
      .insertInto('notices')
      .values({ is_fixed: 'N', created_at: '2025-01-01T00:00:00Z', deleted_at: null })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('notice_translations')
      .values([
        { notice_id: noticeId, iso_code: 'en', title: 'Seeded', text: '<p>English text</p>' },
        { notice_id: noticeId, iso_code: 'vi', title: 'Thông báo', text: '' },
      ])
      .execute();
    const versionList = [
      { isoCode: 'en', title: 'Seeded', text: '<p>English text</p>' },
      { isoCode: 'vi', title: 'Thông báo', text: '<p>English text</p>' },
    ];
    expect((await versions(noticeId)).versionList).toEqual(versionList);

    // Saved back as answered, the title alone stays a title alone (its text is read from
    // the English version, and machine-translated where a provider runs).
    expect((await save({ noticeId, isFixed: 'N', versionList })).status).toBe(200);
    const stored = await server.db
      .selectFrom('notice_translations')
      .select(['iso_code', 'title', 'text'])
      .where('notice_id', '=', noticeId)
      .orderBy('iso_code')
      .execute();
    expect(stored).toEqual([
      { iso_code: 'en', title: 'Seeded', text: '<p>English text</p>' },
      { iso_code: 'vi', title: 'Thông báo', text: '' },
    ]);
    expect((await versions(noticeId)).versionList).toEqual(versionList);
  });
});

describe('pinning', () => {
  it('pins and unpins, and a notice pinned after it was written reaches members as a NOTICE', async () => {
    const written = await save({
      isFixed: 'N',
      versionList: [{ isoCode: 'en', title: 'Quietly posted', text: '<p>text</p>' }],
    });
    const { noticeId } = written.body.data;
    expect((await noticeRows(member)).map((n) => n.noticeId)).not.toContain(noticeId);
    // A member who joined after it was written, before it was pinned.
    server.clock.advance(60_000);
    const joiner = await addMember(server, { nickname: 'joiner' });

    server.clock.advance(60_000);
    expect(
      (
        await save({
          noticeId,
          isFixed: 'Y',
          versionList: [{ isoCode: 'en', title: 'Now important', text: '<p>text</p>' }],
        })
      ).status,
    ).toBe(200);
    const count = await call<{ unreadCount: number }>(
      server,
      'GET',
      notificationRoutes.getUnreadCount.path,
      {},
      member,
    );
    expect(count.body.data.unreadCount).toBeGreaterThan(0);
    for (const who of [member, joiner]) {
      const [row] = (await noticeRows(who)).filter((n) => n.noticeId === noticeId);
      expect(row).toMatchObject({ noticeId, isRead: 'N', actorList: [] });
    }
    const list = await call<NoticeListData>(server, 'GET', noticeRoutes.getNoticeList.path, {
      page: 1,
      size: 10,
    });
    expect(list.body.data.fixedNoticeList.map((n) => n.noticeId)).toContain(noticeId);

    // A member who joins after the pin is not told (they find it among the pinned ones).
    server.clock.advance(60_000);
    const newcomer = await addMember(server, { nickname: 'newcomer' });
    expect((await noticeRows(newcomer)).map((n) => n.noticeId)).not.toContain(noticeId);

    await save({
      noticeId,
      isFixed: 'N',
      versionList: [{ isoCode: 'en', title: 'Now important', text: '<p>text</p>' }],
    });
    const after = await call<NoticeListData>(server, 'GET', noticeRoutes.getNoticeList.path, {
      page: 1,
      size: 10,
    });
    expect(after.body.data.fixedNoticeList.map((n) => n.noticeId)).not.toContain(noticeId);
    expect(await auditActions(noticeId)).toEqual([
      'SAVE_NOTICE',
      'SAVE_NOTICE',
      'PIN_NOTICE',
      'SAVE_NOTICE',
      'UNPIN_NOTICE',
    ]);
  });

  it('tells members of a notice written pinned at once', async () => {
    const written = await save({
      isFixed: 'Y',
      versionList: [{ isoCode: 'ko', title: '긴급 공지', text: '<p>내용</p>' }],
    });
    const { noticeId } = written.body.data;
    expect((await noticeRows(member)).map((n) => n.noticeId)).toContain(noticeId);
    expect(await auditActions(noticeId)).toEqual(['SAVE_NOTICE', 'PIN_NOTICE']);
  });
});
