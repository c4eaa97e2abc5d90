import { describe, expect, it } from 'vitest';
import { alertRows, notificationRows, productLinks } from '@/lib/auth/account-alerts';
import { formatTargetPrice, suggestedTarget } from '@/lib/catalogue/alert-prices';
import { parseAlertTarget, productIdField } from '@/lib/pricing/alert-input';

describe('suggestedTarget', () => {
  it.each([
    [1000, 900],
    [999, 899],
    [249.99, 224],
    [1, 1],
    [0.5, 1],
  ])('suggests 10%% under %s: %s', (lowest, target) => expect(suggestedTarget(lowest)).toBe(target));

  it('suggests nothing without a price', () => {
    for (const lowest of [null, undefined, 0, -5, Number.NaN]) expect(suggestedTarget(lowest)).toBeNull();
  });
});

describe('formatTargetPrice', () => {
  it('writes whole prices as the site does, and keeps the pence of others', () => {
    expect(formatTargetPrice(1299)).toBe('£1\u00a0299');
    expect(formatTargetPrice(249.99)).toBe('£249,99');
    expect(formatTargetPrice(249.5, { locale: 'en-GB', currencySymbol: '£' })).toBe('£249.50');
    expect(formatTargetPrice(0)).toBeNull();
  });
});

describe('parseAlertTarget', () => {
  it.each([
    [
      { kind: 'price', price: '249' },
      { kind: 'price', price: 249 },
    ],
    [
      { kind: 'price', price: ' 249.99 ' },
      { kind: 'price', price: 249.99 },
    ],
    [
      { kind: 'price', price: '249,5' },
      { kind: 'price', price: 249.5 },
    ],
    [{ kind: 'low90', price: 'ignored' }, { kind: 'low90' }],
    [{ kind: 'low90' }, { kind: 'low90' }],
  ])('reads %j', (fields, target) => expect(parseAlertTarget(fields)).toEqual({ ok: true, target }));

  it.each([
    [{ kind: 'price', price: '0' }, 'price'],
    [{ kind: 'price', price: '-3' }, 'price'],
    [{ kind: 'price', price: '1.999' }, 'price'],
    [{ kind: 'price', price: '1e3' }, 'price'],
    [{ kind: 'price', price: '10000000' }, 'price'],
    [{ kind: 'price' }, 'price'],
    [{ kind: 'cheap' }, 'kind'],
    [{}, 'kind'],
  ])('refuses %j, naming %s', (fields, problem) => expect(parseAlertTarget(fields)).toEqual({ ok: false, problem }));

  it('takes product ids written plainly', () => {
    expect(productIdField.safeParse('42').data).toBe(42);
    for (const bad of ['0', '042', '-1', '1.5', 'x', '99999999999999999'])
      expect(productIdField.safeParse(bad).success).toBe(false);
  });
});

describe('the account page’s alert rows', () => {
  const dates = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  const product = productLinks([{ id: 7, name: 'Sony WH-1000XM5' }]);

  it('say the target, the lowest price now and the status in words, with a link to the product', () => {
    const [triggered, waiting] = alertRows(
      [
        {
          id: 1,
          productId: 7,
          target: { kind: 'price', price: 249.99 },
          paused: false,
          status: 'triggered',
          triggeredAt: '2026-01-03T10:00:00.000Z',
          currentLowest: 240,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        {
          id: 2,
          productId: 8,
          target: { kind: 'low90', price: null },
          paused: true,
          status: 'waiting',
          triggeredAt: null,
          currentLowest: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      product,
      dates,
    );
    expect(triggered).toEqual({
      id: 1,
      product: { id: 7, name: 'Sony WH-1000XM5', path: '/p/Sony-WH-1000XM5-7/' },
      kind: 'price',
      targetValue: '249.99',
      targetText: '£249,99',
      currentLowest: '£240',
      status: 'triggered',
      triggeredOn: '3 January 2026',
      paused: false,
    });
    expect(waiting).toMatchObject({
      product: { id: 8, name: '#8', path: '' },
      kind: 'low90',
      targetValue: '',
      targetText: null,
      currentLowest: null,
      triggeredOn: null,
      paused: true,
    });
    expect(
      notificationRows(
        [{ id: 3, alertId: 1, productId: 7, price: 240, createdAt: '2026-01-03T10:00:00.000Z', read: false }],
        product,
        dates,
      ),
    ).toEqual([
      {
        id: 3,
        product: { id: 7, name: 'Sony WH-1000XM5', path: '/p/Sony-WH-1000XM5-7/' },
        price: '£240',
        createdOn: '3 January 2026',
        read: false,
      },
    ]);
  });
});
