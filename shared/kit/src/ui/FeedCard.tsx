import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { CARD_THUMBNAIL } from '@kfeed/contracts/cardThumbnail';
import { feedContentUrl, type FeedContentQuery } from '@kfeed/kit/postNavigation';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { VerifiedBadge } from '@kfeed/kit/ui/VerifiedBadge';
import { formatRelativeTime, parseUtc } from '@kfeed/kit/utils/relativeTime';
import { categoryRefName } from '@kfeed/kit/utils/categoryName';
import { excerpt, feedTextFor } from '@kfeed/kit/utils/feedText';
import { highlightText, textNearFirstMatch } from '@kfeed/kit/utils/highlight';
import { CARD_THUMBNAIL_SIZES, thumbnailSources } from '@kfeed/kit/utils/thumbnailSources';
import styles from './FeedCard.module.css';

/** The thumbnail's box, fixed so a late image never shifts the list. */
export const THUMBNAIL_SIZE = CARD_THUMBNAIL.box;

interface FeedCardProps {
  item: FeedItem;
  /** The reader's interface language. */
  language: string;
  /** Called before the link navigates: Home saves its list state here. */
  onOpen: (item: FeedItem) => void;
  now?: Date;
  /** Where the post's back button leads (e.g. `{ from: 'search' }`); Home passes none. */
  linkQuery?: FeedContentQuery;
  /** Search words to mark in the title and text the reader sees. */
  highlight?: readonly string[];
  /**
   * The first card whose picture is visible without scrolling: its thumbnail loads at
   * once with high priority (it may be the page's largest paint); every other one lazily.
   */
  priority?: boolean;
}

function Count({ icon, label, count }: { icon: string; label: string; count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count} aria-label={label} role="img">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path fill="currentColor" d={icon} />
      </svg>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}

const HEART =
  'M12 21l-1.4-1.3C5.4 15 2 12 2 8.3 2 5.3 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1C13.2 3.8 14.9 3 16.6 3 19.6 3 22 5.3 22 8.3c0 3.7-3.4 6.7-8.6 11.4z';
const BUBBLE = 'M4 4h16a2 2 0 012 2v10a2 2 0 01-2 2H8l-4 4V6a2 2 0 012-2z';
const STACK = 'M4 6h12v12H4zM8 2h12v12h-2V4H8z';

/** One post in a list (Home, search, a member's lists): the whole card is a single link to the post. */
export const FeedCard = memo(function FeedCard({
  item,
  language,
  onOpen,
  now,
  linkQuery,
  highlight,
  priority = false,
}: FeedCardProps) {
  const { t } = useTranslation('kit');
  const { title, text, lang } = feedTextFor(item, language);
  const category = item.feedCategoryWithTranslatedList ?? item.feedCategory;
  const thumbnail = item.feedThumbnailImageList[0]?.url;
  const sources = thumbnailSources(item.thumbnails);
  const created = parseUtc(item.feedCreateDatetime);

  return (
    // Named by its content (category, title, excerpt, author, time, counts): a link's name
    // holds all of its visible text, so speech input ("click <title>") and screen readers
    // meet the same words (WCAG 2.5.3).
    <Link
      to={feedContentUrl(item.feedId, linkQuery)}
      className={styles.card}
      onClick={() => onOpen(item)}
      data-feed-id={item.feedId}
    >
      <div className={styles.body}>
        {category ? (
          <span className={styles.category}>{categoryRefName(category, language)}</span>
        ) : null}
        <h2 className={styles.title} lang={lang}>
          {highlight ? highlightText(title, highlight) : title}
        </h2>
        {text ? (
          <p className={styles.excerpt} lang={lang}>
            {highlight
              ? highlightText(excerpt(textNearFirstMatch(text, highlight)), highlight)
              : excerpt(text)}
          </p>
        ) : null}
      </div>
      {thumbnail ? (
        <div className={styles.thumbnail}>
          {/* Card-sized crops (AVIF, else WebP) at the screen's density; the large
              thumbnail stays the fallback for pictures stored before they existed. */}
          <picture>
            {sources.map((source) => (
              <source
                key={source.type}
                type={source.type}
                srcSet={source.srcSet}
                sizes={CARD_THUMBNAIL_SIZES}
              />
            ))}
            <img
              src={thumbnail}
              alt=""
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          </picture>
          {item.thumbnailCount > 1 ? (
            <span
              className={styles.imageCount}
              role="img"
              aria-label={t('card.image_count', { count: item.thumbnailCount })}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
                <path fill="currentColor" d={STACK} />
              </svg>
              <span aria-hidden="true">{item.thumbnailCount}</span>
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={styles.meta}>
        <Avatar src={item.userProfileImageUrl} size={24} />
        <span className={styles.author}>
          <span className={styles.nickname}>{item.userNickname}</span>
          {item.userIsOfficial === 'Y' ? <VerifiedBadge size={14} /> : null}
        </span>
        <time
          className={styles.time}
          dateTime={Number.isNaN(created.getTime()) ? undefined : created.toISOString()}
        >
          {formatRelativeTime(item.feedCreateDatetime, language, now)}
        </time>
        <span className={styles.counts}>
          <Count
            icon={HEART}
            count={item.feedLikeCount}
            label={t('card.likes', { count: item.feedLikeCount })}
          />
          <Count
            icon={BUBBLE}
            count={item.feedCommentCount}
            label={t('card.comments', { count: item.feedCommentCount })}
          />
        </span>
      </div>
    </Link>
  );
});
