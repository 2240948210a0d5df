import styles from './NewCommentsButton.module.css';

/**
 * "2 new comments": loads them into the list where they belong, without moving the page.
 * Said politely when it appears or its count changes.
 */
export function NewCommentsButton({
  count,
  label,
  onShow,
  testId,
}: {
  count: number;
  label: string;
  onShow: () => void;
  testId: string;
}) {
  return (
    <div role="status" className={count > 0 ? styles.slot : undefined}>
      {count > 0 ? (
        <button type="button" className={styles.button} onClick={onShow} data-testid={testId}>
          {label}
        </button>
      ) : null}
    </div>
  );
}
