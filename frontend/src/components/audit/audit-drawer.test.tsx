import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AuditDrawer, type AuditEvent, type AuditLook } from './audit-drawer';

const EVENT: AuditEvent = {
  id: 'ev-1',
  occurred_at: '2026-03-01T10:00:00Z',
  actor: { id: 'u-1', name: 'Ada Admin' },
  service: 'risk',
  entity: { type: 'risk', id: 'risk-1' },
  action: 'updated',
  changes: { before: { title: 'Old', owner: 'Ada' }, after: { title: 'New', owner: 'Ada' } },
  request_id: 'req-1',
  trace_id: 'trace-1',
  source_ip: '10.0.0.1',
};

/** Stubs `fetch` with a gateway answering GETs of `paths` (the drawer's name lists). */
function answer(paths: Record<string, () => unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const handler = paths[new URL(String(input), 'http://localhost').pathname];
      return new Response(JSON.stringify(handler ? handler() : { error: { code: 'NOT_FOUND', message: '' } }), {
        status: handler ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

const plain: AuditLook = { texts: 'settings.logs', actionColor: () => 'info', entityName: () => 'New' };

describe('AuditDrawer', () => {
  it('shows who, what and the diff with the texts and labels of the look', async () => {
    const onFilterActor = vi.fn();
    renderWithProviders(<AuditDrawer event={EVENT} look={plain} onClose={() => undefined} onFilterActor={onFilterActor} />);

    const details = await screen.findByTestId('audit-details');
    expect(screen.getByText('Event details')).toBeInTheDocument();
    expect(within(details).getByText('Updated')).toBeInTheDocument();
    expect(within(details).getByText('Risk · New')).toBeInTheDocument();
    expect(within(details).queryByRole('link')).toBeNull();
    const diff = within(details).getByTestId('audit-diff');
    expect(diff.querySelectorAll('tr[data-changed]')).toHaveLength(1);

    await userEvent.click(within(details).getByRole('button', { name: "Show only this actor's events" }));
    expect(onFilterActor).toHaveBeenCalledWith('u-1');
  });

  it('titles the drawer with one heading, not a heading inside a heading', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AuditDrawer event={EVENT} look={plain} onClose={() => undefined} onFilterActor={() => undefined} />);

    await screen.findByTestId('audit-details');
    expect(screen.getByRole('heading', { level: 2, name: 'Event details' })).toBeInTheDocument();
    expect(document.querySelectorAll('h1 h2, h2 h2, h2 h3, h2 div, h2 p')).toHaveLength(0);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/cannot be a descendant/);
    errors.mockRestore();
  });

  it('adds the service badge, translated labels and a link to the entity when the look has them', async () => {
    const look: AuditLook = {
      texts: 'auditTrail',
      actionColor: () => 'info',
      actionLabel: (action) => `Action ${action}`,
      entityTypeLabel: (type) => `Type ${type}`,
      entityName: () => 'R-0001',
      entityHref: (event) => `/risk/risk/${event.entity.id}`,
      serviceColor: () => 'success',
    };
    renderWithProviders(<AuditDrawer event={EVENT} look={look} onClose={() => undefined} onFilterActor={() => undefined} />);

    const details = await screen.findByTestId('audit-details');
    expect(screen.getByText('Change details')).toBeInTheDocument();
    expect(within(details).getByText('Action updated')).toBeInTheDocument();
    expect(within(details).getByText('Risk')).toBeInTheDocument();
    expect(within(details).getByText('Type risk · R-0001')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/risk/risk/risk-1');
  });

  it('shows fields by their labels, ids by the names they stand for and codes by their texts', async () => {
    answer({
      '/api/v1/users/options': () => [
        { id: 'usr-staff', name: 'Sam Staff' },
        { id: 'usr-editor', name: 'Eve Editor' },
      ],
      '/api/v1/risk-categories': () => ({ data: [{ id: 'cat-1', name: 'Operational', parent_id: '', description: '', risk_count: 1 }], page: 1, per_page: 100, total: 1 }),
      '/api/v1/functions': () => ({ data: [], page: 1, per_page: 100, total: 0 }),
      '/api/v1/risks': () => ({ data: [], page: 1, per_page: 100, total: 0 }),
      '/api/v1/controls': () => ({ data: [], page: 1, per_page: 100, total: 0 }),
    });
    const event: AuditEvent = {
      ...EVENT,
      action: 're_rated',
      changes: {
        before: { owner_id: 'usr-staff', category_id: 'cat-1', approval_status: 'approved', response: 'monitor', due_date: '2026-01-01', function_id: '0b5e6d0c-8f1e-4d39-9a55-1f0f2b1c9e11' },
        after: { owner_id: 'usr-editor', category_id: 'cat-1', approval_status: 'pending', response: 'improve', due_date: '2026-02-01', function_id: '0b5e6d0c-8f1e-4d39-9a55-1f0f2b1c9e11' },
      },
    };
    renderWithProviders(<AuditDrawer event={event} look={plain} onClose={() => undefined} onFilterActor={() => undefined} />);

    const details = await screen.findByTestId('audit-details');
    expect(within(details).getByText('Re-rated')).toBeInTheDocument();
    const row = (key: string) => details.querySelector(`tr[data-key="${key}"]`) as HTMLElement;
    expect(row('owner_id')).toHaveTextContent('Owner');
    await waitFor(() => expect(row('owner_id')).toHaveTextContent('Sam Staff'));
    expect(row('owner_id')).toHaveTextContent('Eve Editor');
    expect(row('owner_id')).not.toHaveTextContent('usr-staff');
    await waitFor(() => expect(row('category_id')).toHaveTextContent('Operational'));
    expect(row('category_id')).toHaveTextContent('Category');
    expect(row('approval_status')).toHaveTextContent('Approval status');
    expect(row('approval_status')).toHaveTextContent('Approved');
    expect(row('approval_status')).toHaveTextContent('Pending');
    expect(row('response')).toHaveTextContent('Monitor');
    expect(row('due_date')).toHaveTextContent('Due date');
    // An id nobody can name: said so, the UUID never the text.
    expect(row('function_id')).toHaveTextContent('(deleted or not visible)');
    expect(row('function_id')).not.toHaveTextContent('0b5e6d0c');
    expect(details).not.toHaveTextContent(/\b[a-z]+(_[a-z]+)+\b/);
  });
});
