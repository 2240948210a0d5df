/** A round profile image with a neutral placeholder; decorative unless given a label. */
export function Avatar({
  src,
  size = 36,
  label,
}: {
  src: string | null | undefined;
  size?: number;
  label?: string;
}) {
  const style = {
    width: size,
    height: size,
    borderRadius: '50%',
    flex: 'none',
    objectFit: 'cover' as const,
    background: 'var(--color-border)',
  };
  if (!src)
    return (
      <span
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        style={{ ...style, display: 'inline-block' }}
      />
    );
  return (
    <img
      src={src}
      alt={label ?? ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
    />
  );
}
