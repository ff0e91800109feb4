import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { LoginRoute } from './login';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ enabled: true }), { status: 200 })),
  );
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('sign-in page after a failed SSO sign-in', () => {
  it('explains an email the provider has not verified, translated', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<LoginRoute />, { route: '/pages/login?sso_error=OIDC_EMAIL_UNVERIFIED' });
    expect(await screen.findByText(/n’a pas vérifié votre adresse e-mail/)).toBeInTheDocument();
  });

  it('falls back to the generic failure for an unknown code', async () => {
    renderWithProviders(<LoginRoute />, { route: '/pages/login?sso_error=<script>' });
    expect(await screen.findByText('Single sign-on failed, please try again.')).toBeInTheDocument();
  });
});

describe('sign-in page options', () => {
  function serve(options: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/auth/options')
          ? new Response(JSON.stringify(options), { status: 200 })
          : new Response('{}', { status: 200 }),
      ),
    );
  }

  it('shows one button per configured provider and the register link when registration is on', async () => {
    serve({
      registration: true,
      providers: [
        { id: 'oidc', name: 'Single sign-on', login_url: '/api/auth/oidc/login' },
        { id: 'google', name: 'Google', login_url: '/api/auth/oidc/login?provider=google' },
        { id: 'github', name: 'GitHub', login_url: '/api/auth/oidc/login?provider=github' },
        { id: 'evil', name: 'Elsewhere', login_url: 'https://evil.example/login' },
      ],
    });
    renderWithProviders(<LoginRoute />, { route: '/pages/login' });
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with SSO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Elsewhere/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/pages/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/pages/forgot-password');
  });

  it('hides the buttons and the register link when nothing is configured', async () => {
    serve({ registration: false, providers: [] });
    renderWithProviders(<LoginRoute />, { route: '/pages/login' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});
