import styles from './Skeleton.module.css';

/**
 * A placeholder shape while content loads. Sizes are SVG attributes, not inline styles, so a
 * screen the server draws into the HTML shows them under the page's CSP (no style attributes).
 */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 6,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
}) {
  return (
    <svg aria-hidden="true" className={styles.skeleton} width={width} height={height}>
      <rect width="100%" height="100%" rx={radius} ry={radius} />
    </svg>
  );
}
