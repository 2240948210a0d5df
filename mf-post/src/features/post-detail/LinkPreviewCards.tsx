import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkPreview } from '@kfeed/contracts/feed';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import { useSession } from '@kfeed/platform/sessionStore';
import { MAX_LINK_PREVIEWS, domainOf, fallbackPreview, loadLinkPreview } from './linkPreview.ts';
import styles from './LinkPreviewCards.module.css';

function PreviewCard({ url }: { url: string }) {
  const { t } = useTranslation('post');
  // Previews are for members (the API refuses visitors): a visitor gets the plain card.
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [loaded, setLoaded] = useState<LinkPreview | null | 'loading'>('loading');
  const preview = isLoggedIn ? loaded : null;

  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    void loadLinkPreview(url).then((result) => current && setLoaded(result));
    return () => {
      current = false;
    };
  }, [url, isLoggedIn]);

  if (preview === 'loading') {
    return (
      <div className={styles.card} aria-busy="true">
        <div className={styles.body}>
          <Skeleton width="60%" />
          <Skeleton width="90%" height={12} />
        </div>
      </div>
    );
  }
  const shown = preview ?? fallbackPreview(url, t('link_preview.generic_description'));
  const domain = shown.domain || domainOf(url);
  return (
    <a className={styles.card} href={shown.url || url} target="_blank" rel="noopener noreferrer">
      {shown.image ? (
        <img className={styles.image} src={shown.image} alt="" loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.body}>
        <span className={styles.title}>{shown.title || domain}</span>
        {shown.description ? <span className={styles.description}>{shown.description}</span> : null}
        <span className={styles.domain}>{shown.siteName || domain}</span>
      </span>
    </a>
  );
}

/** Preview cards for the first links of a post's text. */
export function LinkPreviewCards({ urls }: { urls: string[] }) {
  const unique = [...new Set(urls)].slice(0, MAX_LINK_PREVIEWS);
  if (unique.length === 0) return null;
  return (
    <div className={styles.cards}>
      {unique.map((url) => (
        <PreviewCard key={url} url={url} />
      ))}
    </div>
  );
}
