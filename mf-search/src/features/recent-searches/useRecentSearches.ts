import { useCallback, useEffect, useRef, useState } from 'react';
import { getSearchHistoryList } from './api/getSearchHistoryList.ts';
import { insertSearchHistory } from './api/insertSearchHistory.ts';
import { deleteSearchHistory } from './api/deleteSearchHistory.ts';
import { addRecent, readLocalRecent, removeRecent, writeLocalRecent } from './recentSearchStore.ts';

export interface RecentSearches {
  entries: string[];
  /** After a search: at the front (moved there when repeated). */
  record: (searchText: string) => void;
  /** Resolves false when the server refused or failed (the caller tells the reader). */
  remove: (searchText: string) => Promise<boolean>;
}

/**
 * Recent searches (spec 2, sections 4 and 9): a visitor's in this browser, a member's on
 * the server, reloaded after each search. `member` is the signed-in user id or null.
 */
export function useRecentSearches(
  member: number | null,
  language: string,
  shownBefore: string[] | null,
): RecentSearches {
  const [entries, setEntries] = useState<string[]>(() =>
    member === null ? readLocalRecent() : (shownBefore ?? []),
  );
  // Answers for an earlier member (or an earlier reload) are dropped.
  const generation = useRef(0);
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  });

  // Signed in or out meanwhile: the other list (adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(member);
  if (shownFor !== member) {
    setShownFor(member);
    setEntries(member === null ? readLocalRecent() : []);
  }

  /** The member's list from the server; an answer overtaken by a later change is dropped. */
  const loadMemberList = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const list = await getSearchHistoryList(languageRef.current);
      if (mine === generation.current) setEntries(list.map((entry) => entry.searchText));
    } catch (error) {
      console.error('[mf-search] recent searches not loaded', error);
    }
  }, []);

  useEffect(() => {
    if (member !== null) void loadMemberList();
    // Signed out: an answer still on its way belonged to the member.
    else generation.current += 1;
  }, [member, loadMemberList]);

  const record = useCallback(
    (searchText: string) => {
      if (member === null) {
        const next = addRecent(readLocalRecent(), searchText);
        writeLocalRecent(next);
        setEntries(next);
        return;
      }
      // Shown at once; the server's list replaces it when it answers.
      setEntries((current) => addRecent(current, searchText));
      generation.current += 1;
      insertSearchHistory(searchText)
        .catch((error: unknown) => console.error('[mf-search] search not kept', error))
        .finally(() => void loadMemberList());
    },
    [member, loadMemberList],
  );

  const remove = useCallback(
    async (searchText: string) => {
      if (member === null) {
        const next = removeRecent(readLocalRecent(), searchText);
        writeLocalRecent(next);
        setEntries(next);
        return true;
      }
      try {
        await deleteSearchHistory(searchText);
      } catch (error) {
        console.error('[mf-search] recent search not deleted', error);
        return false;
      }
      generation.current += 1;
      setEntries((current) => removeRecent(current, searchText));
      await loadMemberList();
      return true;
    },
    [member, loadMemberList],
  );

  return { entries, record, remove };
}
