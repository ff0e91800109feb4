import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { AuditEvent, AuditLook } from './audit-drawer';
import { AuditTable } from './audit-table';

const EVENT: AuditEvent = {
  id: 'ev-1',
  occurred_at: '2026-03-01T10:00:00Z',
  actor: { id: 'u-1', name: 'Ada Admin' },
  service: 'auth',
  entity: { type: 'user', id: 'u-2' },
  action: 'user_created',
  changes: null,
  request_id: 'req-1',
  trace_id: 'trace-1',
  source_ip: '10.0.0.1',
};

const logs: AuditLook = { texts: 'settings.logs', actionColor: () => 'success', serviceColor: () => 'primary', entityName: () => '' };

function renderTable(props: Partial<Parameters<typeof AuditTable>[0]> = {}) {
  const onOpen = vi.fn();
  renderWithProviders(
    <AuditTable
      events={[EVENT]}
      look={logs}
      loading={false}
      fetching={false}
      stale={false}
      filtered={false}
      module="settings"
      entityCell={(event) => <span>{event.entity.type}</span>}
      onOpen={onOpen}
      {...props}
    />,
  );
  return onOpen;
}

describe('AuditTable', () => {
  it('shows the service column when the look colours services, and opens a row by click or Enter', async () => {
    const user = userEvent.setup();
    const onOpen = renderTable();
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
    const row = screen.getByTestId('audit-row');
    // The service by its label; an action without a text humanized, never raw.
    expect(within(row).getByText('Authentication')).toBeInTheDocument();
    expect(within(row).getByText('User created')).toBeInTheDocument();
    expect(within(row).getByText('user')).toBeInTheDocument();
    await user.click(row);
    row.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(EVENT);
  });

  it('leaves the service out and labels actions through the look', () => {
    renderTable({ look: { texts: 'auditTrail', actionColor: () => 'info', actionLabel: (a) => `Did ${a}`, entityName: () => '' } });
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByText('Did user_created')).toBeInTheDocument();
    expect(screen.queryByText('Authentication')).toBeNull();
  });

  it('says so when nothing matches the filters', () => {
    renderTable({ events: [], filtered: true });
    expect(screen.queryByTestId('audit-row')).toBeNull();
    expect(screen.getByRole('cell')).toHaveTextContent('No events match these filters.');
  });
});
