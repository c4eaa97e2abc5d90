import { describe, expect, it } from 'vitest';
import { checkedAgo, isStale, rankOffers, STALE_AFTER_MS } from '@/lib/catalogue/freshness';

const offer = (storeName: string, total: number, stale = false) => ({ storeName, total, stale });
const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;

describe('rankOffers', () => {
  it('puts the cheapest total (price + shipping) first', () =>
    expect(rankOffers([offer('B', 30), offer('A', 10), offer('C', 20)]).map((o) => o.total)).toEqual([10, 20, 30]));
  it('orders equal totals by store name', () =>
    expect(rankOffers([offer('Zeta', 10), offer('Alpha', 10)]).map((o) => o.storeName)).toEqual(['Alpha', 'Zeta']));
  it('ranks stale offers after fresh ones, however cheap', () =>
    expect(
      rankOffers([offer('Old', 5, true), offer('B', 30), offer('A', 10), offer('Older', 1, true)]).map(
        (o) => o.storeName,
      ),
    ).toEqual(['A', 'B', 'Older', 'Old']));
  it('does not change the list it was given', () => {
    const offers = [offer('B', 2), offer('A', 1)];
    rankOffers(offers);
    expect(offers.map((o) => o.storeName)).toEqual(['B', 'A']);
  });
});

describe('isStale', () => {
  it('is fresh until 72 hours without a check, stale from then on', () => {
    expect(isStale(ago(STALE_AFTER_MS - 1000), NOW)).toBe(false);
    expect(isStale(ago(STALE_AFTER_MS), NOW)).toBe(true);
    expect(isStale(ago(10 * 24 * HOUR), NOW)).toBe(true);
  });
  it('counts a check in the future (clocks differ) as fresh, and a missing or unreadable time as stale', () => {
    expect(isStale(new Date(NOW + HOUR).toISOString(), NOW)).toBe(false);
    expect(isStale(null, NOW)).toBe(true);
    expect(isStale('yesterday', NOW)).toBe(true);
  });
});

describe('checkedAgo', () => {
  it.each([
    [ago(2 * HOUR), 'en', '2h ago'],
    [ago(2 * HOUR), 'uk', '2 год тому'],
    [ago(5 * 60_000), 'en', '5m ago'],
    [ago(20_000), 'en', 'this minute'],
    [ago(30 * HOUR), 'en', 'yesterday'],
    [ago(30 * HOUR), 'uk', 'учора'],
    [ago(4 * 24 * HOUR), 'en', '4d ago'],
    [ago(4 * 24 * HOUR), 'uk', '4 дн. тому'],
    [new Date(NOW + HOUR).toISOString(), 'en', 'this minute'],
  ])('says %s in %s as "%s"', (checkedAt, locale, text) => expect(checkedAgo(checkedAt, NOW, locale)).toBe(text));
  it('says nothing for an unreadable time', () => expect(checkedAgo('soon', NOW, 'en')).toBeNull());
});
