import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportAccountSession } from '@/features/account/account-session';
import { SaveProductButton } from '@/features/account/SaveProductButton';
import { renderWithProviders } from './render';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/cl/x-1/' }) }));

const signedIn = { status: 'authenticated' as const, user: { name: 'Sam', email: null }, unread: 0, signOut: () => {} };
const signedOut = { status: 'unauthenticated' as const, user: null, unread: 0, signOut: () => {} };

function respond(...answers: Response[]) {
  const fetch = vi.spyOn(globalThis, 'fetch');
  for (const answer of answers) fetch.mockResolvedValueOnce(answer);
  return fetch;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Save toggles are islands, each a React root of its own: the saved products are one store they
 * all read, loaded once when the session says who is signed in.
 */
describe('the saved products every Save toggle shares', () => {
  afterEach(() => {
    act(() => reportAccountSession(signedOut));
    vi.restoreAllMocks();
  });

  it('loads the list once for every toggle, and a toggle in one root shows in another', async () => {
    const fetch = respond(json({ productIds: [7] }), json({}));
    // Two renders, two React roots, as two islands are.
    renderWithProviders(<SaveProductButton productId={7} productName="Kettle" />);
    renderWithProviders(<SaveProductButton productId={7} productName="Kettle" />);
    expect(screen.getAllByRole('link', { name: /^Save/ })).toHaveLength(2);
    await act(async () => reportAccountSession(signedIn));
    const buttons = await screen.findAllByRole('button', { pressed: true });
    expect(buttons).toHaveLength(2);
    expect(fetch).toHaveBeenCalledOnce();
    await userEvent.click(buttons[0]!);
    expect(await screen.findAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(fetch).toHaveBeenLastCalledWith('/api/account/saved-products/7/', { method: 'DELETE' });
  });

  it('puts a toggle back when the server refuses it', async () => {
    respond(json({ productIds: [] }), json({ error: 'no' }, 500));
    renderWithProviders(<SaveProductButton productId={9} productName="Toaster" />);
    await act(async () => reportAccountSession(signedIn));
    const button = await screen.findByRole('button', { name: 'Save Toaster', pressed: false });
    await userEvent.click(button);
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('is a link to sign in and come back for anyone not signed in', () => {
    renderWithProviders(<SaveProductButton productId={3} productName="Lamp" />);
    expect(screen.getByRole('link', { name: 'Save Lamp' })).toHaveAttribute(
      'href',
      '/login/?callbackUrl=%2Fcl%2Fx-1%2F',
    );
  });
});
