import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableOfContents } from '@/features/editorial/article/TableOfContents';
import { RichTextBody } from '@/features/editorial/rich-text/RichTextBody';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import { renderWithProviders } from './render';

const CONTENT =
  '<h2>Our top picks</h2><p>a</p><h3>Codecs</h3><p>b</p><h2>What to look for</h2><p>c</p><h2>100% tested</h2><p>d</p>';

describe('TableOfContents', () => {
  it('lists the h2 headings of the body, not the h3s, linking to their ids', () => {
    const document = toRichTextDocument(CONTENT);
    renderWithProviders(
      <>
        <TableOfContents outline={document.outline} />
        <RichTextBody document={document} />
      </>,
    );
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our top picks', '#Ourtoppicks'],
      ['What to look for', '#Whattolookfor'],
      ['100% tested', '#100%25tested'],
    ]);
    for (const link of links) {
      const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
      expect(document.outline.some((heading) => heading.id === id)).toBe(true);
      expect(screen.getByRole('heading', { level: 2, name: link.textContent! })).toHaveAttribute('id', id);
    }
  });

  it('collapses and expands with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TableOfContents outline={toRichTextDocument(CONTENT).outline} />);
    const toggle = screen.getByRole('button', { name: 'Hide' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Our top picks' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('link', { name: 'Our top picks' })).toBeVisible();
  });

  it('is left out when the body has no h2', () => {
    renderWithProviders(<TableOfContents outline={toRichTextDocument('<h3>Only</h3><p>x</p>').outline} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is translated', () => {
    renderWithProviders(<TableOfContents outline={toRichTextDocument(CONTENT).outline} />, { lng: 'uk' });
    expect(screen.getByRole('navigation', { name: 'Зміст' })).toBeInTheDocument();
  });
});
