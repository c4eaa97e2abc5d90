import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPARISON_COLUMN_PX, ComparisonTable } from '@/features/editorial/article/ComparisonTable';
import type { ProductComparison } from '@/lib/content/article';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import { renderWithProviders } from './render';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/guide/best-headphones/' }) }));

const COMPARISON: ProductComparison = {
  propertyNames: ['Battery life', 'Noise cancelling', 'Weight'],
  columns: [
    { productId: 100234, productName: 'Sony WH-1000XM5', values: ['30 h', 'Yes', '250 g'] },
    { productId: 100871, productName: 'Bose QuietComfort Ultra', values: ['24 h', 'Yes', ''] },
    { productId: null, productName: 'JBL Tune 770NC', values: ['44 h', 'Yes', '232 g'] },
  ],
};

function product(id: number, name: string, price: number): ProductCardData {
  return {
    id,
    name,
    price,
    originalPrice: null,
    image: null,
    storeUrl: `https://store.example/p/${id}`,
    storeCount: 1,
  };
}

const PRODUCTS = {
  ok: true as const,
  value: [product(100234, 'Sony WH-1000XM5', 279), product(100871, 'Bose QuietComfort Ultra', 349)],
};

describe('ComparisonTable', () => {
  it('names the properties in the first column and gives each product its values', () => {
    renderWithProviders(<ComparisonTable comparison={COMPARISON} products={PRODUCTS} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[2]!)).toEqual(['Battery life', '30 h', '24 h', '44 h']);
    expect(cells(rows[3]!)).toEqual(['Noise cancelling', 'Yes', 'Yes', 'Yes']);
    expect(cells(rows[4]!)).toEqual(['Weight', '250 g', '–', '232 g']);
  });

  it('gives every product a 196 px column headed by its name for assistive technology', () => {
    renderWithProviders(<ComparisonTable comparison={COMPARISON} products={PRODUCTS} />);
    const table = screen.getByRole('table');
    const columns = [...table.querySelectorAll('col')].slice(1);
    expect(columns.map((column) => getComputedStyle(column).width)).toEqual([
      `${COMPARISON_COLUMN_PX}px`,
      `${COMPARISON_COLUMN_PX}px`,
      `${COMPARISON_COLUMN_PX}px`,
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Property', 'Sony WH-1000XM5', 'Bose QuietComfort Ultra', 'JBL Tune 770NC']);
  });

  it('shows the product card, with its store link, for each product the pricing service knows', () => {
    renderWithProviders(<ComparisonTable comparison={COMPARISON} products={PRODUCTS} />);
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Sony WH-1000XM5' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: /^Visit store/ })).toHaveAttribute(
      'href',
      'https://store.example/p/100234',
    );
    expect(screen.getByText('JBL Tune 770NC', { selector: 'p' })).toBeInTheDocument();
  });

  it('lists the products by name, without cards, when prices are unavailable', () => {
    renderWithProviders(<ComparisonTable comparison={COMPARISON} products={{ ok: false, failure: 'unavailable' }} />);
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(
      screen.getByText("Prices can't be shown right now, so the products are listed without them."),
    ).toBeInTheDocument();
    expect(screen.getByText('Bose QuietComfort Ultra', { selector: 'p' })).toBeInTheDocument();
  });

  it('scrolls sideways in a focusable group named by its heading', () => {
    renderWithProviders(<ComparisonTable comparison={COMPARISON} products={PRODUCTS} />);
    const scroller = screen.getByRole('group', { name: 'Compare the products' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(screen.getByRole('table'));
  });
});
