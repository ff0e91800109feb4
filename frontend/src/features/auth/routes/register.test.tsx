import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { RegisterRoute } from './register';

beforeAll(async () => {
  await i18n.loadNamespaces('auth-pages');
});

describe('the register page', () => {
  it('checks name, e-mail and password length before it sends anything', async () => {
    const server = mockFetch({ '/api/auth/options': { body: { registration: true, providers: [] } } });
    renderWithProviders(<RegisterRoute />, { route: '/pages/register' });
    const submit = await screen.findByRole('button', { name: 'Sign up' });
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    await userEvent.click(submit);
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getAllByText('Use at least 8 characters.')).toHaveLength(2);
    expect(server.requests('/api/authenticate/register/user')).toHaveLength(0);
  });

  it('says so instead of showing the form when registration is off', async () => {
    mockFetch({ '/api/auth/options': { body: { registration: false, providers: [] } } });
    renderWithProviders(<RegisterRoute />, { route: '/pages/register' });
    expect(await screen.findByText('Self-registration is turned off')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create your account' })).not.toBeInTheDocument();
  });
});
