import type { ReactNode } from 'react';
import type { LanguageOption } from './language-option';
import { ColorModeToggle } from './ColorModeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import layout from './layout.module.css';
import { MainNavigation } from './MainNavigation';
import styles from './SiteHeader.module.css';
import { SiteLogo } from './SiteLogo';

interface SiteHeaderProps {
  /** The search box lives in the catalogue feature; the header only gives it a place. */
  search?: ReactNode;
  /** Account controls (sign in / out) from the account feature. */
  account?: ReactNode;
  /** The languages of the site, when the page loaded them (editorial pages do). */
  languages?: readonly LanguageOption[] | null;
  /** The path and query the page was asked for, when it is served under another. */
  currentHref?: string;
}

export function SiteHeader({ search, account, languages, currentHref }: SiteHeaderProps) {
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={`${layout.container} ${styles.row}`}>
        <div className={styles.logo}>
          <SiteLogo />
        </div>
        <div className={styles.search}>{search}</div>
        <div className={styles.tools}>
          <LanguageSwitch options={languages} currentHref={currentHref} />
          <ColorModeToggle />
          {account}
        </div>
        <div className={styles.nav}>
          <MainNavigation />
        </div>
      </div>
    </header>
  );
}
