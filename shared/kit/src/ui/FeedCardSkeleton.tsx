import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import { THUMBNAIL_SIZE } from '@kfeed/kit/ui/FeedCard';
import styles from './FeedCardSkeleton.module.css';

/** The shape of a FeedCard while its page loads (hidden from screen readers). */
export function FeedCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.text}>
        <Skeleton width="30%" height={18} radius={9} />
        <Skeleton width="85%" height={20} />
        <Skeleton width="100%" height={14} />
        <Skeleton width="60%" height={14} />
      </div>
      <Skeleton width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} radius={12} />
    </div>
  );
}
