import { useTranslation } from 'react-i18next';
import { BUSINESS_INFO, type BusinessField } from './businessDetails.ts';
import styles from './MyPage.module.css';

/** The operator's business details, folded away until asked for. */
export function BusinessInfo() {
  const { t } = useTranslation('mypage');
  return (
    <details className={styles.business}>
      <summary className={styles.businessSummary}>{t('business.title')}</summary>
      <dl className={styles.businessList}>
        {(Object.keys(BUSINESS_INFO) as BusinessField[]).map((field) => (
          <div key={field} className={styles.businessRow}>
            <dt>{t(`business.${field}`)}</dt>
            <dd>{BUSINESS_INFO[field]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
