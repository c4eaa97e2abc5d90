import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/features/catalogue/search/SearchBox';
import SearchCombobox, { nextActiveIndex } from '@/features/catalogue/search/SearchCombobox';
import { loadSearchCalls } from '@/features/catalogue/search/load-search-calls';
import { createPricingClient, type PricingClient } from '@/lib/pricing/http';
import { renderWithProviders } from './render';

const push = vi.fn(() => Promise.resolve(true));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push }) }));

const product = (id: number, name: string, category: string[]) => ({
  id,
  productname: name,
  brand: name.split(' ')[0],
  price: 199,
  priceoriginal: null,
  imageurl: [],
  producturl: null,
  storecount: 3,
  categoryfrontend: category,
  idcategoryforntend: 9,
});

/** A real HTTP server answering like the pricing service, so the hook's requests are real. */
let server: http.Server;
let client: PricingClient;
beforeAll(async () => {
  // The suggestion calls are a chunk the combobox loads on first use: loaded before any test's clock starts.
  await loadSearchCalls();
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    response.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/restapi/search/search') {
      const docs = q.startsWith('sony')
        ? [
            product(1, 'Sony WH-1000XM5', ['Electronics', 'Audio', 'Headphones']),
            product(2, 'Sony WF-1000XM5', ['Electronics', 'Audio', 'Earbuds']),
          ]
        : [];
      response.end(JSON.stringify({ numFound: docs.length, page: 1, limit: 10, docs }));
    } else if (url.pathname === '/restapi/categories/search') {
      response.end(
        JSON.stringify(
          q.startsWith('sony')
            ? []
            : q.startsWith('head')
              ? [{ id: 9, name: 'Headphones', path: ['Electronics', 'Audio', 'Headphones'], hasproducts: true }]
              : [],
        ),
      );
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  client = createPricingClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    timeoutMs: 2000,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => push.mockClear());

function type(text: string) {
  const input = screen.getByRole('combobox', { name: 'Search products and categories' });
  act(() => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
  return input;
}

describe('SearchCombobox', () => {
  it('suggests products with their category while typing', async () => {
    renderWithProviders(<SearchCombobox client={client} initialText="" />);
    const input = type('sony');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Sony WH-1000XM5');
    expect(options[0]).toHaveTextContent('Headphones');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions available');
  });

  it('moves through suggestions with the arrows and opens the highlighted one on Enter', async () => {
    renderWithProviders(<SearchCombobox client={client} initialText="" />);
    const input = type('sony');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/p/Sony-WF-1000XM5-2/');
  });

  it('opens the full results for Enter without a highlight', async () => {
    renderWithProviders(<SearchCombobox client={client} initialText="" />);
    const input = type('sony headphones');
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/search/?q=sony%20headphones');
  });

  it('lists matching categories first', async () => {
    renderWithProviders(<SearchCombobox client={client} initialText="" />);
    type('head');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Headphones');
    expect(options[0]).toHaveTextContent('Category in Electronics › Audio');
  });

  it('says so when nothing matches, and Escape closes the popup', async () => {
    renderWithProviders(<SearchCombobox client={client} initialText="" />);
    const input = type('zzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches for “zzzz”'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SearchBox', () => {
  it('is a plain search form until the shopper reaches for it, then the combobox with what was typed and the focus', async () => {
    renderWithProviders(<SearchBox client={client} />);
    const plain = screen.getByRole('searchbox', { name: 'Search products and categories' });
    expect(plain.closest('form')).toHaveAttribute('action', '/search/');
    fireEvent.change(plain, { target: { value: 'son' } });
    act(() => plain.focus());
    const combobox = await screen.findByRole('combobox', { name: 'Search products and categories' });
    expect(combobox).toHaveValue('son');
    expect(combobox).toHaveFocus();
  });
});

describe('nextActiveIndex', () => {
  it('goes down from the input to the first option and wraps back to the input', () => {
    expect(nextActiveIndex(-1, 3, 1)).toBe(0);
    expect(nextActiveIndex(2, 3, 1)).toBe(-1);
  });
  it('goes up from the input to the last option', () => expect(nextActiveIndex(-1, 3, -1)).toBe(2));
  it('stays on the input when there are no options', () => expect(nextActiveIndex(-1, 0, 1)).toBe(-1));
});
