import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ResetPasswordRoute } from './reset-password';

beforeAll(async () => {
  await i18n.loadNamespaces('auth-pages');
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

describe('the reset-password page', () => {
  it('asks for a long enough password typed twice, and sends it with the token', async () => {
    const server = mockFetch({ 'POST /api/auth/reset-password': { status: 204, body: null } });
    renderWithProviders(<ResetPasswordRoute />, { route: '/pages/reset-password?token=t-1' });
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await userEvent.type(field(/^New password/), 'short');
    await userEvent.type(field(/^Confirm new password/), 'other');
    await submit();
    expect(screen.getAllByText('Use at least 8 characters.')).toHaveLength(2);
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await userEvent.clear(field(/^New password/));
    await userEvent.type(field(/^New password/), 'long-secret');
    await userEvent.clear(field(/^Confirm new password/));
    await userEvent.type(field(/^Confirm new password/), 'long-secret');
    await submit();
    await waitFor(() => expect(server.requests('/api/auth/reset-password')).toHaveLength(1));
    expect(server.requests('/api/auth/reset-password')[0]?.body).toEqual({ token: 't-1', new_password: 'long-secret' });
  });

  it('offers a new link when the token is refused', async () => {
    mockFetch({ 'POST /api/auth/reset-password': { status: 400, body: { error: { code: 'RESET_TOKEN_INVALID', message: 'invalid' } } } });
    renderWithProviders(<ResetPasswordRoute />, { route: '/pages/reset-password?token=used' });
    await userEvent.type(field(/^New password/), 'long-secret');
    await userEvent.type(field(/^Confirm new password/), 'long-secret');
    await submit();
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
