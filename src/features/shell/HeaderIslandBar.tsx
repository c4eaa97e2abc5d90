import { useMemo } from 'react';
import { HeaderBar } from '@/components/layout/SiteHeader';
import { NO_SHELL_LINKS, ShellLinksContext, type ShellLink } from '@/components/layout/shell-links';
import { AccountMenu } from '../account/AccountMenu';
import { SearchBox } from '../catalogue/search/SearchBox';
import { usePageShellState, type PageShellState } from './shell-state';

export interface HeaderIslandProps extends PageShellState {
  /** The header's "Services" entries from the content backend's primary menu. */
  services: ShellLink[];
}

/**
 * The header's bar as an island: search, language, colour mode, account and navigation are all
 * things a shopper touches. It hydrates on the first load and stays for the page's life; later
 * pages tell it their languages and address (shell-state.ts), and the router its path.
 */
export default function HeaderIslandBar({ services, ...firstLoad }: HeaderIslandProps) {
  const { languages, currentHref } = usePageShellState(firstLoad);
  const shellLinks = useMemo(() => ({ ...NO_SHELL_LINKS, services }), [services]);
  return (
    <ShellLinksContext.Provider value={shellLinks}>
      <HeaderBar search={<SearchBox />} account={<AccountMenu />} languages={languages} currentHref={currentHref} />
    </ShellLinksContext.Provider>
  );
}
