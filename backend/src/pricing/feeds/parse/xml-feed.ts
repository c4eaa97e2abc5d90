import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FEED_ATTRIBUTES, type FeedAttribute, type RawFeedItem } from '../feed-item.js';
import { FeedError } from '../feed-errors.js';
import type { RawShipping } from '../attributes/shipping.js';
import type { FeedRows } from './feed-rows.js';

/** The namespace Merchant Center's attributes live in (the `g:` prefix by convention). */
export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
/** An element's text beyond this is no attribute value; the file is refused rather than buffered. */
const MAX_TEXT = 65_536;
const ATTRIBUTES = new Set<string>(FEED_ATTRIBUTES);
/** Plain RSS elements standing in for a `g:` attribute the item lacks. */
const RSS_ELEMENTS = new Set(['title', 'link']);

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

interface QualifiedName {
  uri: string;
  local: string;
}

/**
 * Elements' namespaces, resolved from the `xmlns` declarations in scope. saxes resolves them itself
 * with `xmlns: true`, at a quarter of its parse time: it builds a namespaced record of every
 * element's attributes; a feed's elements have none, and their few names repeat, so each scope
 * resolves a name once.
 */
function namespaceScopes(where: () => string) {
  let bindings = new Map([['xml', XML_NAMESPACE]]);
  let names = new Map<string, QualifiedName>();
  const outer: { depth: number; bindings: Map<string, string>; names: Map<string, QualifiedName> }[] = [];
  return {
    /** Takes the element's declarations into scope (until `close` at its depth) and names it. */
    open(tag: SaxesTagPlain, depth: number): QualifiedName {
      for (const attribute in tag.attributes) {
        if (attribute !== 'xmlns' && !attribute.startsWith('xmlns:')) continue;
        if (outer.at(-1)?.depth !== depth) {
          outer.push({ depth, bindings, names });
          bindings = new Map(bindings);
          names = new Map();
        }
        bindings.set(attribute === 'xmlns' ? '' : attribute.slice(6), tag.attributes[attribute]!);
      }
      let name = names.get(tag.name);
      if (!name) {
        const colon = tag.name.indexOf(':');
        const prefix = colon < 0 ? '' : tag.name.slice(0, colon);
        const uri = bindings.get(prefix);
        if (uri === undefined && colon >= 0)
          throw new FeedError(
            'malformed',
            `not well-formed XML: ${where()}: the prefix of <${tag.name}> is not declared`,
          );
        name = { uri: uri ?? '', local: colon < 0 ? tag.name : tag.name.slice(colon + 1) };
        names.set(tag.name, name);
      }
      return name;
    },
    close(depth: number): void {
      if (outer.at(-1)?.depth === depth) ({ bindings, names } = outer.pop()!);
    },
  };
}

/**
 * Streams an RSS 2.0 feed with the `g:` namespace (saxes: a strict streaming parser, so a file that
 * is not well-formed XML fails with its line and column; namespaces resolved by URI, whatever the
 * prefix). Yields the items read from each chunk of input, so memory holds one chunk's items at
 * most, whatever the file's size.
 */
export async function* parseXmlFeed(chunks: AsyncIterable<string>): AsyncGenerator<FeedRows> {
  const parser = new SaxesParser({ xmlns: false });
  const namespaces = namespaceScopes(() => `${parser.line}:${parser.column}`);
  let ready: RawFeedItem[] = [];
  let rootChecked = false;
  let itemCount = 0;
  /** The item being read; `fallbacks` (plain RSS elements) only once it has one, most never do. */
  let item: { values: RawFeedItem['values']; fallbacks: RawFeedItem['values'] | null; shipping: RawShipping[] } | null =
    null;
  let shipping: RawShipping | null = null;
  // The attribute (or shipping part) whose text is being read, and the text so far: plain
  // variables, not an object per element, as this runs for every element of a million items.
  let field: string | null = null;
  let fieldDepth = 0;
  let fieldPlain = false;
  let text = '';
  let depth = 0;
  let itemDepth = 0;

  parser.on('opentag', (element: SaxesTagPlain) => {
    depth++;
    const tag = namespaces.open(element, depth);
    if (!rootChecked) {
      rootChecked = true;
      if (tag.local !== 'rss' || tag.uri !== '')
        throw new FeedError('malformed', `not an RSS 2.0 feed: the root element is <${element.name}>, not <rss>`);
      return;
    }
    if (!item) {
      if (tag.local === 'item' && tag.uri === '') {
        item = { values: {}, fallbacks: null, shipping: [] };
        itemDepth = depth;
      }
      return;
    }
    if (field !== null) return;
    const google = tag.uri === GOOGLE_NAMESPACE;
    /** Whether the element's text is read, and as a plain RSS element: null when it is not read. */
    let plain: boolean | null = null;
    if (depth === itemDepth + 1 && google && tag.local === 'shipping') {
      shipping = { country: '', price: '' };
    } else if (shipping && google && depth === itemDepth + 2 && (tag.local === 'country' || tag.local === 'price')) {
      plain = false;
    } else if (depth === itemDepth + 1 && google && ATTRIBUTES.has(tag.local)) {
      plain = false;
    } else if (depth === itemDepth + 1 && tag.uri === '' && RSS_ELEMENTS.has(tag.local)) {
      plain = true;
    }
    if (plain !== null) {
      field = tag.local;
      fieldDepth = depth;
      fieldPlain = plain;
    }
    text = '';
  });

  const addText = (value: string) => {
    if (field === null) return;
    text += value;
    if (text.length > MAX_TEXT)
      throw new FeedError('malformed', `line ${parser.line}: <${field}> is longer than ${MAX_TEXT} characters`);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);

  parser.on('closetag', () => {
    if (item && field !== null && depth === fieldDepth) {
      const value = text.trim();
      if (shipping && depth === itemDepth + 2) shipping[field as keyof RawShipping] = value;
      else {
        const target = fieldPlain ? (item.fallbacks ??= {}) : item.values;
        const name = field as FeedAttribute;
        if (target[name] === undefined) target[name] = value;
      }
      field = null;
    } else if (item && shipping && depth === itemDepth + 1) {
      item.shipping.push(shipping);
      shipping = null;
    } else if (item && depth === itemDepth) {
      const values = item.fallbacks ? { ...item.fallbacks, ...item.values } : item.values;
      ready.push({ row: ++itemCount, values, shipping: item.shipping });
      item = null;
    }
    namespaces.close(depth);
    depth--;
  });

  const write = (chunk: string) => {
    try {
      parser.write(chunk);
    } catch (error) {
      throw asFeedError(error);
    }
  };
  for await (const chunk of chunks) {
    write(chunk);
    if (ready.length) {
      yield { items: ready, problems: [] };
      ready = [];
    }
  }
  try {
    parser.close();
  } catch (error) {
    throw asFeedError(error);
  }
  if (!rootChecked) throw new FeedError('malformed', 'the file holds no XML element');
  if (ready.length) yield { items: ready, problems: [] };
}

function asFeedError(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  return new FeedError('malformed', `not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
}
