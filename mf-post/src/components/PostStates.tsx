import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import styles from './PostStates.module.css';

/** The post while it loads: the shapes of what is coming. */
export function PostSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')}>
      <div className={styles.image}>
        <Skeleton height="100%" radius={0} />
      </div>
      <div className={styles.lines}>
        <div className={styles.author}>
          <Skeleton width={40} height={40} radius={20} />
          <Skeleton width={120} />
        </div>
        <Skeleton width="70%" height={24} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </div>
    </div>
  );
}

/** A post that could not be loaded: deleted, hidden, or never there. */
export function PostNotFound() {
  const { t } = useTranslation('post');
  return (
    <section className={styles.notFound} aria-labelledby="post-not-found-title">
      <h1 id="post-not-found-title" className={styles.title}>
        {t('not_found.title')}
      </h1>
      <p>{t('not_found.body')}</p>
      <Link to="/" className="kf-button kf-button--primary">
        {t('not_found.go_home')}
      </Link>
    </section>
  );
}
