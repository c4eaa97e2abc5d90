import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/lib/pricing/product-detail';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  productJsonLd,
  websiteJsonLd,
  type SeoContext,
} from '@/lib/seo/structured-data';

const context: SeoContext = { url: (path) => `https://shop.example${path}`, currency: 'GBP', siteName: 'Pricewise' };

const offer = (storeName: string, price: number, inStock = true, stale = false) => ({
  offerId: storeName.length,
  storeId: storeName.length,
  storeName,
  storeDomain: `${storeName.toLowerCase()}.example`,
  storeLogo: 'l.svg',
  paymentMethods: [],
  shippingCarriers: [],
  price,
  originalPrice: null,
  shippingCost: 4.99,
  total: price + 4.99,
  inStock,
  url: `https://${storeName.toLowerCase()}.example/p/1`,
  updatedAt: '2026-01-01',
  checkedAt: '2026-01-02T00:00:00Z',
  stale,
});

const product: ProductDetail = {
  id: 7,
  name: 'Sony WH-1000XM5',
  brand: 'Sony',
  price: 279,
  originalPrice: null,
  images: ['a.svg'],
  storeUrl: null,
  storeCount: 2,
  categoryPath: ['Electronics'],
  categoryId: 1,
  description: 'Headphones.',
  specifications: [],
  category: { id: 1, name: 'Headphones' },
  breadcrumbs: [{ id: 1, name: 'Electronics', linked: true }],
  offers: [offer('Alpha', 279), offer('Beta', 299.5, false)],
  related: [],
};

describe('productJsonLd', () => {
  it('sums the stores up in an AggregateOffer whose offers are the stores own', () => {
    const data = productJsonLd(product, context, (name) => `https://shop.example/img/${name}`);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Sony WH-1000XM5',
      brand: { name: 'Sony' },
      image: ['https://shop.example/img/a.svg'],
    });
    const aggregate = data.offers as Record<string, unknown>;
    expect(aggregate).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: '279.00',
      highPrice: '299.50',
      offerCount: 2,
    });
    const offers = aggregate.offers as Record<string, unknown>[];
    expect(offers[0]).toMatchObject({
      url: 'https://alpha.example/p/1',
      seller: { name: 'Alpha' },
      availability: 'https://schema.org/InStock',
    });
    expect(offers[1]).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('has no offers when no store sells it', () => {
    expect(productJsonLd({ ...product, offers: [] }, context, (name) => name).offers).toBeUndefined();
  });

  it("states fresh offers only: a stale store's price is left out of the offers and the price range", () => {
    const data = productJsonLd(
      { ...product, offers: [offer('Alpha', 279), offer('Stale', 199, true, true), offer('Beta', 299.5)] },
      context,
      (name) => name,
    );
    const aggregate = data.offers as Record<string, unknown>;
    expect(aggregate).toMatchObject({ lowPrice: '279.00', highPrice: '299.50', offerCount: 2 });
    expect(
      (aggregate.offers as Record<string, unknown>[]).map((item) => (item.seller as { name: string }).name),
    ).toEqual(['Alpha', 'Beta']);
  });

  it('states an honest discount as a strikethrough price, and none where the reference is missing', () => {
    const discounted = { ...offer('Alpha', 279), originalPrice: 329 };
    const offers = (
      productJsonLd({ ...product, offers: [discounted, offer('Beta', 299.5)] }, context, (name) => name)
        .offers as Record<string, unknown>
    ).offers as Record<string, unknown>[];
    expect(offers[0]!.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: '329.00',
      priceCurrency: 'GBP',
    });
    expect(offers[1]!.priceSpecification).toBeUndefined();
  });

  it('has no offers when every store is stale', () => {
    expect(
      productJsonLd({ ...product, offers: [offer('Stale', 199, true, true)] }, context, (name) => name).offers,
    ).toBeUndefined();
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 and ends with the current page', () => {
    const data = breadcrumbJsonLd([{ id: 3, name: 'Home & Kitchen', linked: true }], context, {
      name: 'Kettle',
      path: '/p/Kettle-9/',
    });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home & Kitchen', item: 'https://shop.example/cl/Home%26Kitchen-3/' },
      { '@type': 'ListItem', position: 2, name: 'Kettle', item: 'https://shop.example/p/Kettle-9/' },
    ]);
  });
});

describe('articleJsonLd', () => {
  const base = {
    title: 'Best kettles',
    description: 'Our picks',
    path: '/guide/best-kettles/',
    images: ['https://cms.example/k.svg'],
    published: '2025-01-02T10:00:00',
    modified: null,
    author: { name: 'Hannah', path: '/author/hannah/' },
  };
  it('makes a guide an Article with dates and an author with a URL', () => {
    expect(articleJsonLd({ ...base, kind: 'guide' }, context)).toMatchObject({
      '@type': 'Article',
      headline: 'Best kettles',
      datePublished: '2025-01-02T10:00:00',
      dateModified: '2025-01-02T10:00:00',
      author: { '@type': 'Person', name: 'Hannah', url: 'https://shop.example/author/hannah/' },
    });
  });
  it('makes a review a Review of its product', () => {
    expect(
      articleJsonLd({ ...base, kind: 'review', reviewed: { name: 'Kettle X', path: '/p/Kettle-X-4/' } }, context),
    ).toMatchObject({
      '@type': 'Review',
      itemReviewed: { '@type': 'Product', name: 'Kettle X', url: 'https://shop.example/p/Kettle-X-4/' },
    });
  });
});

describe('websiteJsonLd', () => {
  it('offers the site search to search engines', () => {
    const action = websiteJsonLd(context).potentialAction as Record<string, unknown>;
    expect(action).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
    expect((action.target as Record<string, string>).urlTemplate).toBe(
      'https://shop.example/search/?q={search_term_string}',
    );
  });
});
