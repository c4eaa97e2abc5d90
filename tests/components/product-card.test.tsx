import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCardLabels } from '@/features/catalogue/card-labels';
import { ProductCard } from '@/features/catalogue/ProductCard';
import { FALLBACK_PRODUCT_IMAGE } from '@/features/catalogue/ProductImage';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import { optimisedSource, renderWithProviders } from './render';

const base: ProductCardData = {
  id: 17,
  name: 'Sony WH-1000XM5 (Black)',
  price: 279.99,
  originalPrice: 379,
  image: 'p-17-1.svg',
  storeUrl: 'https://www.voltmarket.example/p/17',
  storeCount: 1,
};

const text = (value: string) => value.replace(/\s/g, ' ');

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/cl/Headphones-9/' }) }));

/** A card as lists render it, with the list's shared words. */
function Card(props: { product: ProductCardData }) {
  return <ProductCard product={props.product} labels={useCardLabels()} />;
}

describe('ProductCard', () => {
  it('shows name, floored price, discount badge and a product link', () => {
    renderWithProviders(<Card product={base} />);
    expect(screen.getByRole('link', { name: base.name })).toHaveAttribute('href', '/p/Sony-WH-1000XM5--Black--17/');
    expect(text(screen.getByTestId('product-price').textContent!)).toBe('£279');
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-26%');
  });

  it('has no badge when the original price is missing', () => {
    renderWithProviders(<Card product={{ ...base, originalPrice: null }} />);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
  });

  it('shows the original price when the current price is 0, without a badge', () => {
    renderWithProviders(<Card product={{ ...base, price: 0 }} />);
    expect(text(screen.getByTestId('product-price').textContent!)).toBe('£379');
    expect(screen.queryByTestId('discount-badge')).toBeNull();
  });

  it('says "from" when several stores sell it', () => {
    renderWithProviders(<Card product={{ ...base, storeCount: 4 }} />);
    expect(text(screen.getByTestId('product-price').textContent!)).toBe('from £279');
  });

  it('links out to the store in a new tab as a sponsored, nofollow link', () => {
    renderWithProviders(<Card product={base} />);
    const visit = screen.getByRole('link', { name: 'Visit store for Sony WH-1000XM5 (Black)' });
    expect(visit).toHaveAttribute('href', base.storeUrl);
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'nofollow sponsored noopener');
  });

  it('has no store link without a store URL', () => {
    renderWithProviders(<Card product={{ ...base, storeUrl: null }} />);
    expect(screen.queryByRole('link', { name: /^Visit store/ })).toBeNull();
  });

  it('contains a tall image and covers a wide one', () => {
    renderWithProviders(<Card product={base} />);
    const image = screen.getByRole('img', { name: base.name });
    Object.defineProperty(image, 'naturalWidth', { value: 200, configurable: true });
    Object.defineProperty(image, 'naturalHeight', { value: 400, configurable: true });
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-fit', 'contain');
    Object.defineProperty(image, 'naturalHeight', { value: 250, configurable: true });
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-fit', 'cover');
  });

  it('falls back to the default image when the image fails to load', () => {
    renderWithProviders(<Card product={base} />);
    const image = screen.getByRole('img', { name: base.name });
    expect(optimisedSource(image)).toBe('/restapi/file/getimage/?filename=p-17-1.svg');
    fireEvent.error(image);
    expect(optimisedSource(image)).toBe(FALLBACK_PRODUCT_IMAGE);
  });
});
