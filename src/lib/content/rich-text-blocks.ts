import { Element, isTag, isText, type ChildNode } from 'domhandler';
import { responsiveSrcSet } from '@/lib/images/optimised-image-url';
import { fromBreakpoint } from '@/theme/breakpoints';
import { toInternalPath } from './site-paths';

/** Words the rendered blocks carry for assistive technology, in the reader's language. */
export interface RichTextLabels {
  video: string;
  gallery: string;
  galleryRole: string;
  table: string;
}

export interface RichTextContext {
  /** Hosts of this site and of WordPress: links there become site paths. */
  internalHosts: readonly string[];
  /** Root-relative image paths in content are uploads on the content backend. */
  wordpressOrigin: string;
  labels: RichTextLabels;
}

/** Content images take the article column's width, or the screen's on phones. */
export const CONTENT_IMAGE_SIZES = `${fromBreakpoint('WIDE_MIN')} 760px, 100vw`;
/** Images in a gallery strip are drawn 220 px high: about 300 px wide. */
export const GALLERY_IMAGE_SIZES = '300px';

const classList = (element: Element) => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (element: Element, name: string) => classList(element).includes(name);
const isElement = (node: ChildNode): node is Element => isTag(node);

function element(name: string, attribs: Record<string, string>, children: ChildNode[]): Element {
  const created = new Element(name, attribs, []);
  for (const child of children) appendChild(created, child);
  return created;
}

function appendChild(parent: Element, child: ChildNode): void {
  child.parent = parent;
  parent.children.push(child);
}

function replaceNode(node: ChildNode, replacement: Element): void {
  const siblings = node.parent?.children;
  if (!siblings) return;
  siblings[siblings.indexOf(node)] = replacement;
  replacement.parent = node.parent;
  replacement.prev = node.prev;
  replacement.next = node.next;
}

/**
 * An FAQ block (WordPress's `<details><summary>` or the site's `.faq` with `.faq-question` and
 * `.faq-answer`) as a native disclosure whose question is an h3, so it toggles without scripts
 * and gets a heading id like every other h3.
 */
function faqBlock(block: Element): Element {
  const question = block.children
    .filter(isElement)
    .find((child) => child.name === 'summary' || hasClass(child, 'faq-question'));
  const rest = block.children.filter((child) => child !== question);
  const single = rest.filter((child) => !(isText(child) && !child.data.trim()));
  const answerNodes =
    single.length === 1 && isElement(single[0]!) && hasClass(single[0], 'faq-answer') ? single[0].children : rest;
  const questionNodes = question
    ? question.children.length === 1 && isElement(question.children[0]!) && /^h[2-6]$/.test(question.children[0].name)
      ? question.children[0].children
      : question.children
    : [];
  return element('details', { class: 'faq', 'data-testid': 'faq-item' }, [
    element('summary', { class: 'faq-question' }, [element('h3', {}, [...questionNodes])]),
    element('div', { class: 'faq-answer' }, [...answerNodes]),
  ]);
}

function imageSource(src: string, wordpressOrigin: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? `${wordpressOrigin}${src}` : src;
}

function contentImage(image: Element, { wordpressOrigin }: RichTextContext, sizes: string): void {
  const src = image.attribs.src ? imageSource(image.attribs.src, wordpressOrigin) : '';
  const optimised =
    src && wordpressOrigin && src.startsWith(`${wordpressOrigin}/`) ? responsiveSrcSet(src, 1920) : null;
  image.attribs = {
    ...image.attribs,
    src: optimised?.src ?? src,
    alt: image.attribs.alt ?? '',
    loading: 'lazy',
    decoding: 'async',
    ...(optimised ? { srcset: optimised.srcSet, sizes } : {}),
  };
  if (!optimised) delete image.attribs.srcset;
}

/**
 * Turns sanitised WordPress blocks into the site's markup: FAQ disclosures, gallery strips that
 * scroll sideways (and can be focused), scrolling tables, site paths for our own links, lazy
 * images through the image optimiser and titled video frames. Changes the tree in place.
 */
export function transformBlocks(nodes: ChildNode[], context: RichTextContext, imageSizes = CONTENT_IMAGE_SIZES): void {
  for (const node of [...nodes]) {
    if (!isElement(node)) continue;
    if (node.name === 'details' || hasClass(node, 'faq')) {
      const faq = faqBlock(node);
      replaceNode(node, faq);
      transformBlocks(faq.children, context, imageSizes);
      continue;
    }
    if (hasClass(node, 'wp-block-gallery') || hasClass(node, 'gallery-strip')) {
      // A named <section> is a region by itself; other elements (a <figure>) say so with a role.
      if (node.name === 'div') node.name = 'section';
      node.attribs = {
        ...node.attribs,
        class: [...new Set([...classList(node), 'gallery-strip'])].join(' '),
        ...(node.name === 'section' ? {} : { role: 'region' }),
        'aria-label': context.labels.gallery,
        'aria-roledescription': context.labels.galleryRole,
        tabindex: '0',
        'data-testid': 'gallery-strip',
      };
      transformBlocks(node.children, context, GALLERY_IMAGE_SIZES);
      continue;
    } else if (node.name === 'table') {
      const wrapper = element(
        'section',
        { class: 'rich-table', 'aria-label': context.labels.table, tabindex: '0', 'data-testid': 'rich-table' },
        [],
      );
      replaceNode(node, wrapper);
      appendChild(wrapper, node);
    } else if (node.name === 'img') {
      contentImage(node, context, imageSizes);
    } else if (node.name === 'iframe') {
      node.attribs = { ...node.attribs, title: node.attribs.title || context.labels.video, loading: 'lazy' };
    } else if (node.name === 'a' && node.attribs.href && !node.attribs.target) {
      const internal = toInternalPath(node.attribs.href, context.internalHosts);
      if (internal) node.attribs.href = internal;
    }
    transformBlocks(node.children, context, imageSizes);
  }
}
