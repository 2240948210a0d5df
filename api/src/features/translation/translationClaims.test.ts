import type { LanguageCode } from '@kfeed/contracts/languages';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, type TestMember } from '../../testing/contentFixtures.ts';
import { claimTranslation } from './translationClaims.ts';
import { TranslationService } from './translationService.ts';
import type { Translator } from './translator.ts';

const silentLog = { warn: () => {} };

/** A translator that records every text it was asked for, answering after a short wait. */
function recordingTranslator(calls: string[]): Translator {
  return {
    name: 'recording',
    async translate(texts: string[], _source: string | null, target: LanguageCode) {
      calls.push(`${target}:${texts[0] ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, 15));
      return texts.map((text) => `[${target}] ${text}`);
    },
  };
}

let server: TestServer;
let member: TestMember;
/** A second connection (pool) to the same database: what a second API process holds. */
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

describe('translation claims across processes', () => {
  it('gives a PENDING row to exactly one of many parallel claims', async () => {
    const feedId = await addFeed(server, member.userId, {
      title: 'Claim',
      text: 'me',
      language: 'en',
    });
    await server.db
      .insertInto('feed_translations')
      .values({
        feed_id: feedId,
        iso_code: 'ko',
        title: null,
        text: null,
        status: 'PENDING',
        updated_at: '2026-01-01T00:00:00Z',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const now = server.clock.now();
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claimTranslation(i % 2 ? other : server.db, 'feed', feedId, 'ko', `worker-${i}`, now),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `worker-${claims.indexOf(true)}`;
    // The winner may claim again (a retry); another worker only once the claim has run out.
    expect(await claimTranslation(other, 'feed', feedId, 'ko', winner, now)).toBe(true);
    expect(await claimTranslation(other, 'feed', feedId, 'ko', 'late', now)).toBe(false);
    const later = new Date(now.getTime() + 11 * 60 * 1000);
    expect(await claimTranslation(other, 'feed', feedId, 'ko', 'late', later)).toBe(true);
  });

  it('two workers on one database translate each language of a post exactly once', async () => {
    const calls: string[] = [];
    const options = { concurrency: 2, maxAttempts: 2, retryBaseMs: 5 };
    const first = new TranslationService(
      server.db,
      recordingTranslator(calls),
      server.clock,
      silentLog,
      options,
    );
    const second = new TranslationService(
      other,
      recordingTranslator(calls),
      server.clock,
      silentLog,
      options,
    );
    try {
      const feedId = await addFeed(server, member.userId, {
        title: 'Once only',
        text: 'Every language once.',
        language: 'en',
      });
      // The first process writes the post and queues its translations; the second starts
      // meanwhile and queues every PENDING row it finds, the same ones.
      await first.enqueueFeed(feedId);
      await second.resumePending();
      await Promise.all([first.idle(), second.idle()]);

      const rows = await server.db
        .selectFrom('feed_translations')
        .select(['iso_code', 'status', 'title'])
        .where('feed_id', '=', feedId)
        .execute();
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((row) => row.status === 'DONE')).toBe(true);
      const asked = calls.filter((call) => call.endsWith(':Once only'));
      expect(asked.sort()).toEqual(rows.map((row) => `${row.iso_code}:Once only`).sort());
    } finally {
      first.close();
      second.close();
    }
  });
});
