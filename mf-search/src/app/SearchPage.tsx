import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { on, showAlert } from '@kfeed/platform/events';
import { useSession } from '@kfeed/platform/sessionStore';
import { useInfiniteScroll } from '@kfeed/kit/hooks/useInfiniteScroll';
import { searchWords } from '@kfeed/kit/utils/highlight';
import { restoreWindowScroll } from '@kfeed/kit/windowScrollRestore';
import { SearchBox } from '../features/search-box/SearchBox.tsx';
import { RecentSearches } from '../features/recent-searches/RecentSearches.tsx';
import { useRecentSearches } from '../features/recent-searches/useRecentSearches.ts';
import { SearchResults } from '../features/results/SearchResults.tsx';
import { needsFirstPage } from '../lib/searchListModel.ts';
import { useSearchList } from '../features/results/useSearchList.ts';
import {
  browserSearchStartContext,
  clearSearchListState,
  decideSearchStart,
} from '../features/list-state/searchListState.ts';
import { useSearchStateSaver } from '../features/list-state/useSearchStateSaver.ts';
import styles from './SearchPage.module.css';

/** Spec 2, sections 2 and 9: search asks for the next page 50 px before the end. */
export const SEARCH_SCROLL_MARGIN_PX = 50;

const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/** Search (spec 2, section 2): the box, recent searches and the results, restored on return. */
export function SearchPage() {
  const { t, i18n } = useTranslation('search');
  const language = i18n.language;
  const member = useSession((s) => (s.isLoggedIn ? s.userId : null));
  const location = useLocation();
  const navigate = useNavigate();
  const historyPop = useNavigationType() === 'POP';
  const [start] = useState(() =>
    decideSearchStart(browserSearchStartContext(location.search, historyPop, language)),
  );
  const restored = start.kind === 'restore' ? start.state : null;

  const list = useSearchList(restored, language);
  const { model, loadMore, search, clear } = list;
  const recent = useRecentSearches(member, language, restored?.history ?? null);
  const [query, setQuery] = useState(restored?.searchText ?? '');
  const saver = useSearchStateSaver(model, recent.entries, language, restored !== null);

  const inputRef = useRef<HTMLInputElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const modelRef = useRef(model);
  useEffect(() => {
    modelRef.current = model;
  });

  // Once: a restored search gets its scroll position back; the `restored` query then goes.
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const dropQuery = () => {
      if (!search.has('restored')) return;
      search.delete('restored');
      const rest = search.toString();
      void navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
    };
    if (restored) {
      return restoreWindowScroll(restored.scrollY, () => {
        saver.setPaused(false);
        dropQuery();
      });
    }
    toTop();
    dropQuery();
    return undefined;
    // Runs once per mount: the start is decided when Search mounts.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Page 1 of a new search; later pages come from the sentinel.
  useEffect(() => {
    if (needsFirstPage(model)) loadMore();
  }, [model, loadMore]);
  useInfiniteScroll(loadMore, {
    sentinel: sentinelRef,
    enabled: model.items.length > 0 && !model.isEnd && !model.loading,
    watchKey: model.items.length,
    marginPx: SEARCH_SCROLL_MARGIN_PX,
  });

  // After a search, the results heading takes focus (and a phone's keyboard closes).
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    headingRef.current?.focus({ preventScroll: true });
  }, [model.generation]);

  const { record } = recent;
  const submit = useCallback(
    (raw: string) => {
      // Spec 2, section 5: the term is trimmed and must not be empty.
      const term = raw.trim();
      if (!term) {
        void showAlert({ message: t('empty_term') });
        return;
      }
      setQuery(term);
      focusResults.current = true;
      search(term);
      record(term);
      toTop();
    },
    [t, search, record],
  );

  // Like Home, the results follow the reader's language: the same search again, from the top.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    const { searchText } = modelRef.current;
    if (searchText) search(searchText);
    toTop();
  }, [language, search]);

  // The bottom navigation's search tap from elsewhere: forget everything, back to the top.
  useEffect(
    () =>
      on('list:reset', ({ list: name }) => {
        if (name !== 'search') return;
        clearSearchListState();
        clear();
        setQuery('');
        toTop();
      }),
    [clear],
  );

  const { remove } = recent;
  const deleteEntry = useCallback(
    async (term: string) => {
      const deleted = await remove(term);
      if (!deleted) void showAlert({ message: t('history.delete_failed') });
      return deleted;
    },
    [remove, t],
  );
  const focusBox = useCallback(() => inputRef.current?.focus(), []);
  const words = useMemo(() => searchWords(model.searchText), [model.searchText]);
  const { saveBeforeLeaving } = saver;
  const openPost = useCallback(() => saveBeforeLeaving(), [saveBeforeLeaving]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className="kf-visually-hidden">{t('title')}</h1>
        <SearchBox value={query} onChange={setQuery} onSubmit={submit} inputRef={inputRef} />
      </header>
      <RecentSearches
        entries={recent.entries}
        onSearch={submit}
        onDelete={deleteEntry}
        onEmptied={focusBox}
      />
      {model.isInitialSearch ? (
        <div className={styles.intro}>
          <p className={styles.introTitle}>{t('intro.title')}</p>
          <p>{t('intro.body')}</p>
        </div>
      ) : (
        <SearchResults
          model={model}
          language={language}
          words={words}
          onOpen={openPost}
          onRetry={list.retry}
          sentinelRef={sentinelRef}
          headingRef={headingRef}
        />
      )}
    </div>
  );
}
