import { screen, within } from '@testing-library/react';
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

const plain: AuditLook = { texts: 'settings.logs', actionColor: () => 'info', entityName: () => 'New' };

describe('AuditDrawer', () => {
  it('shows who, what and the diff with the texts and labels of the look', async () => {
    const onFilterActor = vi.fn();
    renderWithProviders(<AuditDrawer event={EVENT} look={plain} onClose={() => undefined} onFilterActor={onFilterActor} />);

    const details = await screen.findByTestId('audit-details');
    expect(screen.getByText('Event details')).toBeInTheDocument();
    expect(within(details).getByText('updated')).toBeInTheDocument();
    expect(within(details).getByText('risk · New')).toBeInTheDocument();
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
    expect(within(details).getByText('risk')).toBeInTheDocument();
    expect(within(details).getByText('Type risk · R-0001')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/risk/risk/risk-1');
  });
});
