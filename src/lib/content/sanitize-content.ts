import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist every piece of WordPress HTML passes before it is rendered, on the server and in
 * the browser alike. Whatever is not listed is dropped: scripts, event handlers, `style`
 * attributes (and so CSS expressions), forms, embeds, `id`/`name` (DOM clobbering), and URLs
 * with any scheme but http(s), mailto and tel (so `javascript:`, `vbscript:` and `data:`).
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'kbd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'cite',
  'q',
  'abbr',
  'time',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'img',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'details',
  'summary',
  'iframe',
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': ['class', 'lang', 'dir', 'title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen'],
  ol: ['start', 'reversed'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  time: ['datetime'],
};

/**
 * Classes that drive how blocks render (FAQ blocks, gallery strips, tables): WordPress block
 * classes and the site's own `faq*` / `gallery-strip` markers. Nothing else is kept.
 */
const ALLOWED_CLASSES = [
  'wp-block-*',
  'wp-element-*',
  'has-*',
  'is-*',
  'align*',
  'size-*',
  'columns-*',
  'faq',
  'faq-*',
  'gallery-strip',
];

/** Video embeds are the only frames content may hold (privacy-friendly hosts only). */
export const ALLOWED_IFRAME_HOSTS = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com'];

const SAFE_REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow', 'sponsored', 'ugc']);

export interface SanitizeOptions {
  /** Hosts of this site and of WordPress: links elsewhere are external and get rel="noopener". */
  internalHosts?: readonly string[];
}

function isExternal(href: string | undefined, internalHosts: readonly string[]): boolean {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  try {
    return !internalHosts.includes(new URL(href).host);
  } catch {
    return false;
  }
}

function toSafeLink(internalHosts: readonly string[]) {
  return (tagName: string, attribs: sanitizeHtml.Attributes) => {
    const rel = new Set(
      (attribs.rel ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => SAFE_REL_TOKENS.has(token)),
    );
    if (isExternal(attribs.href, internalHosts) || attribs.target === '_blank') rel.add('noopener');
    const next: sanitizeHtml.Attributes = { ...attribs };
    delete next.rel;
    if (next.target !== '_blank') delete next.target;
    if (rel.size > 0) next.rel = [...rel].join(' ');
    return { tagName, attribs: next };
  };
}

export function sanitizeContentHtml(html: string, { internalHosts = [] }: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { '*': ALLOWED_CLASSES },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: ALLOWED_IFRAME_HOSTS,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    // Raw-text elements whose content must vanish with them, not be kept as text.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'template',
      'xmp',
      'noembed',
      'noframes',
      'title',
    ],
    // No style attribute is allowed, so there is nothing to parse (and no CSS parser in the browser path).
    parseStyleAttributes: false,
    // The page has one H1, its title (docs/PRODUCT.md §2 "Article and guide page"); content headings start at h2.
    transformTags: { h1: 'h2', a: toSafeLink(internalHosts) },
    // A frame whose src was refused (unknown host, bad scheme) is dropped rather than left empty.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  });
}
