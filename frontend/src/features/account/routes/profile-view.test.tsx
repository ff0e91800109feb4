import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import { resetModuleStatus } from '@/lib/module-status';
import { renderWithProviders } from '@/testing/render';
import { answer, errorBody, fakeServer } from '../lib/test-server';
import { ProfileViewRoute } from './profile-view';

const ME = {
  id: 'u-1',
  name: 'Ada Lovelace',
  email: 'ada@demo.com',
  role: 'admin',
  status: 'active',
  avatar: '',
  language: 'fr',
  function_id: 'f-2',
  created_at: '2026-01-15T09:00:00Z',
  permissions: {},
};

beforeEach(() => {
  startSession({
    user: { id: ME.id, name: ME.name, email: ME.email, role: ME.role, status: ME.status, avatar: '' },
    permissions: {},
    token: 'jwt',
  });
});

afterEach(() => {
  cleanup();
  endSession();
  resetModuleStatus();
});

describe('Profile view (/pages/profile)', () => {
  it('shows the current user read-only with a way to Edit Profile', async () => {
    fakeServer({
      'GET /api/app/user': () => ME,
      'GET /api/v1/functions': () => ({ data: [{ id: 'f-1', name: 'Sales' }, { id: 'f-2', name: 'Finance' }] }),
    });
    renderWithProviders(<ProfileViewRoute />, { route: '/pages/profile' });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getAllByText('Admin').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ada@demo.com').length).toBeGreaterThan(0);
    expect(await screen.findByText('Finance')).toBeInTheDocument();
    // In the facts and in the language shortcut.
    expect(screen.getAllByText('Français')).toHaveLength(2);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/user/account');
    expect(screen.getByRole('link', { name: /Change password/ })).toHaveAttribute('href', '/user/account?tab=security');
  });

  it('says when no function is assigned, and prefers the name the server sends', async () => {
    const server = fakeServer({ 'GET /api/app/user': () => ({ ...ME, function_id: null }) });
    renderWithProviders(<ProfileViewRoute />, { route: '/pages/profile' });
    expect(await screen.findByText('No function assigned')).toBeInTheDocument();
    expect(server.calls('GET /api/v1/functions')).toHaveLength(0);
  });

  it('uses the function name from the current user when given', async () => {
    const server = fakeServer({ 'GET /api/app/user': () => ({ ...ME, function_name: 'Operations' }) });
    renderWithProviders(<ProfileViewRoute />, { route: '/pages/profile' });
    expect(await screen.findByText('Operations')).toBeInTheDocument();
    expect(server.calls('GET /api/v1/functions')).toHaveLength(0);
  });

  it('says the account module is unavailable on a 503', async () => {
    resetModuleStatus();
    fakeServer({
      'GET /api/app/user': () => answer(503, errorBody('SERVICE_UNAVAILABLE', 'A service is unavailable')),
    });
    // The sign-in seed is not in this test's query cache: the page waits for the call.
    renderWithProviders(<ProfileViewRoute />, { route: '/pages/profile' });
    expect(await screen.findByRole('heading', { name: 'The Account module is unavailable' })).toBeInTheDocument();
  });
});
