import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { IncidentAction } from '../api/types';
import { page, sampleAction, sampleDetail, sampleIncident } from '../lib/test-incidents';

const action = (patch: Partial<IncidentAction> = {}) =>
  sampleAction({
    id: 'a1',
    incident_id: 'i1',
    incident_reference: 'INC-0001',
    incident_title: 'Card data exposed',
    title: 'Rotate the keys',
    owner_name: 'Ana Silva',
    due_on: '2026-01-10',
    overdue: true,
    ...patch,
  });
const incident = (status: string) => sampleIncident({ id: 'i1', reference: 'INC-0001', status });
const incidentDetail = (actions: IncidentAction[]) =>
  sampleDetail(
    { id: 'i1', reference: 'INC-0001', open_actions: actions.filter((a) => a.status !== 'complete').length },
    { actions },
  );
import { IncidentActionsRoute } from './incident-actions';

const actions = [
  action(),
  action({ id: 'a2', title: 'Tell the regulator', status: 'complete', overdue: false, completed_at: '2026-01-05T00:00:00Z' }),
];

const lastRequest = (api: ReturnType<typeof mockFetch>) => api.requests('/api/v1/incident-actions').at(-1)!.url.searchParams;

describe('Incident actions', () => {
  beforeEach(() => clearPermissions());

  it('lists actions with their incident link, owner, due date, status and overdue flag', async () => {
    savePermissions({ 'incident.read': true });
    mockFetch({ '/api/v1/incident-actions': { body: page(actions) }, '/api/v1/users/options': { body: [] } });
    renderWithProviders(<IncidentActionsRoute />, { route: '/incident/actions' });

    const [first, second] = await screen.findAllByTestId('action-row');
    expect(within(first!).getByRole('link', { name: 'INC-0001' })).toHaveAttribute('href', '/incident/all/i1');
    expect(within(first!).getByText('Card data exposed')).toBeInTheDocument();
    expect(within(first!).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(first!).getByTestId('overdue-flag')).toHaveTextContent('Overdue');
    expect(within(first!).getByText('Incomplete')).toBeInTheDocument();
    expect(within(second!).queryByTestId('overdue-flag')).not.toBeInTheDocument();
    expect(within(second!).getByText('Complete')).toBeInTheDocument();
    // Without incident.write: no complete / reopen.
    expect(screen.queryByRole('button', { name: /^Complete / })).not.toBeInTheDocument();
  });

  it('asks the server for mine, status and overdue from the switches, filters and URL', async () => {
    savePermissions({ 'incident.read': true });
    const api = mockFetch({ '/api/v1/incident-actions': { body: page(actions) }, '/api/v1/users/options': { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<IncidentActionsRoute />, { route: '/incident/actions?status=incomplete' });
    await screen.findAllByTestId('action-row');
    expect(lastRequest(api).get('status')).toBe('incomplete');
    expect(lastRequest(api).has('mine')).toBe(false);
    expect(lastRequest(api).has('overdue')).toBe(false);

    await user.click(screen.getByRole('switch', { name: 'My actions' }));
    await waitFor(() => expect(lastRequest(api).get('mine')).toBe('true'));
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() => expect(lastRequest(api).get('overdue')).toBe('true'));
    expect(lastRequest(api).get('mine')).toBe('true');
    expect(lastRequest(api).get('status')).toBe('incomplete');

    await user.click(screen.getByRole('switch', { name: 'My actions' }));
    await waitFor(() => expect(lastRequest(api).has('mine')).toBe(false));
  });

  it('completes an action at once when others stay open', async () => {
    savePermissions({ 'incident.read': true, 'incident.write': true });
    const api = mockFetch({
      '/api/v1/incident-actions': { body: page(actions) },
      '/api/v1/users/options': { body: [] },
      '/api/v1/incidents/i1': { body: incidentDetail([action(), action({ id: 'a3', title: 'Other' })]) },
      'POST /api/v1/incident-actions/a1/complete': {
        body: { action: action({ status: 'complete' }), incident: incident('open') },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<IncidentActionsRoute />, { route: '/incident/actions' });

    await user.click(await screen.findByRole('button', { name: 'Complete Rotate the keys' }));
    await waitFor(() => expect(api.requests('/api/v1/incident-actions/a1/complete')).toHaveLength(1));
    expect(api.requests('/api/v1/incident-actions/a1/complete')[0]!.body).toEqual({ lessons: [] });
    expect(screen.queryByRole('dialog', { name: 'Lessons learned' })).not.toBeInTheDocument();
  });

  it('asks for lessons learned when the action is its incident\'s last open one, and sends them', async () => {
    savePermissions({ 'incident.read': true, 'incident.write': true });
    const api = mockFetch({
      '/api/v1/incident-actions': { body: page(actions) },
      '/api/v1/users/options': { body: [] },
      '/api/v1/incidents/i1': { body: incidentDetail([action(), actions[1]!]) },
      'POST /api/v1/incident-actions/a1/complete': {
        body: { action: action({ status: 'complete' }), incident: incident('closed') },
      },
      'POST /api/v1/incident-actions/a2/reopen': {
        body: { action: actions[1], incident: incident('open') },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<IncidentActionsRoute />, { route: '/incident/actions' });

    await user.click(await screen.findByRole('button', { name: 'Complete Rotate the keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lessons learned' });
    expect(within(dialog).getByText(/INC-0001: the incident will close/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Lesson 1'), 'Rotate keys quarterly');
    await user.click(within(dialog).getByRole('button', { name: 'Add another lesson' }));
    await user.type(within(dialog).getByLabelText('Lesson 2'), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Complete and close incident' }));

    await waitFor(() => expect(api.requests('/api/v1/incident-actions/a1/complete')).toHaveLength(1));
    expect(api.requests('/api/v1/incident-actions/a1/complete')[0]!.body).toEqual({ lessons: ['Rotate keys quarterly'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lessons learned' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reopen Tell the regulator' }));
    await waitFor(() => expect(api.requests('/api/v1/incident-actions/a2/reopen')).toHaveLength(1));
  });
});
