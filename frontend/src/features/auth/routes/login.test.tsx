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
