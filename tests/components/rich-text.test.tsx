import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OWASP_XSS_VECTORS } from '../unit/fixtures/owasp-xss-vectors';
import { renderRichText } from './rich-text-render';

const HOSTS = ['cms.example'];

function renderContent(html: string) {
  return renderRichText(html, { internalHosts: HOSTS, wordpressOrigin: 'https://cms.example' });
}

describe('rich text rendering', () => {
  it('gives h2 and h3 their text-derived ids', () => {
    renderRichText('<h2>What to look for</h2><h3>Battery life</h3>');
    expect(screen.getByRole('heading', { level: 2, name: 'What to look for' })).toHaveAttribute('id', 'Whattolookfor');
    expect(screen.getByRole('heading', { level: 3, name: 'Battery life' })).toHaveAttribute('id', 'Batterylife');
  });

  it('turns links to the content host into site paths and marks outside links noopener', () => {
    renderContent(
      '<p><a href="https://cms.example/guide/best-robot-vacuums">guide</a> <a href="https://shop.example.org/x" target="_blank">shop</a></p>',
    );
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute('href', '/guide/best-robot-vacuums/');
    const shop = screen.getByRole('link', { name: 'shop' });
    expect(shop).toHaveAttribute('href', 'https://shop.example.org/x');
    expect(shop.getAttribute('rel')).toContain('noopener');
  });

  it('keeps allowed video frames, with a title, and lazy images with their alt text', () => {
    renderContent(
      '<iframe src="https://player.vimeo.com/video/1"></iframe><img src="https://cms.example/a.png" alt="A cat">',
    );
    expect(screen.getByTitle('Embedded video')).toHaveAttribute('src', 'https://player.vimeo.com/video/1');
    expect(screen.getByRole('img', { name: 'A cat' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'A cat' }).getAttribute('src')).toMatch(
      /^\/_next\/image\?url=https%3A%2F%2Fcms\.example%2Fa\.png&w=1080&q=75$/,
    );
  });

  it('wraps tables in a named, focusable region so they scroll sideways instead of widening the page', () => {
    renderContent('<figure class="wp-block-table"><table><tbody><tr><td>1</td></tr></tbody></table></figure>');
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it.each(OWASP_XSS_VECTORS)(
    'renders the OWASP vector "%s" without script, handlers or script URLs',
    (_name, vector) => {
      const { container } = renderContent(vector);
      expect(
        container.querySelector('script, style, object, embed, base, meta, link, form, svg, math, frame, frameset'),
      ).toBeNull();
      for (const element of container.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames()) {
          expect(attribute.startsWith('on') || attribute === 'style').toBe(false);
          const value = element.getAttribute(attribute) ?? '';
          if (['href', 'src'].includes(attribute))
            expect(value.replace(/[\u0000-\u0020]/g, '')).not.toMatch(/^(javascript|vbscript|livescript|data):/i);
        }
      }
    },
  );
});
