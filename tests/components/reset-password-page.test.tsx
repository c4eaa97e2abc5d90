import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage, type ResetPasswordPageProps } from '@/features/account/ResetPasswordPage';
import { renderWithProviders } from './render';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/login/reset/', locale: 'en', push: vi.fn() }) }));

const page = (props: Partial<ResetPasswordPageProps>): ResetPasswordPageProps => ({
  locale: 'en',
  notice: null,
  csrfToken: 'csrf',
  providerName: 'Test ID',
  token: 'reset-token',
  providers: [],
  ...props,
});

const removeBox = () => screen.queryByRole('checkbox');

describe('the new-password page of a reset link', () => {
  it('lists the linked sign-in providers before the form, and offers to remove them', () => {
    renderWithProviders(
      <ResetPasswordPage
        {...page({
          providers: [
            { name: 'Test ID', linkedOn: '3 March 2026' },
            { name: 'id.example', linkedOn: '9 April 2026' },
          ],
        })}
      />,
    );
    const list = screen.getByTestId('reset-providers');
    expect(list).toHaveTextContent('These sign-in providers are linked to the account');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Test ID, linked on 3 March 2026', 'id.example, linked on 9 April 2026']);
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    expect(list.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const remove = within(form).getByRole('checkbox', { name: /Also remove these sign-in providers/ });
    expect(remove).toHaveAttribute('name', 'removeProviders');
    expect(remove).not.toBeChecked();
  });

  it('says one provider in the singular', () => {
    renderWithProviders(
      <ResetPasswordPage {...page({ providers: [{ name: 'Test ID', linkedOn: '3 March 2026' }] })} />,
    );
    expect(screen.getByTestId('reset-providers')).toHaveTextContent('This sign-in provider is linked to the account');
  });

  it('says no provider is linked, and offers nothing to remove', () => {
    renderWithProviders(<ResetPasswordPage {...page({ providers: [] })} />);
    expect(screen.getByTestId('reset-providers')).toHaveTextContent('No sign-in provider is linked to the account');
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    expect(removeBox()).toBeNull();
  });

  it('offers the removal without a list when the backend could not say what is linked', () => {
    renderWithProviders(<ResetPasswordPage {...page({ providers: null })} />);
    expect(screen.queryByTestId('reset-providers')).toBeNull();
    expect(removeBox()).toHaveAccessibleName(/Also remove the identity providers linked to the account/);
  });

  it('offers a new link, and no form, when the link does not work', () => {
    renderWithProviders(
      <ResetPasswordPage
        {...page({ token: '', providers: null, notice: { tone: 'error', key: 'error.expired_link', values: {} } })}
      />,
    );
    expect(screen.getByTestId('form-notice')).toHaveTextContent('expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login/forgot/');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByTestId('reset-providers')).toBeNull();
  });

  it('speaks Ukrainian', () => {
    renderWithProviders(
      <ResetPasswordPage
        {...page({ locale: 'uk', providers: [{ name: 'Test ID', linkedOn: '3 березня 2026 р.' }] })}
      />,
      { lng: 'uk' },
    );
    expect(screen.getByTestId('reset-providers')).toHaveTextContent('Test ID, приєднано 3 березня 2026 р.');
    expect(removeBox()).toHaveAccessibleName(/Також прибрати цих постачальників входу/);
  });
});
