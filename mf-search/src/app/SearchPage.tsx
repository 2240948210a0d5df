import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@kfeed/platform/events';
import { useSession } from '@kfeed/platform/sessionStore';
import { useLanguageChange, useListReset } from '@kfeed/kit/hooks/useListScreenEvents';
import { usePagedFeedList } from '@kfeed/kit/pagedList/usePagedFeedList';
import type { FeedContentQuery } from '@kfeed/kit/postNavigation';
import { PagedFeedList } from '@kfeed/kit/ui/PagedFeedList';
import { searchWords } from '@kfeed/kit/utils/highlight';
import { restoreWindowScroll, scrollWindowToTop } from '@kfeed/kit/windowScrollRestore';
import { SEARCH_TEXT_MAX, SearchBox } from '../features/search-box/SearchBox.tsx';
import { RecentSearches } from '../features/recent-searches/RecentSearches.tsx';
import { useRecentSearches } from '../features/recent-searches/useRecentSearches.ts';
import { searchPageLoader } from '../features/results/searchPages.ts';
import {
  browserSearchStartContext,
  decideSearchStart,
} from '../features/list-state/searchListState.ts';
import { useSearchStateSaver } from '../features/list-state/useSearchStateSaver.ts';
import styles from './SearchPage.module.css';

/** Spec 2, sections 2 and 9: search asks for the next page 50 px before the end. */
export const SEARCH_SCROLL_MARGIN_PX = 50;

/** Every result links to its post with the way back to Search (docs/post-navigation.md). */
const FROM_SEARCH: FeedContentQuery = { from: 'search' };

const toTop = scrollWindowToTop;

/** The search term a shared address carries (`?q=`), trimmed and within the box's limit. */
function termInAddress(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
}

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
  // A shared search (`/search?q=visa`) opens with its results; coming back restores instead.
  const [linkedTerm] = useState(() => (restored ? '' : termInAddress(location.search)));

  // The term the results are for ('' before the first search: nothing to load yet).
  const [searchText, setSearchText] = useState(restored?.searchText ?? linkedTerm);
  const load = useMemo(
    () => (searchText ? searchPageLoader(searchText, language) : null),
    [searchText, language],
  );
  const { list, reset, view } = usePagedFeedList(load, restored);
  const recent = useRecentSearches(member, language, restored?.history ?? null);
  const [query, setQuery] = useState(restored?.searchText ?? linkedTerm);
  const saver = useSearchStateSaver(list, searchText, recent.entries, language, restored !== null);

  const inputRef = useRef<HTMLInputElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const headingId = useId();
  const shownText = useRef(searchText);
  useEffect(() => {
    shownText.current = searchText;
  });

  // The term is kept in the address (`?q=`), so a search can be shared and reopened; it
  // replaces the entry, so Back still leaves Search as before.
  const showTermInAddress = useCallback(
    (term: string) => {
      void navigate(
        { search: term ? `?${new URLSearchParams({ q: term }).toString()}` : '' },
        { replace: true },
      );
    },
    [navigate],
  );

  // Spec 2, section 4: a new search starts again at page 1 and replaces the results.
  const search = useCallback(
    (term: string) => {
      setSearchText(term);
      reset();
      showTermInAddress(term);
    },
    [reset, showTermInAddress],
  );
  // Back to the screen before any search.
  const clear = useCallback(() => {
    setSearchText('');
    reset();
    showTermInAddress('');
  }, [reset, showTermInAddress]);

  // Once: a restored search gets its scroll position back; the `restored` query then goes.
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    // The restored search shows its term in the address, as a search just made does.
    const dropQuery = () => {
      if (!search.has('restored')) return;
      search.delete('restored');
      if (restored?.searchText) search.set('q', restored.searchText);
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

  // After a search, the results heading takes focus (and a phone's keyboard closes).
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    headingRef.current?.focus({ preventScroll: true });
  }, [list.generation]);

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
  useLanguageChange(language, () => {
    if (shownText.current) search(shownText.current);
    toTop();
  });

  // The bottom navigation's search tap from elsewhere: forget everything, back to the top.
  useListReset('search', () => {
    clear();
    setQuery('');
    toTop();
  });

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
  const words = useMemo(() => searchWords(searchText), [searchText]);

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
      {searchText === '' ? (
        <div className={styles.intro}>
          <p className={styles.introTitle}>{t('intro.title')}</p>
          <p>{t('intro.body')}</p>
        </div>
      ) : (
        <PagedFeedList
          {...view}
          language={language}
          onOpen={saver.saveBeforeLeaving}
          labelledBy={headingId}
          header={
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
              {t('results.heading', { term: searchText })}
            </h2>
          }
          loadingText={t('results.loading')}
          failedText={t('results.failed')}
          emptyTitle={t('results.empty_title', { term: searchText })}
          emptyText={t('results.empty_body')}
          announceEmpty
          endText={t('results.end')}
          linkQuery={FROM_SEARCH}
          highlight={words}
          marginPx={SEARCH_SCROLL_MARGIN_PX}
        />
      )}
    </div>
  );
}
