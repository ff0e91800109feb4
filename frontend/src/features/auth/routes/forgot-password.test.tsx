import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordRoute } from './forgot-password';

beforeAll(async () => {
  await i18n.loadNamespaces('auth-pages');
});

const email = () => screen.getByRole('textbox', { name: /Email/ });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('the forgot-password page', () => {
  it('checks the address before it asks, then says the link is on its way', async () => {
    const server = mockFetch({ 'POST /api/auth/forgot-password': { body: { message: 'sent' } } });
    renderWithProviders(<ForgotPasswordRoute />, { route: '/pages/forgot-password' });
    await send();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(email(), 'not-an-address');
    await send();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await userEvent.clear(email());
    await userEvent.type(email(), ' ada@demo.com ');
    await send();
    expect(await screen.findByText('Check your mailbox')).toBeInTheDocument();
    expect(server.requests('/api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@demo.com' });
  });

  it("shows the server's failure above the form", async () => {
    mockFetch({ 'POST /api/auth/forgot-password': { status: 500, body: { error: { code: 'MAIL_DOWN', message: 'The mail server is down.' } } } });
    renderWithProviders(<ForgotPasswordRoute />, { route: '/pages/forgot-password' });
    await userEvent.type(email(), 'ada@demo.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('The mail server is down.');
    expect(email()).toHaveValue('ada@demo.com');
  });
});
