import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SiteMenusQuery, SiteMenusQueryVariables } from './graphql/operations.generated';
import { contentRead } from './content-query';
import { FALLBACK_PAGES, NO_SITE_MENUS, rawSiteMenus, toSiteMenus, type SiteMenus } from './site-menus';

const MENU_ITEM_FIELDS = gql`
  fragment ShellMenuItemFields on MenuItem {
    id
    label
    uri
    path
    parentId
    cssClasses
    menu {
      node {
        name
      }
    }
  }
`;

/** Both menu locations, and whether the fallback pages exist, in one request. */
const SITE_MENUS_QUERY: TypedDocumentNode<SiteMenusQuery, SiteMenusQueryVariables> = gql`
  ${MENU_ITEM_FIELDS}
  query SiteMenus($personalLoanUri: String!, $aboutUri: String!) {
    primary: menuItems(where: { location: PRIMARY }, first: 100) {
      nodes {
        ...ShellMenuItemFields
      }
    }
    footer: menuItems(where: { location: FOOTER }, first: 100) {
      nodes {
        ...ShellMenuItemFields
      }
    }
    personalLoan: nodeByUri(uri: $personalLoanUri) {
      uri
    }
    about: nodeByUri(uri: $aboutUri) {
      uri
    }
  }
`;

/** Both menus and the fallback pages WordPress confirmed exist. */
const getSiteMenus = contentRead({
  name: 'site menus',
  query: SITE_MENUS_QUERY,
  answer: rawSiteMenus,
  parse: toSiteMenus,
});

/** Menus change rarely: one read a minute per instance, whatever the traffic. */
const FRESH_FOR_MS = 60_000;
/** After a failed read, the next try waits this long (the last good menus are served meanwhile). */
const RETRY_AFTER_MS = 5_000;
/** The longest a render waits for menus it has no copy of; the read goes on in the background. */
const MAX_WAIT_MS = 1_500;

/** `outdated`: content changed since it was read, so the next render waits for a fresh copy. */
let cached: { menus: SiteMenus; expiresAt: number; outdated?: boolean } | null = null;
let refreshing: Promise<SiteMenus> | null = null;

async function readSiteMenus(): Promise<SiteMenus> {
  const read = await getSiteMenus({
    personalLoanUri: FALLBACK_PAGES.personalLoan.uri,
    aboutUri: FALLBACK_PAGES.about.uri,
  });
  if (read.ok) {
    cached = { menus: read.value, expiresAt: Date.now() + FRESH_FOR_MS };
    return read.value;
  }
  // The content backend is down or slow: keep what we had, without CMS links if nothing.
  const menus = cached?.menus ?? NO_SITE_MENUS;
  cached = { menus, expiresAt: Date.now() + RETRY_AFTER_MS };
  return menus;
}

/**
 * The shell's WordPress menus for a page render. Served from this instance's copy while it is
 * fresh; a stale copy is served at once while a new one is read in the background, so a page waits
 * on menus only for the first read (or after a content change), and never longer than MAX_WAIT_MS.
 */
export async function loadSiteMenus(): Promise<SiteMenus> {
  if (cached && Date.now() < cached.expiresAt) return cached.menus;
  refreshing ??= readSiteMenus().finally(() => {
    refreshing = null;
  });
  if (cached && !cached.outdated) return cached.menus;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<SiteMenus>((resolve) => {
    timer = setTimeout(() => resolve(cached?.menus ?? NO_SITE_MENUS), MAX_WAIT_MS);
  });
  return Promise.race([refreshing, giveUp]).finally(() => clearTimeout(timer));
}

/** After a content change (a revalidation), the next render reads the menus again and waits for them. */
export function forgetSiteMenus(): void {
  if (cached) cached = { ...cached, expiresAt: 0, outdated: true };
}
