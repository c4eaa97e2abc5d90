import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './SiteLogo.module.css';

export function SiteLogo() {
  const { t } = useTranslation('common');
  return (
    <SiteLink href="/" className={styles.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#5f33b0" />
        <path
          d="M9 22V10h7.5a4.5 4.5 0 010 9H13v3z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
        <circle cx="23" cy="22" r="2.2" fill="#ffd166" />
      </svg>
      <span className={styles.name}>{t('siteName')}</span>
    </SiteLink>
  );
}
