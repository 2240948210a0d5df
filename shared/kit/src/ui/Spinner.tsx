import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div
      role="status"
      style={{ display: 'flex', justifyContent: 'center', padding: 'var(--space-5)' }}
    >
      <span
        aria-hidden="true"
        style={{
          width: 28,
          height: 28,
          border: '3px solid var(--color-border)',
          borderTopColor: 'var(--color-primary)',
          borderRadius: '50%',
          animation: 'kf-spin 0.8s linear infinite',
        }}
      />
      <span className="kf-visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
