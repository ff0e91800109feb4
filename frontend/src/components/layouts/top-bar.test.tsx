import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderTopBarPart } from '@/components/top-bar/test-utils';
import { endSession, startSession } from '@/lib/auth';
import { TopBar } from './top-bar';

const USER = {
  id: 'u1',
  name: 'Ana Admin',
  email: 'admin@demo.com',
  role: 'admin',
  status: 'active',
  avatar: '',
};

describe('TopBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startSession({ user: USER, permissions: {}, token: 'token-1' });
  });

  afterEach(() => {
    endSession();
    vi.useRealTimers();
  });

  it('loads the user and the messages 2000 ms after start, showing the signed-in user meanwhile', async () => {
    const api = mockApi({
      'GET /api/app/user': () => ({ ...USER, name: 'Ana Admin (server)', permissions: {} }),
      'GET /api/app/mail/summary': () => ({ messages: [], unread: 3 }),
      'GET /api/search/bookmarks/data': () => ({ searchResult: [] }),
      'GET /api/app/config': () => ({ user_manual_url: null, customizer_enabled: false }),
    });
    renderTopBarPart(<TopBar navOpened={false} onToggleNav={() => undefined} />);

    // The sign-in answer's user is on screen at once.
    expect(screen.getAllByText('Ana Admin').length).toBeGreaterThan(0);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(api.callsTo('GET /api/app/user')).toHaveLength(0);
    expect(api.callsTo('GET /api/app/mail/summary')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(api.callsTo('GET /api/app/user')).toHaveLength(1);
    expect(api.callsTo('GET /api/app/mail/summary')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(screen.getAllByText('Ana Admin (server)').length).toBeGreaterThan(0);
  });

  it('shows the user-manual button only when a manual is configured, and opens it in a frame', async () => {
    vi.useRealTimers();
    mockApi({
      'GET /api/app/config': () => ({ user_manual_url: 'https://docs.example.com/manual', customizer_enabled: false }),
      'GET /api/search/bookmarks/data': () => ({ searchResult: [] }),
    });
    renderTopBarPart(<TopBar navOpened={false} onToggleNav={() => undefined} />);

    const button = await screen.findByRole('button', { name: 'User manual' });
    act(() => button.click());
    const frame = await screen.findByTitle('RiskHub user manual');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://docs.example.com/manual');
    const dialog = screen.getByRole('dialog', { name: 'User manual' });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    act(() => closeButtons[closeButtons.length - 1]!.click());
    await vi.waitFor(() => expect(screen.queryByTitle('RiskHub user manual')).not.toBeInTheDocument());
  });

  it('has no user-manual button without a manual address', async () => {
    vi.useRealTimers();
    const api = mockApi({
      'GET /api/app/config': () => ({ user_manual_url: null, customizer_enabled: false }),
      'GET /api/search/bookmarks/data': () => ({ searchResult: [] }),
    });
    renderTopBarPart(<TopBar navOpened={false} onToggleNav={() => undefined} />);
    await vi.waitFor(() => expect(api.callsTo('GET /api/app/config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'User manual' })).not.toBeInTheDocument();
  });

  it('renders the leading slot first', () => {
    mockApi({});
    renderTopBarPart(<TopBar navOpened={false} onToggleNav={() => undefined} leading={<span>LOGO</span>} />);
    expect(screen.getByText('LOGO')).toBeInTheDocument();
  });
});
