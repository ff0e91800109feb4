import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactElement, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { LockScreenRoute } from './lock-screen';

beforeAll(async () => {
  await i18n.loadNamespaces('auth-pages');
});

/** The gateway's lock for one session: GET tells, POST /lock locks, the right password unlocks. */
function lockServer() {
  let locked = false;
  return mockFetch({
    'GET /api/auth/lock': () => ({ body: { locked } }),
    'POST /api/auth/lock': () => {
      locked = true;
      return { status: 204, body: null };
    },
    'POST /api/auth/unlock': ({ body }) => {
      if ((body as { password: string }).password !== 'Demo-1234') {
        return { status: 422, body: { error: { code: 'VALIDATION_FAILED', message: 'invalid', fields: { password: 'Wrong password' } } } };
      }
      locked = false;
      return { status: 204, body: null };
    },
    'GET /api/app/user': { body: { id: 'usr-staff', name: 'Sam Patel', email: 'staff@demo.com', role: 'staff' } },
  });
}

// The page it returns to loads lazily, as the app's pages do: the lock screen
// stays on screen (a transition) while it loads and sees the session unlocked.
const Register = lazy(
  () => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <p>The register</p> }), 300)),
);

function app() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/pages/lock-screen" element={<LockScreenRoute />} />
        <Route path="/risk/all" element={<Register />} />
        <Route path="/" element={<p>The dashboard</p>} />
        <Route path="*" element={<p>Somewhere else</p>} />
      </Routes>
    </Suspense>
  );
}

describe('the lock screen', () => {
  it('locks the session once on opening and, unlocked, returns to the page without locking it again', async () => {
    const server = lockServer();
    renderWithProviders(app(), { route: '/pages/lock-screen?from=%2Frisk%2Fall' });
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    expect(server.requests('/api/auth/lock').filter((r) => r.method === 'POST')).toHaveLength(1);

    await userEvent.type(password, 'Demo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The register')).toBeInTheDocument();
    // Let any late effect of the unmounted page run before counting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests('/api/auth/unlock')).toHaveLength(1);
    expect(server.requests('/api/auth/lock').filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('keeps the session locked after a wrong password and says so', async () => {
    const server = lockServer();
    renderWithProviders(app(), { route: '/pages/lock-screen' });
    await userEvent.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'Not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    await waitFor(() => expect(server.requests('/api/auth/unlock')).toHaveLength(1));
    expect(screen.queryByText('The register')).not.toBeInTheDocument();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '/\t/evil.com'])(
    'returns to the dashboard, not to another site, when from=%j',
    async (from) => {
      lockServer();
      renderWithProviders(app(), { route: `/pages/lock-screen?from=${encodeURIComponent(from)}` });
      await userEvent.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'Demo-1234');
      await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(await screen.findByText('The dashboard')).toBeInTheDocument();
      expect(screen.queryByText('Somewhere else')).not.toBeInTheDocument();
    },
  );
});
