import { useTranslation } from 'react-i18next';
import styles from './NewPostsButton.module.css';

/**
 * "3 new posts" floating under the category strip while posts wait; tapping it shows them
 * (the list from page 1, at the top). Said politely when it appears or its count changes.
 */
export function NewPostsButton({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('feed');
  return (
    <div className={styles.slot} role="status">
      {count > 0 ? (
        <button
          type="button"
          className={styles.button}
          onClick={onShow}
          data-testid="home-new-posts"
        >
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 19V5M5 12l7-7 7 7" />
          </svg>
          {t('live.new_posts', { count })}
        </button>
      ) : null}
    </div>
  );
}
