import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, markPasswordChanged, requirePasswordChange, startSession, type Session } from './auth';
import { RequireAuth, RequireSession } from './authorization';

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
      { Component: RequireAuth, children: [{ path: '/', element: <p>dashboard</p> }] },
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
