import styles from './Avatar.module.css';

/**
 * A round profile image with a neutral placeholder; decorative unless given a label. Sizes
 * are attributes, not inline styles (the page's CSP allows no style attributes in its HTML).
 */
export function Avatar({
  src,
  size = 36,
  label,
}: {
  src: string | null | undefined;
  size?: number;
  label?: string;
}) {
  if (!src)
    return (
      <svg
        className={styles.placeholder}
        width={size}
        height={size}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
      >
        <circle cx="50%" cy="50%" r="50%" />
      </svg>
    );
  return (
    <img
      className={styles.avatar}
      src={src}
      alt={label ?? ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
