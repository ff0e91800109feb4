import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { endSession, startSession } from '@/lib/auth';
import { RolesMatrixRoute } from './roles-matrix';

const PERMISSIONS = [
  { name: 'risk.read', area: 'risk', description: 'View risks' },
  { name: 'risk.write', area: 'risk', description: 'Edit risks' },
];
const ROLES = [
  { name: 'admin', description: '', built_in: true, user_count: 1, permissions: ['risk.read', 'risk.write'] },
  { name: 'staff', description: '', built_in: true, user_count: 2, permissions: ['risk.read'] },
];

function renderMatrix() {
  startSession({
    user: { id: 'u-1', name: 'Admin', email: 'a@example.com', role: 'admin', status: 'active', avatar: '' },
    permissions: { 'settings.manage': true },
    token: 'jwt',
  });
  const answers: Record<string, unknown> = {
    '/api/v1/roles': { data: ROLES, page: 1, per_page: 100, total: 2 },
    '/api/v1/permissions': { data: PERMISSIONS },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = answers[new URL(String(input), 'http://localhost').pathname];
      return new Response(JSON.stringify(body ?? { error: { code: 'ROUTE_NOT_FOUND', message: '' } }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const router = createMemoryRouter([{ path: '/settings/roles', element: <RolesMatrixRoute /> }], {
    initialEntries: ['/settings/roles'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

describe('Roles Matrix (issue 13, 10b)', () => {
  it('keeps its header row in view: the table scrolls in its own box under a sticky head', async () => {
    renderMatrix();
    const cell = await screen.findByRole('checkbox', { name: /Staff.*Edit risks|Edit risks.*Staff/i });
    const scroller = screen.getByTestId('matrix-scroller');
    expect(scroller.contains(cell)).toBe(true);
    expect(scroller.querySelector('thead')).toHaveAttribute('data-sticky');
  });

  it('lifts the scroll-to-top button above the save bar while there are changes', async () => {
    const user = userEvent.setup();
    renderMatrix();
    const cell = await screen.findByRole('checkbox', { name: /Staff.*Edit risks|Edit risks.*Staff/i });
    expect(document.documentElement.style.getPropertyValue('--rh-action-bar-clearance')).toBe('');

    await user.click(cell);
    const bar = await screen.findByRole('region', { name: /unsaved/i });
    expect(within(bar).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    // jsdom lays nothing out: the bar's top is 0, so the clearance is the whole window plus the gap.
    expect(document.documentElement.style.getPropertyValue('--rh-action-bar-clearance')).toBe(`${window.innerHeight + 12}px`);

    await user.click(within(bar).getByRole('button', { name: /Discard/ }));
    expect(screen.queryByRole('region', { name: /unsaved/i })).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--rh-action-bar-clearance')).toBe('');
  });
});
