import { z } from 'zod';
import { toMenuHref } from './site-paths';

/**
 * A link of the shell, ready to render: a site path or an outside URL. A WordPress menu item
 * brings its label; a fallback page is labelled by the site's translation key.
 */
export type MenuLink = {
  id: string;
  href: string;
  /** The editor's CSS classes for the item (WordPress's "CSS Classes" field). */
  cssClasses: string[];
} & ({ label: string; labelKey?: undefined } | { label?: undefined; labelKey: string });

/**
 * The links the site's shell takes from WordPress: the "Services" entries of the header and the
 * footer's site links. Every link points at something that exists: a menu item WordPress still
 * lists, or one of the site's fallback pages after WordPress confirmed it.
 */
export interface SiteMenus {
  services: MenuLink[];
  footer: MenuLink[];
}

export const NO_SITE_MENUS: SiteMenus = { services: [], footer: [] };

const rawMenuItem = z.object({
  id: z.string(),
  label: z.string().nullish(),
  uri: z.string().nullish(),
  path: z.string().nullish(),
  parentId: z.string().nullish(),
  cssClasses: z.array(z.string().nullish()).nullish(),
  menu: z.object({ node: z.object({ name: z.string().nullish() }).nullish() }).nullish(),
});
type RawMenuItem = z.infer<typeof rawMenuItem>;

const rawMenuItems = z.object({ nodes: z.array(rawMenuItem.nullish()) }).nullish();
const rawConfirmedPage = z.object({ uri: z.string().nullish() }).nullish();

export const rawSiteMenus = z.object({
  primary: rawMenuItems,
  footer: rawMenuItems,
  personalLoan: rawConfirmedPage,
  about: rawConfirmedPage,
});

/**
 * The site's own pages that its shell links to when WordPress has no menu for them, each with
 * the label key it is shown under. They are content pages, so a link appears only once WordPress
 * answered that the page exists.
 */
export const FALLBACK_PAGES = {
  personalLoan: { uri: '/privatlan/', labelKey: 'nav.personalLoan' },
  about: { uri: '/about/', labelKey: 'footer.about' },
} as const;
export type FallbackPage = keyof typeof FALLBACK_PAGES;

/** The fallback pages WordPress confirmed, by key. */
export type ConfirmedPages = Partial<Record<FallbackPage, true>>;
function toMenuLink(item: RawMenuItem): MenuLink | null {
  const href = toMenuHref(item.path ?? item.uri);
  if (!item.label || !href) return null;
  return {
    id: item.id,
    label: item.label,
    href,
    cssClasses: (item.cssClasses ?? []).filter((name): name is string => Boolean(name)),
  };
}

/** The header's "Services" entry: a top-level item by that label, or with the `services` class. */
function isServicesEntry(item: RawMenuItem): boolean {
  return (
    !item.parentId && (item.label?.trim().toLowerCase() === 'services' || (item.cssClasses ?? []).includes('services'))
  );
}

/** The children of the PRIMARY menu's "Services" entry. */
export function servicesLinks(primary: readonly RawMenuItem[]): MenuLink[] {
  const services = primary.find(isServicesEntry);
  if (!services) return [];
  return primary.filter((item) => item.parentId === services.id).flatMap((item) => toMenuLink(item) ?? []);
}

/** The FOOTER menu's links (its top level; a footer is one list). */
export function footerLinks(footer: readonly RawMenuItem[]): MenuLink[] {
  return footer.filter((item) => !item.parentId).flatMap((item) => toMenuLink(item) ?? []);
}

/** Which fallback pages WordPress answered for: a page at that URI exists. */
export function confirmedPages(raw: {
  personalLoan?: { uri?: string | null } | null;
  about?: { uri?: string | null } | null;
}): ConfirmedPages {
  return {
    ...(raw.personalLoan?.uri ? { personalLoan: true } : {}),
    ...(raw.about?.uri ? { about: true } : {}),
  } as ConfirmedPages;
}

function fallbackLinks(keys: readonly FallbackPage[], confirmed: ConfirmedPages): MenuLink[] {
  return keys
    .filter((key) => confirmed[key])
    .map((key) => ({
      id: `fallback-${key}`,
      href: FALLBACK_PAGES[key].uri,
      labelKey: FALLBACK_PAGES[key].labelKey,
      cssClasses: [],
    }));
}

/**
 * The shell's menus from the content backend's answer. A menu that is missing or empty falls
 * back to the confirmed pages; an answer of the wrong shape gives no CMS links at all.
 */
export function parseSiteMenus(raw: unknown): SiteMenus {
  const parsed = rawSiteMenus.safeParse(raw);
  return parsed.success ? toSiteMenus(parsed.data) : NO_SITE_MENUS;
}

export function toSiteMenus(data: z.output<typeof rawSiteMenus>): SiteMenus {
  const items = (menu: z.infer<typeof rawMenuItems>) => (menu?.nodes ?? []).flatMap((item) => (item ? [item] : []));
  const services = servicesLinks(items(data.primary));
  const footer = footerLinks(items(data.footer));
  const confirmed = confirmedPages(data);
  return {
    services: services.length > 0 ? services : fallbackLinks(['personalLoan'], confirmed),
    footer: footer.length > 0 ? footer : fallbackLinks(['personalLoan', 'about'], confirmed),
  };
}
