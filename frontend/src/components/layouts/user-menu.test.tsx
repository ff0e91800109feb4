import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avatarSource } from '@/components/top-bar/use-avatar-url';
import { mockApi, renderTopBarPart } from '@/components/top-bar/test-utils';
import { endSession, startSession } from '@/lib/auth';
import { UserMenu } from './user-menu';

const USER = { id: 'u1', name: 'Ana Admin', email: 'admin@demo.com', role: 'admin', status: 'active', avatar: '' };

describe('avatarSource', () => {
  it('fetches pictures of this site (they need the bearer header) and links others directly', () => {
    expect(avatarSource('/api/v1/avatars/u1?v=3')).toEqual({ fetch: '/api/v1/avatars/u1?v=3' });
    expect(avatarSource(`${window.location.origin}/api/v1/avatars/u1`)).toEqual({ fetch: '/api/v1/avatars/u1' });
    expect(avatarSource('https://cdn.example.com/a.png')).toEqual({ direct: 'https://cdn.example.com/a.png' });
    expect(avatarSource('data:image/png;base64,AAAA')).toEqual({ direct: 'data:image/png;base64,AAAA' });
    expect(avatarSource('javascript:alert(1)')).toBeNull();
    expect(avatarSource('')).toBeNull();
    expect(avatarSource(undefined)).toBeNull();
  });
});

describe('UserMenu', () => {
  afterEach(() => endSession());

  it('shows the picture through an object URL fetched with the bearer header, and the menu items', async () => {
    startSession({ user: { ...USER, avatar: '/api/v1/avatars/u1?v=1' }, permissions: {}, token: 'tok' });
    URL.createObjectURL = vi.fn(() => 'blob:avatar-1');
    const api = mockApi({
      'GET /api/app/user': () => ({ ...USER, avatar: '/api/v1/avatars/u1?v=1', permissions: {} }),
      'GET /api/app/mail/summary': () => ({ messages: [], unread: 4 }),
      'GET /api/v1/avatars/u1': () => new Response('png', { headers: { 'Content-Type': 'image/png' } }),
    });
    const user = userEvent.setup();
    renderTopBarPart(<UserMenu />);

    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Ana Admin' })[0]).toHaveAttribute('src', 'blob:avatar-1'));
    const [request, init] = vi.mocked(fetch).mock.calls.find(([input]) => String(input).startsWith('/api/v1/avatars/'))!;
    expect(String(request)).toBe('/api/v1/avatars/u1?v=1');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(api.callsTo('GET /api/v1/avatars/u1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute('href', '/user/account');
    expect(screen.getByRole('menuitem', { name: /My Messages/ })).toHaveAttribute('href', '/user/messages');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /My Messages/ })).toHaveTextContent('4'));
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('locks the screen remembering the page it was locked from', async () => {
    startSession({ user: USER, permissions: {}, token: 'tok' });
    mockApi({});
    const user = userEvent.setup();
    renderTopBarPart(<UserMenu load={false} />, { route: '/risk/all?status=open' });
    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Lock screen' })).toHaveAttribute(
      'href',
      '/pages/lock-screen?from=%2Frisk%2Fall%3Fstatus%3Dopen',
    );
  });

  it('shows initials without a picture', () => {
    startSession({ user: USER, permissions: {}, token: 'tok' });
    mockApi({});
    renderTopBarPart(<UserMenu load={false} />);
    expect(screen.getAllByText('AA').length).toBeGreaterThan(0);
  });
});
