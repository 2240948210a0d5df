import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category, FeedItem } from '@kfeed/contracts/feed';
import { emit, on } from '@kfeed/platform/events';
import { HOME_CATEGORY_ID, clearFeedListState } from '@kfeed/kit/feedListState';
import { useSession } from '@kfeed/platform/sessionStore';
import { HomeHeader } from '../features/header/HomeHeader.tsx';
import { CategoryStrip } from '../features/categories/CategoryStrip.tsx';
import { NATION_CATEGORY_ID } from '../features/categories/categoryDisplay.ts';
import { useCategories } from '../features/categories/useCategories.ts';
import { FeedList } from '../features/feed-list/FeedList.tsx';
import { feedChangeEffect } from '../lib/feedListModel.ts';
import { useFeedList } from '../features/feed-list/useFeedList.ts';
import { useInfiniteScroll } from '@kfeed/kit/hooks/useInfiniteScroll';
import { scrollStripTo } from '../features/list-state/restoreScroll.ts';
import { browserStartContext, decideStart } from '../features/list-state/startMode.ts';
import { useListStateSaver } from '../features/list-state/useListStateSaver.ts';
import { useStartPosition } from '../features/list-state/useStartPosition.ts';
import styles from './HomePage.module.css';

const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/** Home (spec 1, section 2): header, category strip and the endless feed, restored on return. */
export function HomePage() {
  const { t, i18n } = useTranslation('feed');
  const language = i18n.language;
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const location = useLocation();
  const historyPop = useNavigationType() === 'POP';
  const [start] = useState(() => decideStart(browserStartContext(location.search, historyPop)));

  const list = useFeedList(
    start.kind === 'restore'
      ? { categoryId: start.state.categoryId, restored: start.state }
      : { categoryId: start.categoryId },
    language,
  );
  const { model, loadMore, reset, drop } = list;
  const modelRef = useRef(model);
  useEffect(() => {
    modelRef.current = model;
  });

  const stripRef = useRef<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const saver = useListStateSaver(model, stripRef, start.kind === 'restore');
  useStartPosition(start, stripRef, () => saver.setPaused(false));

  // Page 1 of a fresh, reset or retried-from-empty list; later pages come from the sentinel.
  useEffect(() => {
    if (model.items.length === 0 && !model.isEnd && !model.loading) loadMore();
  }, [model.items.length, model.isEnd, model.loading, model.generation, loadMore]);
  useInfiniteScroll(loadMore, {
    sentinel: sentinelRef,
    enabled: model.items.length > 0 && !model.isEnd && !model.loading,
    watchKey: model.items.length,
  });

  // Another language means other translations: page 1 again, same category.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    reset(modelRef.current.categoryId);
    toTop();
  }, [language, reset]);

  useEffect(
    () =>
      on('list:reset', ({ list: name }) => {
        if (name !== 'feed') return;
        clearFeedListState();
        reset(HOME_CATEGORY_ID);
        toTop();
        scrollStripTo(stripRef.current, 0);
      }),
    [reset],
  );

  useEffect(
    () =>
      on('feed:changed', (change) => {
        const effect = feedChangeEffect(modelRef.current.items, change);
        if (effect.kind === 'reload') reset(modelRef.current.categoryId);
        else drop(effect.feedIds, effect.userIds);
      }),
    [reset, drop],
  );

  // Signed out (logout, expiry, another tab) while on a members-only category: back to
  // All, and the saved list state with it, so Back from a post does not restore it either.
  useEffect(() => {
    if (isLoggedIn || modelRef.current.categoryId !== NATION_CATEGORY_ID) return;
    clearFeedListState();
    reset(HOME_CATEGORY_ID);
    toTop();
  }, [isLoggedIn, reset]);

  const categories = useCategories(language, isLoggedIn);

  // A category the new list no longer offers falls back to All too.
  useEffect(() => {
    if (!categories || categories.length === 0) return;
    const id = modelRef.current.categoryId;
    if (id === HOME_CATEGORY_ID || categories.some((c) => c.categoryId === id)) return;
    clearFeedListState();
    reset(HOME_CATEGORY_ID);
  }, [categories, reset]);
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
      if (category.categoryId !== modelRef.current.categoryId) reset(category.categoryId);
    },
    [isLoggedIn, reset],
  );

  const { saveBeforeLeaving } = saver;
  const openPost = useCallback((_item: FeedItem) => saveBeforeLeaving(), [saveBeforeLeaving]);

  return (
    <div className={styles.home}>
      <HomeHeader />
      <CategoryStrip
        categories={stripCategories}
        activeId={model.categoryId}
        language={language}
        onSelect={selectCategory}
        stripRef={stripRef}
        onScrollX={saver.onStripScroll}
      />
      <FeedList
        model={model}
        language={language}
        onOpen={openPost}
        onRetry={list.retry}
        sentinelRef={sentinelRef}
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
