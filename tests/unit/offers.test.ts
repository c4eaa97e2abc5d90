import { describe, expect, it } from 'vitest';
import { sortOffersByTotal, type StoreOffer } from '@/lib/pricing/product-detail';

const offer = (storeName: string, total: number): StoreOffer => ({
  storeId: storeName.length, storeName, storeDomain: 'x.example', storeLogo: 'l.svg', paymentMethods: [], shippingCarriers: [],
  price: total, originalPrice: null, shippingCost: 0, total, inStock: true, url: 'https://x.example', updatedAt: '2026-01-01',
});

describe('sortOffersByTotal', () => {
  it('puts the cheapest total (price + shipping) first', () =>
    expect(sortOffersByTotal([offer('B', 30), offer('A', 10), offer('C', 20)]).map((o) => o.total)).toEqual([10, 20, 30]));
  it('orders equal totals by store name', () =>
    expect(sortOffersByTotal([offer('Zeta', 10), offer('Alpha', 10)]).map((o) => o.storeName)).toEqual(['Alpha', 'Zeta']));
  it('does not change the list it was given', () => {
    const offers = [offer('B', 2), offer('A', 1)];
    sortOffersByTotal(offers);
    expect(offers.map((o) => o.storeName)).toEqual(['B', 'A']);
  });
});
