import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderTopBarPart } from '@/components/top-bar/test-utils';
import type { Message } from '@/lib/messages';
import { MessagesRoute } from './messages';

function message(n: number, read: 'Yes' | 'No'): Message {
  return {
    id: `m${n}`,
    subject: `Message ${n}`,
    body: `<p>Body <em>${n}</em></p><img src=x onerror="window.pwned=1">`,
    read,
    color: n % 2 ? 'info' : 'danger',
    created_at: new Date(Date.now() - n * 3_600_000).toISOString(),
  };
}

function setup({ route = '/user/messages', empty = false } = {}) {
  let all = empty ? [] : Array.from({ length: 25 }, (_, i) => message(i + 1, i % 3 === 0 ? 'No' : 'Yes'));
  const unread = () => all.filter((m) => m.read === 'No');
  const api = mockApi({
    'GET /api/v1/messages': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const list = url.searchParams.get('unread') === 'true' ? unread() : all;
      return {
        data: list.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: list.length,
        unread: unread().length,
      };
    },
    'GET /api/app/mail/summary': () => ({ messages: all.slice(0, 10), unread: unread().length }),
    'GET /api/app/global/account/messages/read': ({ url }) => {
      all = all.map((m) => (m.id === url.searchParams.get('id') ? { ...m, read: 'Yes' } : m));
      return all.find((m) => m.id === url.searchParams.get('id'));
    },
    'POST /api/v1/messages/m2/unread': () => {
      all = all.map((m) => (m.id === 'm2' ? { ...m, read: 'No' } : m));
      return all.find((m) => m.id === 'm2');
    },
    'POST /api/v1/messages/read-all': () => {
      const updated = unread().length;
      all = all.map((m) => ({ ...m, read: 'Yes' }));
      return { updated };
    },
  });
  const user = userEvent.setup();
  renderTopBarPart(<MessagesRoute />, { route });
  return { api, user };
}

const rows = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('My Messages', () => {
  it('lists a page of messages, unread ones marked, with the server paging', async () => {
    const { api } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Unread: Message 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message 2' })).toBeInTheDocument();
    expect(screen.getByText('9 unread messages')).toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 1 to 10 of 25 entries');
    const call = api.callsTo('GET /api/v1/messages')[0]!;
    expect(call.url.searchParams.get('page')).toBe('1');
    expect(call.url.searchParams.get('per_page')).toBe('10');
    expect(call.url.searchParams.has('unread')).toBe(false);
  });

  it('filters to unread messages with unread=true (kept in the address)', async () => {
    const { api, user } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByText('Unread (9)'));
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(api.callsTo('GET /api/v1/messages').at(-1)?.url.searchParams.get('unread')).toBe('true');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/messages?filter=unread');
  });

  it('opens a message sanitized, marks it read, and can mark it unread again', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Unread: Message 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Message 1/ });
    expect(within(dialog).getByText('1').tagName).toBe('EM');
    expect(dialog.querySelector('img')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /api/app/global/account/messages/read')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Message 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as unread: Message 2' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/messages/m2/unread')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Unread: Message 2' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { api, user } = setup({ route: '/user/messages?filter=unread' });
    await waitFor(() => expect(rows()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/messages/read-all')).toHaveLength(1));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows an empty state without messages', async () => {
    setup({ empty: true });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
