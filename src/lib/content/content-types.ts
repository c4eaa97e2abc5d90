/** Domain types of editorial content: what components get, never WordPress's own shapes. */

export interface ContentImage {
  url: string;
  alt: string;
}

export interface ContentAuthor {
  name: string;
  avatarUrl: string | null;
  /** Plain text; line breaks are the author's own (docs/PRODUCT.md §2 "Article and guide page"). */
  bio: string;
  /** The author's archive on this site, when WordPress gives one. */
  href?: string | null;
}

/** A link to a piece of content or an archive, already in site-path form. */
export interface ContentLink {
  id: string;
  title: string;
  href: string;
}

export interface TermLink {
  name: string;
  slug: string;
  href: string | null;
}
