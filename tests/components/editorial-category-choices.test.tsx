import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuidesIndex } from '@/features/editorial/guides/GuidesIndex';
import { NewsIndex } from '@/features/editorial/news/NewsIndex';
import type { GuideCategoryGroup } from '@/lib/content/guides-index';
import type { NewsListItem } from '@/lib/content/news-list';
import { renderWithProviders } from './render';

const NEWS_CATEGORIES = [
  { id: 'dGVybToy', name: 'News', slug: 'news' },
  { id: 'dGVybToz', name: 'Deals', slug: 'deals' },
];

const GUIDE_CATEGORIES = [
  { id: 'dGVybTo1', name: 'Electronics', slug: 'electronics' },
  { id: 'dGVybTo2', name: 'Computers', slug: 'computers' },
];

const POST: NewsListItem = {
  id: 'p1',
  title: 'Ten headphone deals',
  href: '/ten-headphone-deals/',
  published: '2024-11-18T08:00:00',
  summary: '',
  image: null,
  categories: [{ name: 'Deals', slug: 'deals', href: '/category/deals/' }],
};

const ELECTRONICS: GuideCategoryGroup = {
  id: 'dGVybTo1',
  name: 'Electronics',
  href: '/guide-category/electronics/',
  guides: [{ id: 'g1', title: 'Best robot vacuums', href: '/guide/best-robot-vacuums/', subheading: '', image: null }],
};

const choiceLinks = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link');

describe('the news category filter', () => {
  it('offers "All" first, then each category, "All" chosen when none is', () => {
    renderWithProviders(
      <NewsIndex
        page={1}
        posts={[POST]}
        hasNextPage={false}
        categories={NEWS_CATEGORIES}
        category={null}
        siteTitle={null}
      />,
    );
    const links = choiceLinks('News categories');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/n/'],
      ['News', '/n/?category=news'],
      ['Deals', '/n/?category=deals'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the chosen category, names it in the heading and keeps it across pages', () => {
    renderWithProviders(
      <NewsIndex
        page={2}
        posts={[POST]}
        hasNextPage
        categories={NEWS_CATEGORIES}
        category={NEWS_CATEGORIES[1]!}
        siteTitle={null}
      />,
    );
    expect(screen.getByRole('link', { name: 'Deals', current: 'page' })).toHaveAttribute('href', '/n/?category=deals');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News: Deals · Page 2');
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/n/?category=deals');
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/n/?category=deals&page=3');
  });

  it('says so when the chosen category has no posts', () => {
    renderWithProviders(
      <NewsIndex
        page={1}
        posts={[]}
        hasNextPage={false}
        categories={NEWS_CATEGORIES}
        category={NEWS_CATEGORIES[0]!}
        siteTitle={null}
      />,
    );
    expect(screen.getByText('Nothing has been published in News yet.')).toBeInTheDocument();
  });

  it('reads "Усі" first in Ukrainian, with Ukrainian links', () => {
    renderWithProviders(
      <NewsIndex
        page={1}
        posts={[POST]}
        hasNextPage={false}
        categories={NEWS_CATEGORIES}
        category={null}
        siteTitle={null}
      />,
      { lng: 'uk' },
    );
    const links = choiceLinks('Категорії новин');
    expect(links[0]).toHaveTextContent(/^Усі$/);
    expect(links[0]).toHaveAttribute('href', '/uk/n/');
    expect(links[2]).toHaveAttribute('href', '/uk/n/?category=deals');
  });
});

describe('the guide category filter', () => {
  it('offers "All" first, then each guide category', () => {
    renderWithProviders(
      <GuidesIndex categories={[ELECTRONICS]} choices={GUIDE_CATEGORIES} category={null} siteTitle={null} />,
    );
    const links = choiceLinks('Guide categories');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/g/'],
      ['Electronics', '/g/?category=electronics'],
      ['Computers', '/g/?category=computers'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('marks the chosen category and says so when it holds no guides', () => {
    renderWithProviders(
      <GuidesIndex categories={[]} choices={GUIDE_CATEGORIES} category={GUIDE_CATEGORIES[1]!} siteTitle={null} />,
    );
    expect(screen.getByRole('link', { name: 'Computers', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Buying guides: Computers');
    expect(screen.getByText('There are no guides in Computers yet.')).toBeInTheDocument();
  });

  it('reads "Усі" first in Ukrainian', () => {
    renderWithProviders(
      <GuidesIndex categories={[ELECTRONICS]} choices={GUIDE_CATEGORIES} category={null} siteTitle={null} />,
      { lng: 'uk' },
    );
    expect(choiceLinks('Категорії посібників')[0]).toHaveTextContent(/^Усі$/);
  });
});
