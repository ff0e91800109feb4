import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { page } from '../lib/test-fixtures';
import { IncidentActivityRoute } from './incident-activity';

const event = {
  id: 'e1',
  occurred_at: '2026-02-01T10:00:00Z',
  actor: { id: 'u1', name: 'Ana Silva' },
  service: 'incident',
  entity: { type: 'incident', id: 'i1' },
  action: 'closed',
  changes: {
    before: { reference: 'INC-0001', title: 'Card data exposed', status: 'open', experience_type: 'near_miss' },
    after: { reference: 'INC-0001', title: 'Card data exposed', status: 'closed', experience_type: 'near_miss' },
  },
  request_id: 'r1',
  trace_id: 't1',
  source_ip: '10.0.0.1',
};

describe('Incident activity', () => {
  beforeEach(() => {
    clearPermissions();
    savePermissions({ 'incident.read': true, 'audit.read': true });
  });

  it("lists the incident service's events with the shared audit table, filters from the URL", async () => {
    const api = mockFetch({ '/api/v1/audit-events': { body: page([event]) }, '/api/v1/users/options': { body: [] } });
    renderWithProviders(<IncidentActivityRoute />, { route: '/incident/activity?entity_type=incident&action=closed' });

    const link = await screen.findByRole('link', { name: 'INC-0001 · Card data exposed' });
    expect(link).toHaveAttribute('href', '/incident/all/i1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(row).getByText('Incident')).toBeInTheDocument();

    const query = api.requests('/api/v1/audit-events').at(-1)!.url.searchParams;
    expect(query.get('service')).toBe('incident');
    expect(query.get('entity_type')).toBe('incident');
    expect(query.get('action')).toBe('closed');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says the audit permission is needed, and asks for nothing, without audit.read', async () => {
    clearPermissions();
    savePermissions({ 'incident.read': true });
    const api = mockFetch({ '/api/v1/audit-events': { body: page([event]) }, '/api/v1/users/options': { body: [] } });
    renderWithProviders(<IncidentActivityRoute />, { route: '/incident/activity' });
    expect(await screen.findByText('You cannot see the incident activity')).toBeInTheDocument();
    expect(api.requests('/api/v1/audit-events')).toHaveLength(0);
  });
});
