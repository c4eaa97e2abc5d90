import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OffersTable } from '@/features/catalogue/product/OffersTable';
import { ReportPriceController } from '@/features/catalogue/product/report/ReportPriceController';
import type { StoreOffer } from '@/lib/pricing/product-detail';
import { renderWithProviders } from './render';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/p/Sony-WH-1000XM5-7/', locale: 'en' }) }));

const NOW = Date.parse('2026-06-10T12:00:00Z');

function offer(
  storeName: string,
  total: number,
  checkedAt: string,
  stale = false,
  offerId: number | null = total,
): StoreOffer {
  return {
    offerId,
    storeId: total,
    storeName,
    storeDomain: 'store.example',
    storeLogo: 'logo.svg',
    paymentMethods: [],
    shippingCarriers: [],
    price: total,
    originalPrice: null,
    shippingCost: 0,
    total,
    inStock: true,
    url: `https://store.example/${total}`,
    updatedAt: checkedAt,
    checkedAt,
    stale,
  };
}

const OFFERS = [
  offer('Alpha', 279, '2026-06-10T10:00:00Z'),
  offer('Beta', 289, '2026-06-09T11:00:00Z'),
  offer('Gamma', 199, '2026-06-06T09:00:00Z', true, null),
];

// The dialog is a chunk the controller loads on first use; loaded here, before any test's clock starts,
// the tests wait for the dialog to open, not for a module's first load.
beforeAll(async () => {
  await import('@/features/catalogue/product/report/ReportPriceDialog');
});

// The page's inline script marks the root when scripts run; reporting is offered only then.
beforeEach(() => document.documentElement.classList.add('js'));
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove('js');
});

describe('OffersTable', () => {
  it('says how long ago each store was checked, and marks a stale one', () => {
    renderWithProviders(<OffersTable offers={OFFERS} productName="Sony WH-1000XM5" renderedAt={NOW} />);
    const rows = screen.getAllByTestId('offer-row');
    expect(within(rows[0]!).getByTestId('offer-checked')).toHaveTextContent('Checked 2h ago');
    expect(within(rows[0]!).getByTestId('offer-checked')).toHaveAttribute('datetime', '2026-06-10T10:00:00Z');
    expect(within(rows[1]!).getByTestId('offer-checked')).toHaveTextContent('Checked yesterday');
    expect(within(rows[2]!).getByTestId('offer-stale')).toHaveTextContent('Not checked for over 3 days');
    expect(rows[2]).toHaveAttribute('data-stale', 'true');
  });

  it('says when it is in Ukrainian', () => {
    renderWithProviders(<OffersTable offers={OFFERS.slice(0, 1)} productName="Sony WH-1000XM5" renderedAt={NOW} />, {
      lng: 'uk',
    });
    expect(screen.getByTestId('offer-checked')).toHaveTextContent('Перевірено 2 год тому');
  });

  it('discloses commission beside the store links, with a link to the full explanation', () => {
    renderWithProviders(<OffersTable offers={OFFERS} productName="Sony WH-1000XM5" renderedAt={NOW} />);
    const disclosure = screen.getByTestId('affiliate-disclosure');
    expect(disclosure).toHaveTextContent(/commission/);
    expect(within(disclosure).getByRole('link', { name: 'How we make money' })).toHaveAttribute(
      'href',
      '/how-we-compare/',
    );
  });

  it('offers a wrong-price report on every offer the service can take one for, and only with scripts', () => {
    renderWithProviders(<OffersTable offers={OFFERS} productName="Sony WH-1000XM5" renderedAt={NOW} />);
    expect(
      screen
        .getAllByRole('button', { name: /^Report a wrong price/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Report a wrong price: Alpha', 'Report a wrong price: Beta']);
    document.documentElement.classList.remove('js');
    expect(screen.queryAllByRole('button', { name: /^Report a wrong price/ })).toEqual([]);
  });
});

describe("reporting a wrong price (the buttons answered by the page's controller)", () => {
  function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    return vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
      );
  }

  async function sendReport() {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <OffersTable offers={OFFERS.slice(0, 1)} productName="Sony WH-1000XM5" renderedAt={NOW} />
        <ReportPriceController productName="Sony WH-1000XM5" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Report a wrong price: Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a wrong price' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is out of stock at the store' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else/ }), 'Sold out since Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    return dialog;
  }

  it('posts the reason and note for the offer and thanks the shopper', async () => {
    const fetch = respond(201, { id: 1, offerId: 279, createdAt: '2026-06-10T12:00:00Z' });
    const dialog = await sendReport();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you! We will check this price with the store.',
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/restapi/offers/279/reports/');
    expect(init).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'out-of-stock', note: 'Sold out since Monday' });
  });

  it('says when to try again after too many reports (429 with Retry-After)', async () => {
    respond(429, { error: 'Too many reports' }, { 'Retry-After': '540' });
    const dialog = await sendReport();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again in 9 minutes.');
  });

  it('says it failed when the service fails, keeping what was typed', async () => {
    respond(503, { error: 'down' });
    const dialog = await sendReport();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not send your report. Please try again.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Anything else/ })).toHaveValue('Sold out since Monday'),
    );
  });
});
