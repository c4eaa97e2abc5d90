import NextLink from 'next/link';
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';

export function SiteLogo() {
  const { t } = useTranslation('common');
  return (
    <Link as={NextLink} href="/" display="inline-flex" alignItems="center" gap={2} _hover={{ textDecoration: 'none' }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#6f3fc7" />
        <path d="M9 22V10h7.5a4.5 4.5 0 010 9H13v3z" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
        <circle cx="23" cy="22" r="2.2" fill="#ffd166" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>{t('siteName')}</span>
    </Link>
  );
}
