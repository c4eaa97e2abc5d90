import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DealGrid } from '@/features/catalogue/deals/DealGrid';
import type { DealView } from '@/features/catalogue/deals/deal-view';
import { buildSparklineModel } from '@/features/catalogue/product/price-history/price-chart-model';
import { PriceSummary } from '@/features/catalogue/product/PriceSummary';
import type { ProductDetail } from '@/lib/pricing/product-detail';
import { renderWithProviders } from './render';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', locale: 'en' }) }));

const product = (price: number, originalPrice: number | null): ProductDetail => ({
  id: 7,
  name: 'Sony WH-1000XM5',
  brand: 'Sony',
  price,
  originalPrice,
  images: [],
  storeUrl: null,
  storeCount: 2,
  categoryPath: [],
  categoryId: 1,
  description: '',
  specifications: [],
  category: { id: 1, name: 'Headphones' },
  breadcrumbs: [],
  offers: [],
  related: [],
});

describe('PriceSummary', () => {
  it('states the 30-day low and, when the price fell, by how much and on which day', () => {
    const history = {
      days: 90 as const,
      chart: null,
      lowest30Days: 94,
      drop: { percent: 25, since: '2026-11-21T00:00:00.000Z', reference: 125.49 },
    };
    renderWithProviders(<PriceSummary product={product(94, null)} history={history} />);
    expect(screen.getByTestId('lowest-30-days')).toHaveTextContent(
      'Lowest price in the last 30 days: £94 (delivery included)',
    );
    expect(screen.getByTestId('price-drop')).toHaveTextContent('Price dropped 25% on November 21');
  });

  it('says it in Ukrainian', () => {
    const history = {
      days: 90 as const,
      chart: null,
      lowest30Days: 94,
      drop: { percent: 25, since: '2026-11-21T00:00:00.000Z', reference: 125.49 },
    };
    renderWithProviders(<PriceSummary product={product(94, null)} history={history} />, { lng: 'uk' });
    expect(screen.getByTestId('price-drop')).toHaveTextContent('21 листопада ціна знизилася на 25%');
  });

  it('shows an honest discount against its reference, and none without one', () => {
    const { unmount } = renderWithProviders(<PriceSummary product={product(90, 120)} history={null} />);
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-25%');
    unmount();
    renderWithProviders(<PriceSummary product={product(90, null)} history={null} />);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(screen.queryByTestId('lowest-30-days')).toBeNull();
    expect(screen.queryByTestId('price-drop')).toBeNull();
  });
});

describe('DealGrid', () => {
  const series = Array.from({ length: 30 }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    lowest: index < 27 ? 1116.99 : 736.99,
  }));
  const deal: DealView = {
    product: {
      id: 457,
      name: 'Suunto Race S Black',
      price: 736.99,
      originalPrice: null,
      image: null,
      storeUrl: 'https://store.example/457',
      storeCount: 4,
    },
    price: 736.99,
    referencePrice: 1116.99,
    dropPercent: 34,
    since: '2026-11-28T00:00:00.000Z',
    sparkline: buildSparklineModel(series),
  };

  it('shows each drop: how far, from what, since when, with its sparkline and the disclosure', () => {
    renderWithProviders(<DealGrid deals={[deal]} />);
    const card = screen.getByTestId('deal');
    expect(within(card).getByTestId('deal-drop')).toHaveTextContent('-34%');
    expect(card).toHaveTextContent('down from £1 116');
    expect(card).toHaveTextContent('since Nov 28');
    expect(
      within(card).getByRole('img', { name: /^Lowest price over the last 30 days, from £1\s116 to £736$/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-disclosure')).toBeInTheDocument();
  });
});
