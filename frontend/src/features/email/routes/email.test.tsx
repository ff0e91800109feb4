import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { Email } from '../api/mail';
import { EmailRoute } from './email';

function mail(id: number, patch: Partial<Email> = {}): Email {
  return {
    id,
    sender: `p${id}@mail.com`,
    sender_name: `Person ${id}`,
    to: ['admin@demo.com'],
    cc: [],
    bcc: [],
    subject: `Subject ${id}`,
    message: `<p>Body ${id}</p><img src=x onerror="window.pwned=1">`,
    attachments: [],
    isStarred: false,
    labels: [],
    time: new Date(Date.now() - id * 3_600_000).toISOString(),
    day: '2026-11-27',
    year: 2026,
    replies: [],
    mailFolder: 'inbox',
    unread: id % 2 === 1,
    img: '',
    ...patch,
  };
}

function setup(route = '/email/inbox') {
  let all = [
    ...Array.from({ length: 13 }, (_, i) => mail(i + 1)),
    mail(20, { mailFolder: 'draft', subject: 'My draft', to: ['ed@demo.com'], message: '<p>Half done</p>', unread: false }),
  ];
  const api = mockFetch({
    'GET /api/email/mails': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('perPage'));
      const filter = url.searchParams.get('filter');
      const list = all.filter((m) => (filter === 'starred' ? m.isStarred : m.mailFolder === filter));
      return {
        body: {
          data: list.slice((page - 1) * perPage, page * perPage),
          total: list.length,
          page,
          perPage,
          totalPages: Math.ceil(list.length / perPage),
        },
      };
    },
    'GET /api/email/counts': () => ({
      body: {
        folders: { inbox: { total: 13, unread: all.filter((m) => m.unread).length }, draft: { total: 2, unread: 0 } },
        labels: {},
      },
    }),
    'GET /api/email/mails/3': () => {
      all = all.map((m) => (m.id === 3 ? { ...m, unread: false } : m));
      return { body: all[2] };
    },
    'POST /api/email/set-starred': ({ body }) => {
      const id = (body as { mailId: number }).mailId;
      all = all.map((m) => (m.id === id ? { ...m, isStarred: !m.isStarred } : m));
      return { body: all.find((m) => m.id === id) };
    },
    'POST /api/email/drafts': ({ body }) => ({ status: 201, body: mail(21, { ...(body as object), mailFolder: 'draft' }) }),
    'PUT /api/email/drafts/20': ({ body }) => ({ body: mail(20, { ...(body as object), mailFolder: 'draft' }) }),
    'POST /api/email/drafts/20/send': () => {
      all = all.filter((m) => m.id !== 20);
      return { status: 201, body: { mail: mail(22, { mailFolder: 'sent' }), delivered: 1 } };
    },
    'GET /api/email/contacts': () => ({ body: [] }),
    'POST /api/email/move-mails': ({ body }) => {
      const { selectedEmails, mailFolder } = body as { selectedEmails: number[]; mailFolder: string };
      all = all.map((m) => (selectedEmails.includes(m.id) ? { ...m, mailFolder } : m));
      return { body: all.filter((m) => selectedEmails.includes(m.id)) };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/email/:folder" element={<EmailRoute />} />
      <Route path="/email/label/:label" element={<EmailRoute />} />
    </Routes>,
    { route },
  );
  return { api, user };
}

const rows = () => within(screen.getByRole('list', { name: 'Mails' })).getAllByTestId('mail-row');

describe('the mail app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the first page of the inbox from the server with the unread count beside the folder', async () => {
    const { api } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const call = api.requests('/api/email/mails')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ filter: 'inbox', page: '1', perPage: '10' });
    expect(rows()[0]).toHaveTextContent('Person 1');
    expect(rows()[0]).toHaveAttribute('data-unread', 'true');
    expect(rows()[1]).not.toHaveAttribute('data-unread');
    expect(screen.getByTestId('list-summary')).toHaveTextContent('1 to 10 of 13');
    expect(await screen.findByLabelText('7 unread')).toBeInTheDocument();
    expect(screen.getByLabelText('2 mails')).toBeInTheDocument();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('stars a mail and moves the selected ones to the trash', async () => {
    const { api, user } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Star' }));
    expect(api.requests('/api/email/set-starred')[0]!.body).toEqual({ mailId: 1 });

    await user.click(screen.getByRole('checkbox', { name: 'Select: Subject 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select: Subject 4' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    await waitFor(() =>
      expect(api.requests('/api/email/move-mails')[0]!.body).toEqual({ selectedEmails: [2, 4], mailFolder: 'trash' }),
    );
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
    await waitFor(() => expect(rows().some((r) => r.textContent?.includes('Subject 2'))).toBe(false));
    expect(rows().some((r) => r.textContent?.includes('Subject 3'))).toBe(true);
  });

  it('selects all shown mails and none again', async () => {
    const { user } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('10 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select none' }));
    expect(screen.queryByText('10 selected')).not.toBeInTheDocument();
  });

  it('opens a mail (read on the server) with its sanitized message', async () => {
    const { api, user } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(rows()[2]!);
    expect(await screen.findByRole('heading', { name: 'Subject 3' })).toBeInTheDocument();
    expect(screen.getByTestId('mail-message').innerHTML).toBe('<p>Body 3</p>');
    expect(api.requests('/api/email/mails/3')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(rows()[2]).not.toHaveAttribute('data-unread'));
  });

  it('says so when the list cannot be loaded, and tries again on demand', async () => {
    let fail = true;
    const api = mockFetch({
      'GET /api/email/mails': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'There was an error on the server, please try again.' } } }
          : { body: { data: [mail(1)], total: 1, page: 1, perPage: 10, totalPages: 1 } },
      'GET /api/email/counts': () => ({ body: { folders: {}, labels: {} } }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/email/:folder" element={<EmailRoute />} />
      </Routes>,
      { route: '/email/inbox' },
    );
    expect(await screen.findByText('Your mails could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.requests('/api/email/mails')).toHaveLength(2);
  });

  it('keeps a filled compose in Drafts when it is closed', async () => {
    const { api, user } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Plan');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Line one');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(api.requests('/api/email/drafts')[0]!.body).toEqual({
        to: [],
        cc: [],
        bcc: [],
        subject: 'Plan',
        message: '<p>Line one</p>',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a draft in compose and sends it: saved over first, then sent', async () => {
    const { api, user } = setup('/email/draft');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(rows()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Draft' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('My draft');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Half done');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.requests('/api/email/drafts/20/send')).toHaveLength(1));
    expect(api.requests('/api/email/drafts/20')[0]!.body).toMatchObject({ to: ['ed@demo.com'], subject: 'My draft' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('replies to the sender with Re: and the original quoted', async () => {
    const { api, user } = setup();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(rows()[2]!);
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Subject 3');
    expect(within(dialog).getByText('p3@mail.com')).toBeInTheDocument();
    expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toMatch(
      /Person 3 <p3@mail\.com> wrote:\n> Body 3$/,
    );
    // Closed untouched: nothing is kept.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('/api/email/drafts')).toHaveLength(0);
  });
});
