import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit } from '@kfeed/platform/events';
import { homeCategoryUrl } from '@kfeed/kit/homeCategory';
import { parseFeedContentQuery } from '@kfeed/kit/postNavigation';
import { feedPath } from '@kfeed/kit/routes';
import { useSession } from '@kfeed/platform/sessionStore';
import { ActionMenu, type ActionMenuItem } from '../../components/ActionMenu.tsx';
import { NotificationBell } from '@kfeed/kit/ui/NotificationBell';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { PostNotFound, PostSkeleton } from '../../components/PostStates.tsx';
import { useLiveTranslation } from '../../hooks/useLiveTranslation.ts';
import { useOriginalToggle } from '@kfeed/kit/hooks/useOriginalToggle';
import { deviceTextShown, useDeviceTranslation } from '../../hooks/useDeviceTranslation.ts';
import { requestTranslation } from '@kfeed/kit/calls/requestTranslation';
import { getFeedData } from '../../lib/api/getFeedData.ts';
import {
  authorProfileState,
  backToNotifications,
  postBackTarget,
} from '../../lib/backNavigation.ts';
import { feedTranslationFor } from '../../lib/translatedText.ts';
import { CommentSection } from '../../features/comments/CommentSection.tsx';
import { ImageViewer } from '../../features/image-viewer/ImageViewer.tsx';
import {
  categoryNameFor,
  feedImageDescriptions,
  feedImageUrls,
} from '../../features/post-detail/feedDisplay.ts';
import { ImageCarousel } from '../../features/post-detail/ImageCarousel.tsx';
import { PostActions } from '../../features/post-detail/PostActions.tsx';
import { PostArticle, type ShownText } from '../../features/post-detail/PostArticle.tsx';
import { notFoundPageMeta, postPageMeta } from '../../features/post-detail/postMeta.ts';
import { usePageMeta } from '../../features/post-detail/usePageMeta.ts';
import { useFeedData } from '../../features/post-detail/useFeedData.ts';
import { usePostActions } from '../../features/post-detail/usePostActions.ts';
import styles from './FeedContentView.module.css';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /feed/:feedId — one post with its images, text, actions and comments (spec 2, section 2). */
export function FeedContentView() {
  const { t, i18n } = useTranslation('post');
  const { t: tc } = useTranslation('common');
  const isoCode = i18n.language;
  const navigate = useNavigate();
  const location = useLocation();
  const feedId = parseId(useParams().feedId);
  const query = useMemo(() => parseFeedContentQuery(location.search), [location.search]);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userId = useSession((s) => s.userId);
  const { state, update, refresh } = useFeedData(feedId, isoCode);
  // Signed in (or out) on this screen: the post's like and what the reader may do are
  // theirs now, so it is read again (the screen stays where it is).
  const readerBefore = useRef(userId);
  useEffect(() => {
    if (readerBefore.current === userId) return;
    readerBefore.current = userId;
    void refresh();
  }, [userId, refresh]);
  const feed = state.status === 'loaded' ? state.feed : null;
  const actions = usePostActions(feed, update);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  // The post's translation into the reader's language, ready now: fetched again, replaced
  // in place, and said politely.
  const [translationArrivedFor, setTranslationArrivedFor] = useState<number | null>(null);
  useLiveTranslation(
    isoCode,
    (done) => done.targetType === 'FEED' && done.targetId === feedId,
    (done) => {
      void refresh().then(() => setTranslationArrivedFor(done.targetId));
    },
  );

  const original = useOriginalToggle(
    async () => {
      const data = await getFeedData({
        feedId: feedId ?? 0,
        isoCode,
        getOriginal: true,
        skipViewCount: true,
      });
      // The pictures' descriptions are translated with the post: their originals too.
      return {
        title: data.feedTitle,
        text: data.feedText,
        descriptions: feedImageDescriptions(data),
      };
    },
    `${feedId}:${isoCode}:${feed?.feedTitle ?? ''}:${feed?.feedText ?? ''}`,
  );

  const translation = feed ? feedTranslationFor(feed, isoCode) : null;
  const deviceTexts = useMemo(
    () => (feed ? [feed.feedTitle, feed.feedText] : []),
    [feed?.feedTitle, feed?.feedText], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const device = useDeviceTranslation(
    deviceTexts,
    feed?.detectedLanguageCode ?? null,
    isoCode,
    feed?.translationStatus === 'UNAVAILABLE',
  );
  const onDevice = deviceTextShown(device);
  const shown: ShownText | null = feed
    ? onDevice
      ? { title: onDevice[0] ?? '', text: onDevice[1] ?? '', lang: isoCode }
      : original.showingOriginal && original.original
        ? {
            title: original.original.title,
            text: original.original.text,
            lang: feed.detectedLanguageCode ?? undefined,
          }
        : translation
          ? {
              title: translation.feedTransTitle || feed.feedTitle,
              text: translation.feedTransText || feed.feedText,
              lang: isoCode,
            }
          : {
              title: feed.feedTitle,
              text: feed.feedText,
              lang: feed.detectedLanguageCode ?? undefined,
            }
    : null;
  const images = useMemo(() => (feed ? feedImageUrls(feed) : []), [feed]);
  const shownOriginal = original.showingOriginal ? original.original : null;
  const descriptions = useMemo(
    () => shownOriginal?.descriptions ?? (feed ? feedImageDescriptions(feed) : []),
    [feed, shownOriginal],
  );

  const meta = useMemo(() => {
    if (state.status === 'notFound')
      return notFoundPageMeta(t('not_found.title'), t('not_found.body'));
    if (!feed || !shown) return null;
    const first = images[0];
    return postPageMeta({
      title: shown.title,
      text: shown.text,
      author: feed.userNickname,
      publishedAt: feed.feedCreateDatetime,
      // Relative: made absolute when applied, so that rendering never reads the window.
      image: first ?? null,
      url: feedPath(feed.feedId),
      siteName: tc('brand'),
    });
    // The shown text is derived from these; listing `shown` itself would re-run every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, feed, shown?.title, shown?.text, images, t, tc]);
  usePageMeta(meta);

  const goBack = () => {
    if (backToNotifications(query) && location.key !== 'default') {
      navigate(-1);
      return;
    }
    const target = postBackTarget(query);
    navigate(target.to, {
      ...(target.replace ? { replace: true } : {}),
      ...(target.state ? { state: target.state } : {}),
    });
  };

  const isOwner = !!feed && isLoggedIn && feed.userId === userId;
  const menuItems: ActionMenuItem[] = isOwner
    ? [
        { key: 'edit', label: t('menu.edit'), onSelect: actions.edit },
        {
          key: 'delete',
          label: t('menu.delete'),
          onSelect: () => void actions.remove(),
          danger: true,
        },
      ]
    : [
        { key: 'report', label: t('menu.report'), onSelect: () => void actions.report() },
        {
          key: 'block',
          label: t('menu.block_user'),
          onSelect: () => void actions.block(),
          danger: true,
        },
      ];

  return (
    <div className={styles.page}>
      <ScreenHeader
        title={tc('route.FeedContentView')}
        // The post's title is the page's h1.
        level={2}
        onBack={goBack}
        end={
          isLoggedIn ? (
            <>
              <NotificationBell />
              {feed ? <ActionMenu label={t('menu.label')} items={menuItems} /> : null}
            </>
          ) : null
        }
      />
      <p role="status" className="kf-visually-hidden">
        {translationArrivedFor !== null && translationArrivedFor === feedId
          ? t('live.translation_ready')
          : ''}
      </p>
      {state.status === 'loading' ? <PostSkeleton /> : null}
      {state.status === 'notFound' ? <PostNotFound /> : null}
      {feed && shown ? (
        <>
          <article className={styles.post} aria-label={shown.title || t('post.untitled')}>
            <ImageCarousel
              images={images}
              descriptions={descriptions}
              onOpen={(index) => setViewerIndex(index)}
            />
            <PostArticle
              feed={feed}
              shown={shown}
              categoryName={categoryNameFor(feed, isoCode)}
              authorState={
                authorProfileState(query, feed.feedId, feed.userId) ??
                postBackTarget(query).state ?? { userId: feed.userId }
              }
              // Home, asked through its address, opens that category at page 1.
              onCategory={() => navigate(homeCategoryUrl(feed.categoryId))}
              original={original}
              device={device}
              onAskAgain={async () => {
                update(
                  await requestTranslation({ targetType: 'FEED', targetId: feed.feedId, isoCode }),
                );
              }}
              onLanguageChanged={(isoCode) => {
                update({ detectedLanguageCode: isoCode, translatedFeedMap: {} });
                void refresh();
              }}
            />
            <PostActions
              feed={feed}
              isLoggedIn={isLoggedIn}
              liking={actions.liking}
              likeWaiting={actions.likeWaiting}
              onLike={() => void actions.like()}
              canShare={actions.canShare}
              onShare={() => void actions.share()}
            />
          </article>
          <CommentSection
            feedId={feed.feedId}
            isoCode={isoCode}
            commentCount={feed.feedCommentCount}
            query={query}
            onCommentsChanged={() => void refresh()}
            onLoginRequest={() => emit('auth:open-login', { reason: 'action' })}
          />
          {viewerIndex !== null ? (
            <ImageViewer
              images={images}
              descriptions={descriptions}
              startIndex={viewerIndex}
              onClose={() => setViewerIndex(null)}
            />
          ) : null}
        </>
      ) : null}
      {actions.reportDialog}
    </div>
  );
}
