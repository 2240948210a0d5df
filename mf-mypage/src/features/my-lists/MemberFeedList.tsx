import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routeByName } from '@kfeed/kit/routes';
import { useSession } from '@kfeed/platform/sessionStore';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { pageOfPosts } from '@kfeed/kit/pagedList/pagedList';
import { usePagedFeedList } from '@kfeed/kit/pagedList/usePagedFeedList';
import { PagedFeedList } from '@kfeed/kit/ui/PagedFeedList';
import { getMyFeedList, getMyLikeFeedList } from '../../lib/api/memberFeedLists.ts';
import { readSavedList, saveList, type MemberList } from './savedLists.ts';
import screen from '../../components/Screen.module.css';

const LOADERS = { myFeed: getMyFeedList, myLike: getMyLikeFeedList } as const;

/**
 * One member list: the posts this member wrote or liked, endless, pages of 10. Opened
 * with `?restored=true` (back from a post) it shows the saved list where it was.
 */
function MemberFeedListBody({ list, userId }: { list: MemberList; userId: number }) {
  const { t, i18n } = useTranslation('mypage');
  const [params] = useSearchParams();
  const restored = params.get('restored') === 'true';
  const [saved] = useState(() => (restored ? readSavedList(list, userId) : null));
  const language = i18n.language;
  const load = useCallback(
    async (page: number) => pageOfPosts(await LOADERS[list](page, language)),
    [list, language],
  );
  const { list: pages, view } = usePagedFeedList(load, saved);

  useEffect(() => {
    if (saved) requestAnimationFrame(() => window.scrollTo(0, saved.scrollY));
  }, [saved]);

  const onOpen = () =>
    saveList(list, {
      userId,
      items: pages.items,
      page: pages.page,
      // A failure is not saved as the end: coming back tries that page again.
      isEnd: pages.isEnd && !pages.failed,
      scrollY: window.scrollY,
    });

  return (
    <PagedFeedList
      {...view}
      language={language}
      linkQuery={{ from: list }}
      onOpen={onOpen}
      label={t(`lists.${list}`)}
      loadingText={t('list.loading')}
      failedText={t('list.failed')}
      emptyText={t(`lists.${list}_empty`)}
      endText={t('list.end')}
    />
  );
}

function MemberFeedListScreen({ list }: { list: MemberList }) {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const userId = useSession((s) => s.userId);
  return (
    <div className={screen.screen}>
      <ScreenHeader
        title={t(`lists.${list}`)}
        onBack={() => navigate(routeByName('MyPage').path)}
      />
      {/* Keyed by member: another member's list starts afresh. */}
      {userId !== null ? <MemberFeedListBody key={userId} list={list} userId={userId} /> : null}
    </div>
  );
}

export const MyFeedList = () => <MemberFeedListScreen list="myFeed" />;
export const MyLikeList = () => <MemberFeedListScreen list="myLike" />;
