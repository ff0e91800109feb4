import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/routes';
import { endSession, markPasswordChanged, requirePasswordChange, startSession, type Session } from './auth';
import { PermissionGuard, RequireAuth, RequireSession } from './authorization';

const session = (mustChange: boolean): Session => ({
  user: {
    id: 'u9',
    name: 'Nina Novak',
    email: 'nina@example.com',
    role: 'staff',
    status: 'active',
    avatar: '',
    must_change_password: mustChange,
  },
  permissions: { 'risk.read': true },
  token: 'jwt',
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: RequireAuth,
        children: [
          { path: '/', element: <p>dashboard</p> },
          {
            Component: PermissionGuard,
            children: [
              { path: ROUTES.chat.path, handle: { route: 'chat' }, element: <p>chat</p> },
              { path: ROUTES.shop.path, handle: { route: 'shop' }, element: <p>shop</p> },
            ],
          },
        ],
      },
      { path: ROUTES.notAuthorized.path, element: <p>not authorized</p> },
      { Component: RequireSession, children: [{ path: '/pages/change-password', element: <p>change password</p> }] },
      { path: '/pages/login', element: <p>login</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('route guards and the change-password step', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    endSession();
  });

  it('sends a user who must change the password to that step first', async () => {
    startSession(session(true));
    renderAt('/');
    expect(await screen.findByText('change password')).toBeInTheDocument();
  });

  it('lets the user through once the password was changed', async () => {
    startSession(session(true));
    markPasswordChanged();
    renderAt('/');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('sends the user back to the step when the server asks for it', async () => {
    startSession(session(false));
    requirePasswordChange();
    renderAt('/');
    expect(await screen.findByText('change password')).toBeInTheDocument();
  });

  it('sends signed-out visitors of either to the sign-in page', async () => {
    renderAt('/pages/change-password');
    expect(await screen.findByText('login')).toBeInTheDocument();
  });
});

describe('the demo apps behind apps.use', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    endSession();
  });

  it.each([ROUTES.chat.path, ROUTES.shop.path])('sends an account without apps.use from %s to not-authorized', async (path) => {
    startSession({ ...session(false), permissions: { 'risk.read': true, 'apps.use': false } });
    renderAt(path);
    expect(await screen.findByText('not authorized')).toBeInTheDocument();
  });

  it('opens them for an account with apps.use', async () => {
    startSession({ ...session(false), permissions: { 'risk.read': true, 'apps.use': true } });
    renderAt(ROUTES.chat.path);
    expect(await screen.findByText('chat')).toBeInTheDocument();
  });
});
