import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import type { Comment } from '../../api/comments';
import { CommentsCard } from './comments-card';

// A fetch stand-in that answers by "METHOD /path" and keeps every call.
type Call = { method: string; url: URL; body: unknown };
type Reply = { status?: number; body?: unknown };

function serve(routes: Record<string, (call: Call) => Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${url.pathname}`];
      const reply = route ? route(call) : { status: 404, body: { error: { code: 'ROUTE_NOT_FOUND', message: 'No.' } } };
      const status = reply.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path) };
}

const ME = { id: 'u1', name: 'Sam Patel', email: 'staff@demo.com', role: 'staff', status: 'active', avatar: '' };
const PEOPLE = [
  { id: 'u1', name: 'Sam Patel', email: 'staff@demo.com' },
  { id: 'u2', name: 'Emma Clarke', email: 'editor@demo.com' },
];

function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    entity_type: 'risk',
    entity_id: 'r1',
    author_id: 'u2',
    author_name: 'Emma Clarke',
    body: '@Sam Patel the <b>backup</b> failed',
    mentions: ['u1'],
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    edited_at: '',
    ...overrides,
  };
}

const page = (data: Comment[], pageNo: number, total: number) => ({ data, page: pageNo, per_page: 10, total });

beforeEach(() => {
  startSession({ user: ME, permissions: {}, token: 'jwt' });
  clearPermissions();
});

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

// Typing key by key is slow on a busy machine.
describe('Comments card', { timeout: 30_000 }, () => {
  it('shows the text as text with mentions highlighted, older pages on demand, delete on own comments only', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true, 'risk.approve': false });
    const older = comment({ id: 'c0', author_id: 'u1', author_name: 'Sam Patel', body: 'First note', mentions: [] });
    const api = serve({
      'GET /api/v1/comments': (call) =>
        call.url.searchParams.get('page') === '2'
          ? { body: page([older], 2, 11) }
          : { body: page([comment()], 1, 11) },
      'GET /api/v1/users/options': () => ({ body: PEOPLE }),
    });
    renderWithProviders(<CommentsCard entityType="control" entityId="ctl-7" />);

    const items = await screen.findAllByTestId('comment');
    const first = api.of('GET', '/api/v1/comments')[0]!;
    expect(Object.fromEntries(first.url.searchParams)).toMatchObject({ entity_type: 'control', entity_id: 'ctl-7', page: '1' });
    const body = within(items[0]!).getByTestId('comment-body');
    expect(body).toHaveTextContent('@Sam Patel the <b>backup</b> failed');
    expect(body.querySelector('b')).toBeNull();
    await waitFor(() => expect(within(items[0]!).getByTestId('comment-mention')).toHaveTextContent('@Sam Patel'));
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    // Someone else's comment, and the caller does not approve: no delete.
    expect(within(items[0]!).queryByRole('button', { name: /Delete the comment/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show older comments' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show older comments' })).toBeNull();
    expect(within(screen.getAllByTestId('comment')[1]!).getByRole('button', { name: 'Delete the comment by Sam Patel' })).toBeVisible();
  });

  it('an approver may delete anyone\u2019s comment; a reader gets no text box', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true, 'risk.approve': true });
    const api = serve({
      'GET /api/v1/comments': () => ({ body: page([comment()], 1, 1) }),
      'GET /api/v1/users/options': () => ({ body: PEOPLE }),
      'DELETE /api/v1/comments/c1': () => ({ status: 204 }),
    });
    const { unmount } = renderWithProviders(<CommentsCard entityType="risk" entityId="r1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the comment by Emma Clarke' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(api.of('DELETE', '/api/v1/comments/c1')).toHaveLength(1));
    unmount();

    savePermissions({ 'risk.read': true, 'risk.write': false, 'risk.approve': false });
    renderWithProviders(<CommentsCard entityType="risk" entityId="r1" />);
    await screen.findAllByTestId('comment');
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the comment/ })).toBeNull();
  });

  it('@ opens the people list (name and email); the picked person is sent as a mention', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = serve({
      'GET /api/v1/comments': () => ({ body: page([], 1, 0) }),
      'GET /api/v1/users/options': (call) => {
        const q = (call.url.searchParams.get('q') ?? '').toLowerCase();
        return { body: PEOPLE.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(q)) };
      },
      'POST /api/v1/comments': (call) => ({ status: 201, body: comment({ id: 'new', ...(call.body as object) }) }),
    });
    renderWithProviders(<CommentsCard entityType="action_plan" entityId="ap-1" />);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Please check, @Em');
    // The dropdown's opening transition leaves it aria-hidden in jsdom for a moment.
    const option = await screen.findByRole('option', { name: /Emma Clarke/, hidden: true });
    expect(option).toHaveTextContent('editor@demo.com');
    await userEvent.click(option);
    expect(box).toHaveValue('Please check, @Emma Clarke ');
    await userEvent.type(box, 'today <i>please</i>');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(api.of('POST', '/api/v1/comments')).toHaveLength(1));
    expect(api.of('POST', '/api/v1/comments')[0]!.body).toEqual({
      entity_type: 'action_plan',
      entity_id: 'ap-1',
      body: 'Please check, @Emma Clarke today <i>please</i>',
      mentions: ['u2'],
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('a refused comment shows the server\u2019s reason by the text box', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    serve({
      'GET /api/v1/comments': () => ({ body: page([], 1, 0) }),
      'GET /api/v1/users/options': () => ({ body: PEOPLE }),
      'POST /api/v1/comments': () => ({
        status: 422,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { body: 'At most 4000 characters.' } } },
      }),
    });
    renderWithProviders(<CommentsCard entityType="risk" entityId="r1" />);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('At most 4000 characters.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});
