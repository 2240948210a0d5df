import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routeByName } from '@kfeed/kit/routes';
import { useSession } from '@kfeed/platform/sessionStore';
import { PageHeader } from '../../components/PageHeader.tsx';
import { getMyFeedList, getMyLikeFeedList } from '../../lib/api/memberFeedLists.ts';
import { FeedCardList } from '../../components/FeedCardList.tsx';
import { readSavedList, saveList, type MemberList } from './savedLists.ts';
import { useFeedPages } from '../../hooks/useFeedPages.ts';
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
  const load = useCallback((page: number) => LOADERS[list](page, language), [list, language]);
  const { model, loadMore, retry } = useFeedPages(load, saved ?? undefined);

  useEffect(() => {
    if (saved) requestAnimationFrame(() => window.scrollTo(0, saved.scrollY));
  }, [saved]);

  const onOpen = () =>
    saveList(list, {
      userId,
      items: model.items,
      page: model.page,
      isEnd: model.isEnd,
      scrollY: window.scrollY,
    });

  return (
    <FeedCardList
      label={t(`lists.${list}`)}
      model={model}
      language={language}
      linkQuery={{ from: list }}
      onOpen={onOpen}
      loadMore={loadMore}
      retry={retry}
      emptyText={t(`lists.${list}_empty`)}
    />
  );
}

function MemberFeedListScreen({ list }: { list: MemberList }) {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const userId = useSession((s) => s.userId);
  return (
    <div className={screen.screen}>
      <PageHeader title={t(`lists.${list}`)} onBack={() => navigate(routeByName('MyPage').path)} />
      {/* Keyed by member: another member's list starts afresh. */}
      {userId !== null ? <MemberFeedListBody key={userId} list={list} userId={userId} /> : null}
    </div>
  );
}

export const MyFeedList = () => <MemberFeedListScreen list="myFeed" />;
export const MyLikeList = () => <MemberFeedListScreen list="myLike" />;
