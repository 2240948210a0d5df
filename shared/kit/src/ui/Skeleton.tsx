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
    <span
      aria-hidden="true"
      style={{
        display: 'block',
        width,
        height,
        borderRadius: radius,
        background: 'linear-gradient(90deg, #eceef1 0px, #f7f8fa 100px, #eceef1 200px)',
        backgroundSize: '400px 100%',
        animation: 'kf-shimmer 1.2s linear infinite',
      }}
    />
  );
}
