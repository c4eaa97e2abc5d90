import type { ReactNode } from 'react';
import type { LanguageOption } from './language-option';
import { ColorModeToggle } from './ColorModeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import layout from './layout.module.css';
import { MainNavigation } from './MainNavigation';
import styles from './SiteHeader.module.css';
import { SiteLogo } from './SiteLogo';

/** The class of the header's bar: the element its island takes. */
export const HEADER_BAR_CLASS_NAME = `${layout.container} ${styles.row}`;

/** The site's header around its bar (an island: every control of the header is in it). */
export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className={styles.header} data-testid="site-header">
      {children}
    </header>
  );
}

interface HeaderBarProps {
  /** The search box lives in the catalogue feature; the header only gives it a place. */
  search?: ReactNode;
  /** Account controls (sign in / out) from the account feature. */
  account?: ReactNode;
  /** The languages of the site, when the page loaded them (editorial pages do). */
  languages?: readonly LanguageOption[] | null;
  /** The path and query the page was asked for, when it is served under another. */
  currentHref?: string;
}

/** The header's bar: logo, search, language, colour mode, account, then the navigation. */
export function HeaderBar({ search, account, languages, currentHref }: HeaderBarProps) {
  return (
    <>
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
    </>
  );
}
