import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category } from '@kfeed/contracts/feed';
import { emit, on, type LiveNewPost } from '@kfeed/platform/events';
import { useSession } from '@kfeed/platform/sessionStore';
import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
import { useLanguageChange, useListReset } from '@kfeed/kit/hooks/useListScreenEvents';
import { usePagedFeedList } from '@kfeed/kit/pagedList/usePagedFeedList';
import { PagedFeedList } from '@kfeed/kit/ui/PagedFeedList';
import { scrollWindowToTop } from '@kfeed/kit/windowScrollRestore';
import { HomeHeader } from '../features/header/HomeHeader.tsx';
import { CategoryStrip } from '../features/categories/CategoryStrip.tsx';
import { NATION_CATEGORY_ID } from '../features/categories/categoryDisplay.ts';
import { useCategories } from '../features/categories/useCategories.ts';
import { embeddedFirstPage, homePageLoader } from '../features/feed-list/homeFeedPages.ts';
import { feedChangeEffect } from '../lib/feedChanges.ts';
import { clearFeedListState } from '../lib/homeListState.ts';
import { scrollStripTo } from '../features/list-state/restoreScroll.ts';
import { browserStartContext, decideStart } from '../features/list-state/startMode.ts';
import { useCategoryRequest } from '../features/list-state/useCategoryRequest.ts';
import { useListStateSaver } from '../features/list-state/useListStateSaver.ts';
import { useStartPosition } from '../features/list-state/useStartPosition.ts';
import { NewPostsButton } from '../features/new-posts/NewPostsButton.tsx';
import { showsNewPost } from '../features/new-posts/newPostMatch.ts';
import { useNewPosts } from '../features/new-posts/useNewPosts.ts';
import styles from './HomePage.module.css';

const toTop = scrollWindowToTop;

/** Home (spec 1, section 2): header, category strip and the endless feed, restored on return. */
export function HomePage() {
  const { t, i18n } = useTranslation('feed');
  const language = i18n.language;
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const location = useLocation();
  const historyPop = useNavigationType() === 'POP';
  const [start] = useState(() => decideStart(browserStartContext(location.search, historyPop)));

  const [categoryId, setCategoryId] = useState(() =>
    start.kind === 'restore' ? start.state.categoryId : start.categoryId,
  );
  // Where the list starts: the saved pages back from a post, or page 1 embedded in the page.
  const [firstPages] = useState(() =>
    start.kind === 'restore' ? start.state : embeddedFirstPage(start.categoryId, language),
  );
  const load = useMemo(() => homePageLoader(categoryId, language), [categoryId, language]);
  const { list, reset, drop, view } = usePagedFeedList(load, firstPages);
  const latest = useRef({ list, categoryId });
  useEffect(() => {
    latest.current = { list, categoryId };
  });

  /** Page 1 of a category (the same one again: reloaded), answers for the old list dropped. */
  const startList = useCallback(
    (id: string) => {
      setCategoryId(id);
      reset();
    },
    [reset],
  );

  const stripRef = useRef<HTMLDivElement | null>(null);
  const saver = useListStateSaver(list, categoryId, stripRef, start.kind === 'restore');
  useStartPosition(start, stripRef, () => saver.setPaused(false));

  // Another language means other translations: page 1 again, same category.
  useLanguageChange(language, () => {
    reset();
    toTop();
  });

  useListReset('feed', () => {
    startList(HOME_CATEGORY_ID);
    toTop();
    scrollStripTo(stripRef.current, 0);
  });

  // Another app asks for a category through the URL (`/?categoryId=3`) while Home is on
  // screen; the one Home mounted with is its start.
  useCategoryRequest((id) => {
    toTop();
    startList(id);
  });

  useEffect(
    () =>
      on('feed:changed', (change) => {
        const effect = feedChangeEffect(latest.current.list.items, change);
        if (effect.kind === 'reload') reset();
        else drop(effect.feedIds, effect.userIds);
      }),
    [reset, drop],
  );

  // Signed out (logout, expiry, another tab) while on a members-only category: back to
  // All, and the saved list state with it, so Back from a post does not restore it either.
  useEffect(() => {
    if (isLoggedIn || latest.current.categoryId !== NATION_CATEGORY_ID) return;
    clearFeedListState();
    startList(HOME_CATEGORY_ID);
    toTop();
  }, [isLoggedIn, startList]);

  const categories = useCategories(language, isLoggedIn);

  // A category the new list no longer offers falls back to All too.
  useEffect(() => {
    if (!categories || categories.length === 0) return;
    const id = latest.current.categoryId;
    if (id === HOME_CATEGORY_ID || categories.some((c) => c.categoryId === id)) return;
    clearFeedListState();
    startList(HOME_CATEGORY_ID);
  }, [categories, startList]);
  const stripCategories = useMemo(
    () => withHome(categories, t('categories.home')),
    [categories, t],
  );

  // The chips arrive after the list: put the strip where it was, or bring the chosen chip
  // (e.g. picked on a post) into view. Once, when the chips first appear.
  const chipsShown = categories !== null;
  useEffect(() => {
    if (!chipsShown) return;
    if (start.kind === 'restore') scrollStripTo(stripRef.current, start.state.categoryScrollX);
    else centerActiveChip(stripRef.current);
  }, [chipsShown, start]);

  const selectCategory = useCallback(
    (category: Category) => {
      if (category.categoryId === NATION_CATEGORY_ID && !isLoggedIn) {
        emit('auth:open-login', { reason: 'action' });
        return;
      }
      toTop();
      if (category.categoryId !== latest.current.categoryId) startList(category.categoryId);
    },
    [isLoggedIn, startList],
  );

  // Posts published since this list was loaded (members: the live channel), shown on request.
  const belongsHere = useCallback(
    (post: LiveNewPost) => showsNewPost(categoryId, post, NATION_CATEGORY_ID),
    [categoryId],
  );
  const newPostCount = useNewPosts(list, categoryId, belongsHere);
  const showNewPosts = useCallback(() => {
    toTop();
    reset();
  }, [reset]);

  return (
    <div className={styles.home}>
      <HomeHeader />
      <div className={styles.top}>
        <CategoryStrip
          categories={stripCategories}
          activeId={categoryId}
          language={language}
          onSelect={selectCategory}
          stripRef={stripRef}
          onScrollX={saver.onStripScroll}
        />
        {/* Only members hear of new posts (visitors open no live channel). */}
        {isLoggedIn ? <NewPostsButton count={newPostCount} onShow={showNewPosts} /> : null}
      </div>
      <PagedFeedList
        {...view}
        language={language}
        onOpen={saver.saveBeforeLeaving}
        label={t('list.label')}
        loadingText={t('list.loading')}
        failedText={t('list.failed')}
        emptyTitle={t('list.empty_title')}
        emptyText={t('list.empty_body')}
        endText={t('list.end')}
        prioritizeFirstPicture
        skipTarget
      />
    </div>
  );
}

function centerActiveChip(strip: HTMLElement | null): void {
  const chip = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (!strip || !chip) return;
  scrollStripTo(strip, chip.offsetLeft - (strip.clientWidth - chip.offsetWidth) / 2);
}

/** The strip always starts with `home`, even when the server's list leaves it out. */
function withHome(categories: Category[] | null, homeName: string): Category[] | null {
  if (categories === null) return null;
  if (categories.some((c) => c.categoryId === HOME_CATEGORY_ID)) return categories;
  return [
    {
      categoryId: HOME_CATEGORY_ID,
      categoryName: homeName,
      categoryImageUrl: '',
      categoryType: '[]',
      translatedList: {},
    },
    ...categories,
  ];
}
