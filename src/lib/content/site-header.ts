import { z } from 'zod';
import { toMenuHref } from './site-paths';

export interface MenuItem {
  id: string;
  label: string;
  /** Null for a placeholder entry (`#`), shown as a label rather than a link. */
  href: string | null;
}

/** WordPress's site title, tagline and primary menu (docs/PRODUCT.md §2 "Front page", "Single post"). */
export interface SiteHeader {
  title: string;
  description: string;
  menu: MenuItem[];
}

const rawSiteHeader = z.object({
  generalSettings: z.object({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
  primaryMenuItems: z
    .object({
      nodes: z.array(
        z
          .object({
            id: z.string(),
            uri: z.string().nullish(),
            label: z.string().nullish(),
            parentId: z.string().nullish(),
          })
          .nullish(),
      ),
    })
    .nullish(),
});

/** Top-level menu entries only: the site's navigation has no sub-menus. */
export function toSiteHeader(raw: unknown): SiteHeader {
  const parsed = rawSiteHeader.safeParse(raw);
  if (!parsed.success) return { title: '', description: '', menu: [] };
  const { generalSettings, primaryMenuItems } = parsed.data;
  const menu = (primaryMenuItems?.nodes ?? []).flatMap((item) =>
    item?.label && !item.parentId ? [{ id: item.id, label: item.label, href: toMenuHref(item.uri) }] : [],
  );
  return { title: generalSettings?.title ?? '', description: generalSettings?.description ?? '', menu };
}
