import type { SearchHistoryEntry } from '@kfeed/contracts/common';
import { SEARCH_TEXT_MAX } from '@kfeed/contracts/limits';
import type { Db } from '../../db/db.ts';
import { LOCK_SCOPES, lockWithinTransaction } from '../../db/dialect.ts';
import { toUtcString, type Clock } from '../../clock.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import { controlCharacterInSearch } from './searchMessages.ts';
import type { LanguageCode } from '@kfeed/contracts/languages';

/** A member's recent searches: at most this many, newest first. */
export const SEARCH_HISTORY_MAX = 10;

export const searchErrors = {
  blank: () => badRequest('SEARCH-001', 'Please enter a search term.'),
  tooLong: () =>
    badRequest('SEARCH-002', `A search term can be at most ${SEARCH_TEXT_MAX} characters.`),
  notInHistory: () => notFound('SEARCH-003', 'This search is not in your recent searches.'),
};

/** Tabs and line breaks (a pasted term) read as spaces; every other control character is refused. */
const LINE_SPACE = /[\t\n\r]/g;
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The trimmed search text, refused when blank, too long or holding a control character. */
export function validSearchText(raw: string, language: LanguageCode): string {
  const text = raw.replace(LINE_SPACE, ' ').trim();
  if (CONTROL_CHARACTER.test(text)) throw controlCharacterInSearch(language);
  if (!text) throw searchErrors.blank();
  if ([...text].length > SEARCH_TEXT_MAX) throw searchErrors.tooLong();
  return text;
}

export async function listSearchHistory(db: Db, userId: number): Promise<SearchHistoryEntry[]> {
  const rows = await db
    .selectFrom('search_history')
    .select(['search_text', 'searched_at'])
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('search_history_id', 'desc')
    .limit(SEARCH_HISTORY_MAX)
    .execute();
  return rows.map((row) => ({
    searchText: row.search_text,
    transTextForSearch: null,
    searchDatetime: row.searched_at,
    searchTextVisible: 'Y',
  }));
}

/** Put a search at the front of the member's history (moving it if already there), keeping ten. */
export async function recordSearch(
  db: Db,
  clock: Clock,
  userId: number,
  searchText: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The same search twice at once (two tabs, two API processes) would both insert.
    await lockWithinTransaction(trx, LOCK_SCOPES.recordSearch, userId);
    // Deleted and inserted again rather than updated, so the newer id also orders
    // searches made within the same second.
    await trx
      .deleteFrom('search_history')
      .where('user_id', '=', userId)
      .where('search_text', '=', searchText)
      .execute();
    await trx
      .insertInto('search_history')
      .values({ user_id: userId, search_text: searchText, searched_at: toUtcString(clock.now()) })
      .execute();
    const kept = trx
      .selectFrom('search_history')
      .select('search_history_id')
      .where('user_id', '=', userId)
      .orderBy('searched_at', 'desc')
      .orderBy('search_history_id', 'desc')
      .limit(SEARCH_HISTORY_MAX);
    await trx
      .deleteFrom('search_history')
      .where('user_id', '=', userId)
      .where('search_history_id', 'not in', kept)
      .execute();
  });
}

export async function forgetSearch(db: Db, userId: number, searchText: string): Promise<void> {
  const result = await db
    .deleteFrom('search_history')
    .where('user_id', '=', userId)
    .where('search_text', '=', searchText)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw searchErrors.notInHistory();
}
