import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelatedArticles } from '@/features/editorial/article/RelatedArticles';
import { toRelatedArticle } from '@/lib/content/related-articles';
import { optimisedSource, renderWithProviders } from './render';

/** Items shaped like the REST golden `/wp-json/wp/v2/guides?_embed&per_page=4`. */
function restItem(id: number, slug: string, title: string, subheading: string | null, image: string | null) {
  return {
    id,
    slug,
    title: { rendered: title },
    acf: subheading === null ? null : { subheading },
    _embedded: image ? { 'wp:featuredmedia': [{ source_url: image, alt_text: `${title} cover` }] } : undefined,
  };
}

const GUIDES = [
  toRelatedArticle(
    restItem(15, 'best-robot-vacuums', 'Best robot vacuums 2024', 'Eleven models tested.', 'https://cms.example/a.png'),
    'guide',
  ),
  toRelatedArticle(restItem(14, 'best-wireless-headphones', 'Sony&#8217;s rivals &amp; more', null, null), 'guide'),
];

describe('RelatedArticles', () => {
  it('lists each article with its thumbnail, title link and subheading', () => {
    renderWithProviders(<RelatedArticles articles={GUIDES} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Related articles' })).toBeInTheDocument();
    const items = within(screen.getByTestId('related-articles')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Best robot vacuums 2024' })).toHaveAttribute(
      'href',
      '/guide/best-robot-vacuums/',
    );
    expect(optimisedSource(within(items[0]!).getByRole('img', { name: 'Best robot vacuums 2024 cover' }))).toBe(
      'https://cms.example/a.png',
    );
    expect(within(items[0]!).getByText('Eleven models tested.')).toBeInTheDocument();
  });

  it('decodes rendered titles and falls back to a neutral image', () => {
    renderWithProviders(<RelatedArticles articles={GUIDES} />);
    const second = within(screen.getByTestId('related-articles')).getAllByRole('listitem')[1]!;
    expect(within(second).getByRole('link', { name: 'Sony’s rivals & more' })).toBeInTheDocument();
    expect(optimisedSource(within(second).getByRole('presentation', { hidden: true }))).toBe(
      '/images/article-fallback.svg',
    );
  });

  it('links reviews under /review/', () => {
    const review = toRelatedArticle(restItem(16, 'philips-airfryer-xxl-review', 'Airfryer review', '', null), 'review');
    expect(review.href).toBe('/review/philips-airfryer-xxl-review/');
  });

  it('renders nothing when there are no related articles', () => {
    renderWithProviders(<RelatedArticles articles={[]} />);
    expect(screen.queryByRole('heading', { name: 'Related articles' })).toBeNull();
  });
});
