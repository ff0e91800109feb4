import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/messages';
import { MessagesDropdown } from './messages-dropdown';
import { mockApi, renderTopBarPart } from './test-utils';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function message(id: string, read: 'Yes' | 'No', extra: Partial<Message> = {}): Message {
  return {
    id,
    subject: `Subject ${id}`,
    body: `<p>Body of ${id}</p>`,
    read,
    color: 'warning',
    created_at: minutesAgo(5),
    ...extra,
  };
}

function setup() {
  let read = new Set<string>(['m3']);
  const messages = () =>
    [
      message('m1', read.has('m1') ? 'Yes' : 'No', {
        subject: 'Risk R-7 waits for your approval',
        body: '<p>Open <strong>R-7</strong> to approve.</p><script>window.hacked = true</script><a href="javascript:alert(1)" onclick="x()">evil</a>',
      }),
      message('m2', read.has('m2') ? 'Yes' : 'No'),
      message('m3', 'Yes'),
    ];
  const api = mockApi({
    'GET /api/app/mail/summary': () => {
      const list = messages();
      return { messages: list, unread: list.filter((m) => m.read === 'No').length };
    },
    'GET /api/app/global/account/messages/read': ({ url }) => {
      const id = url.searchParams.get('id') ?? '';
      read = new Set([...read, id]);
      return messages().find((m) => m.id === id);
    },
  });
  const user = userEvent.setup();
  renderTopBarPart(<MessagesDropdown />);
  return { api, user };
}

describe('MessagesDropdown', () => {
  it('shows the unread count on the bell', async () => {
    setup();
    const bell = await screen.findByRole('button', { name: 'Messages, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('lists the newest messages with subject, relative time and an unread marker', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Unread: Risk R-7 waits for your approval',
      'Unread: Subject m2',
      'Subject m3',
    ]);
    expect(within(items[0]!).getByText('5 min. ago')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Open R-7 to approve. evil')).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(items[2]!).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByText('2 new')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View all messages/ })).toHaveAttribute('href', '/user/messages');
  });

  it('opens a message sanitized, marks it read, then reloads the summary', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unread: Risk R-7 waits for your approval' }));

    const dialog = await screen.findByRole('dialog', { name: /Risk R-7 waits for your approval/ });
    expect(within(dialog).getByText('R-7').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    const evil = within(dialog).getByText('evil');
    expect(evil).not.toHaveAttribute('href');
    expect(evil).not.toHaveAttribute('onclick');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

    await waitFor(() => expect(api.callsTo('GET /api/app/global/account/messages/read')).toHaveLength(1));
    expect(api.callsTo('GET /api/app/global/account/messages/read')[0]?.url.searchParams.get('id')).toBe('m1');
    await waitFor(() => expect(api.callsTo('GET /api/app/mail/summary')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  });

  it('does not call the read endpoint for a message already read', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Subject m3' }));
    await screen.findByRole('dialog', { name: /Subject m3/ });
    expect(api.callsTo('GET /api/app/global/account/messages/read')).toHaveLength(0);
  });

  it('shows no badge and an empty list when there are no messages', async () => {
    mockApi({ 'GET /api/app/mail/summary': () => ({ messages: [], unread: 0 }) });
    const user = userEvent.setup();
    renderTopBarPart(<MessagesDropdown />);
    const bell = screen.getByRole('button', { name: 'Messages' });
    await user.click(bell);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('ignores a failing summary call (no toast, just a quiet note)', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderTopBarPart(<MessagesDropdown />);
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('Messages could not be loaded')).toBeInTheDocument();
  });

  it('waits while not enabled', async () => {
    const api = mockApi({ 'GET /api/app/mail/summary': () => ({ messages: [], unread: 0 }) });
    renderTopBarPart(<MessagesDropdown enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET /api/app/mail/summary')).toHaveLength(0);
  });
});
