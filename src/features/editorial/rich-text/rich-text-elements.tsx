import NextLink from 'next/link';
import { Box } from '@chakra-ui/react';
import { attributesToProps, domToReact, type DOMNode, type Element, type HTMLReactParserOptions } from 'html-react-parser';
import type { JSX } from 'react';
import { isElementNode } from '@/lib/content/rich-text-document';
import { toInternalPath } from '@/lib/content/site-paths';
import { FaqItem } from './FaqItem';
import { GalleryStrip } from './GalleryStrip';

function classList(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/);
}

function children(element: Element, options: HTMLReactParserOptions) {
  return domToReact(element.children as DOMNode[], options);
}

function hasClass(element: Element, name: string): boolean {
  return classList(element).includes(name);
}

/**
 * FAQ blocks come in two spellings: WordPress's details block (`<details><summary>`) and the
 * site's `<div class="faq"><h3 class="faq-question">…<div class="faq-answer">`.
 */
function faq(element: Element, options: HTMLReactParserOptions): JSX.Element {
  const nodes = element.children as DOMNode[];
  const question = nodes.find(
    (node): node is Element => isElementNode(node) && (node.name === 'summary' || hasClass(node, 'faq-question')),
  );
  const answer = nodes.filter((node) => node !== question);
  const answerNodes = answer.length === 1 && isElementNode(answer[0]!) && hasClass(answer[0], 'faq-answer') ? (answer[0].children as DOMNode[]) : answer;
  return <FaqItem question={question ? children(question, options) : null}>{domToReact(answerNodes, options)}</FaqItem>;
}

/** Content images are uploads on the content backend; a root-relative path is relative to it. */
function imageSource(src: string | undefined, wordpressOrigin: string): string | undefined {
  return src?.startsWith('/') && !src.startsWith('//') ? `${wordpressOrigin}${src}` : src;
}

function link(element: Element, options: HTMLReactParserOptions, internalHosts: readonly string[]): JSX.Element {
  const { href, ...rest } = attributesToProps(element.attribs) as Record<string, string>;
  const internal = href ? toInternalPath(href, internalHosts) : null;
  if (internal && !rest.target) {
    return (
      <NextLink href={internal} {...rest}>
        {children(element, options)}
      </NextLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children(element, options)}
    </a>
  );
}

/**
 * Turns sanitised WordPress blocks into the site's components: FAQ blocks, galleries, scrolling
 * tables, internal links without a full page load, lazy images and titled video frames.
 */
export interface RichTextContext {
  internalHosts: readonly string[];
  wordpressOrigin: string;
  labels: { video: string };
}

export function richTextOptions({ internalHosts, wordpressOrigin, labels }: RichTextContext): HTMLReactParserOptions {
  const options: HTMLReactParserOptions = {
    replace(node) {
      if (!isElementNode(node)) return undefined;
      if (node.name === 'details' || hasClass(node, 'faq')) return faq(node, options);
      if (node.name === 'a') return link(node, options, internalHosts);
      if (hasClass(node, 'wp-block-gallery') || hasClass(node, 'gallery-strip')) return <GalleryStrip>{children(node, options)}</GalleryStrip>;
      if (node.name === 'table') {
        return (
          <Box overflowX="auto" my={4} data-testid="rich-table">
            <table {...attributesToProps(node.attribs)}>{children(node, options)}</table>
          </Box>
        );
      }
      if (node.name === 'img') {
        const { src, ...rest } = attributesToProps(node.attribs) as Record<string, string>;
        return <img {...rest} src={imageSource(src, wordpressOrigin)} alt={node.attribs.alt ?? ''} loading="lazy" decoding="async" />;
      }
      if (node.name === 'iframe') {
        return <iframe {...attributesToProps(node.attribs)} title={node.attribs.title ?? labels.video} loading="lazy" />;
      }
      return undefined;
    },
  };
  return options;
}
