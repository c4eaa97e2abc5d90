import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressiveForm } from '@/features/account/forms/ProgressiveForm';
import { watchProgressiveForms } from '@/features/account/forms/progressive-forms';
import { SubmitButton } from '@/features/account/forms/SubmitButton';
import { renderWithProviders } from './render';

const push = vi.fn(async () => true);
vi.mock('next/router', () => ({ default: { push: (...args: unknown[]) => push(...(args as [])) } }));

function renderForm() {
  renderWithProviders(
    <ProgressiveForm action="/api/account/forgot/" fields={{ locale: 'en' }} label="Forgotten password">
      <input name="email" defaultValue="sam@example.com" />
      <SubmitButton label="Send the link" busyLabel="Sending..." />
    </ProgressiveForm>,
  );
  return screen.getByRole('form', { name: 'Forgotten password' }) as HTMLFormElement;
}

/**
 * Account forms are plain markup in the server's HTML, which React never hydrates: one listener
 * for the whole document sends them by fetch and opens the answer client-side.
 */
describe('progressive account forms', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = watchProgressiveForms();
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    push.mockClear();
  });

  it('post by fetch, asking for JSON, and open the page the answer names; busy meanwhile', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const form = renderForm();
    const button = screen.getByRole('button', { name: 'Send the link' });
    fireEvent.submit(form);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBe(button);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(new URL('/api/account/forgot/', window.location.href).href);
    expect(String(init!.body)).toBe('locale=en&email=sam%40example.com');
    expect(init!.headers).toEqual({ Accept: 'application/json' });
    await act(async () => answer(new Response(JSON.stringify({ redirect: '/login/forgot/?status=check_email' }))));
    await vi.waitFor(() =>
      expect(push).toHaveBeenCalledWith('/login/forgot/?status=check_email', undefined, { scroll: true }),
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });

  it('let the browser post the form itself when the route cannot be asked by fetch', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    fireEvent.submit(renderForm());
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(push).not.toHaveBeenCalled();
  });
});
