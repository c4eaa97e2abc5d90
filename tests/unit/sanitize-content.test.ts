import { parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { ALLOWED_IFRAME_HOSTS, sanitizeContentHtml } from '@/lib/content/sanitize-content';
import { OWASP_XSS_VECTORS } from './fixtures/owasp-xss-vectors';

const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'svg',
  'math',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'frameset',
  'frame',
  'bgsound',
  'xml',
  'html',
  'head',
  'body',
  'title',
  'textarea',
  'xss',
  't:set',
]);
const FORBIDDEN_ATTRIBUTES = new Set([
  'style',
  'id',
  'name',
  'srcdoc',
  'background',
  'dynsrc',
  'lowsrc',
  'formaction',
  'xlink:href',
  'data',
  'datasrc',
]);
const URL_ATTRIBUTES = new Set(['href', 'src']);

function elements(nodes: AnyNode[]): Element[] {
  return nodes.flatMap((node) =>
    'attribs' in node
      ? [node as Element, ...elements(node.children)]
      : 'children' in node
        ? elements(node.children)
        : [],
  );
}

/** What a browser would see as the URL's scheme: it ignores whitespace and control characters. */
function schemeOf(url: string): string | null {
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const match = compact.match(/^([a-z][a-z0-9+.-]*):/);
  return match ? match[1]! : null;
}

function problemsIn(html: string): string[] {
  const problems: string[] = [];
  for (const element of elements(parseDocument(html, { decodeEntities: true }).children)) {
    if (FORBIDDEN_TAGS.has(element.name)) problems.push(`<${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (name.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(name)) problems.push(`${element.name}[${name}]`);
      const urls =
        name === 'srcset'
          ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
          : URL_ATTRIBUTES.has(name)
            ? [value]
            : [];
      for (const url of urls) {
        const scheme = schemeOf(url);
        if (scheme !== null && !['http', 'https', 'mailto', 'tel'].includes(scheme))
          problems.push(`${element.name}[${name}=${url}]`);
      }
      if (element.name === 'iframe' && name === 'src' && !ALLOWED_IFRAME_HOSTS.includes(new URL(value).host))
        problems.push(`iframe ${value}`);
    }
    if (element.name === 'iframe' && !element.attribs.src) problems.push('empty iframe');
  }
  return problems;
}

describe('sanitizeContentHtml against the OWASP XSS filter-evasion vectors', () => {
  it.each(OWASP_XSS_VECTORS)('%s comes out harmless', (_name, vector) => {
    const output = sanitizeContentHtml(vector);
    expect(problemsIn(output)).toEqual([]);
    expect(output).not.toMatch(/<\s*script/i);
  });

  it('the checker itself flags each kind of danger (so the vectors test something)', () => {
    expect(problemsIn('<script>x</script>')).toEqual(['<script>']);
    expect(problemsIn('<img src=x onerror=alert(1)>')).toEqual(['img[onerror]']);
    expect(problemsIn('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['a[href=jav\tascript:alert(1)]']);
    expect(problemsIn('<div style="x:expression(1)">x</div>')).toEqual(['div[style]']);
    expect(problemsIn('<iframe src="https://evil.example/x"></iframe>')).toEqual(['iframe https://evil.example/x']);
    expect(problemsIn('<img srcset="data:image/png;base64,AA 1x" alt="">')).toEqual([
      'img[srcset=data:image/png;base64]',
    ]);
  });
});

describe('sanitizeContentHtml keeps editorial content', () => {
  const internalHosts = ['www.example.com', '127.0.0.1:8080'];

  it('keeps headings, paragraphs, lists, tables and FAQ blocks with their WordPress classes', () => {
    const html =
      '<h2 class="wp-block-heading">Picks</h2><p class="wp-block-paragraph">Text <strong>bold</strong></p>' +
      '<ul><li>One</li></ul><figure class="wp-block-table"><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table></figure>' +
      '<details class="wp-block-details"><summary>Q?</summary><p>A.</p></details>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('drops classes that are not WordPress block classes', () => {
    expect(sanitizeContentHtml('<p class="wp-block-paragraph chakra-button evil">x</p>')).toBe(
      '<p class="wp-block-paragraph">x</p>',
    );
  });

  it('turns a content h1 into an h2, so the page keeps one H1', () => {
    expect(sanitizeContentHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('adds rel="noopener" to external links and leaves internal ones alone', () => {
    expect(sanitizeContentHtml('<a href="https://shop.example.org/x">shop</a>', { internalHosts })).toBe(
      '<a href="https://shop.example.org/x" rel="noopener">shop</a>',
    );
    expect(sanitizeContentHtml('<a href="http://127.0.0.1:8080/guide/x/">guide</a>', { internalHosts })).toBe(
      '<a href="http://127.0.0.1:8080/guide/x/">guide</a>',
    );
    expect(sanitizeContentHtml('<a href="/n/">news</a>', { internalHosts })).toBe('<a href="/n/">news</a>');
  });

  it('keeps target="_blank" only with noopener, keeps known rel tokens and drops unknown ones', () => {
    expect(sanitizeContentHtml('<a href="/x/" target="_blank" rel="nofollow opener">x</a>')).toBe(
      '<a href="/x/" target="_blank" rel="nofollow noopener">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/x/" target="_top">x</a>')).toBe('<a href="/x/">x</a>');
  });

  it('keeps video frames from the allowed hosts only', () => {
    const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>';
    const vimeo = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(sanitizeContentHtml(youtube)).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>',
    );
    expect(sanitizeContentHtml(vimeo)).toBe(vimeo);
    expect(sanitizeContentHtml('<p>a</p><iframe src="http://player.vimeo.com/video/1"></iframe>')).toBe('<p>a</p>');
  });

  it('drops data: images and keeps http(s) ones with their alt text', () => {
    expect(sanitizeContentHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x" />');
    expect(sanitizeContentHtml('<img src="https://cdn.example.com/a.png" alt="A cat" width="10" height="5">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A cat" width="10" height="5" />',
    );
  });
});
