import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { ProfileNavigationState } from '@kfeed/kit/postNavigation';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { VerifiedBadge } from '@kfeed/kit/ui/VerifiedBadge';
import { LinkifiedText, linkUrls } from '@kfeed/kit/utils/linkify';
import { EditedTime } from '../../components/EditedTime.tsx';
import { RelativeTime } from '../../components/RelativeTime.tsx';
import { SourceLanguageLine } from '../../components/SourceLanguageLine.tsx';
import { updateFeedLanguage } from '../../lib/api/updateContentLanguage.ts';
import type { OriginalToggle } from '@kfeed/kit/hooks/useOriginalToggle';
import { TranslationStatusLine } from '@kfeed/kit/ui/TranslationStatusLine';
import type { DeviceTranslation } from '../../hooks/useDeviceTranslation.ts';
import { LinkPreviewCards } from './LinkPreviewCards.tsx';
import styles from './PostArticle.module.css';

export interface ShownText {
  title: string;
  text: string;
  /** The language the shown text is in, when known. */
  lang: string | undefined;
}

/** Author, category, time, title and body with links, link previews and the translation status. */
export function PostArticle({
  feed,
  shown,
  categoryName,
  authorState,
  onCategory,
  original,
  device,
  onAskAgain,
  onLanguageChanged,
}: {
  feed: FeedItem;
  shown: ShownText;
  categoryName: string;
  authorState: ProfileNavigationState;
  onCategory: () => void;
  original: OriginalToggle<unknown>;
  /** The browser's own translator, where the server has no translation. */
  device: DeviceTranslation;
  /** Ask the server again for a translation that failed. */
  onAskAgain: () => Promise<void>;
  /** The author corrected the post's language (it is being translated again). */
  onLanguageChanged: (isoCode: string) => void;
}) {
  const { t } = useTranslation('post');
  return (
    <div className={styles.article}>
      <div className={styles.authorRow}>
        <Link
          to="/profile"
          state={authorState}
          className={styles.author}
          aria-label={t('post.author_profile', { nickname: feed.userNickname })}
        >
          <Avatar src={feed.userProfileImageUrl} size={40} />
          <span className={styles.nickname}>{feed.userNickname}</span>
          {feed.userIsOfficial === 'Y' ? <VerifiedBadge size={16} /> : null}
        </Link>
        <span className={styles.when}>
          <RelativeTime utc={feed.feedCreateDatetime} className={styles.time} />
          <EditedTime utc={feed.editedAt} className={`${styles.time} ${styles.edited}`} />
        </span>
      </div>
      {categoryName ? (
        <button
          type="button"
          className={styles.category}
          onClick={onCategory}
          aria-label={t('post.category', { name: categoryName })}
        >
          {categoryName}
        </button>
      ) : null}
      <div lang={shown.lang}>
        {/* The page's one h1 (where focus goes on arrival), also for a post without a title. */}
        {shown.title ? (
          <h1 className={styles.title}>{shown.title}</h1>
        ) : (
          <h1 className="kf-visually-hidden">{t('post.untitled')}</h1>
        )}
        <p className={styles.text}>
          <LinkifiedText text={shown.text} />
        </p>
      </div>
      <TranslationStatusLine
        status={feed}
        original={original}
        device={device}
        onAskAgain={onAskAgain}
      />
      <SourceLanguageLine
        language={feed.detectedLanguageCode}
        authorId={feed.userId}
        submit={async (isoCode) =>
          (await updateFeedLanguage({ feedId: feed.feedId, isoCode })).outcome
        }
        onChanged={onLanguageChanged}
      />
      <LinkPreviewCards urls={linkUrls(shown.text)} />
    </div>
  );
}
