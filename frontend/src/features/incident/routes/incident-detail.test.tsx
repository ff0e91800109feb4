import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import { fakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render';
import { OPTION_HANDLERS, sampleAction, sampleDetail, sampleIncident } from '../lib/test-incidents';
import { IncidentDetailRoute } from './incident-detail';

function signIn(id: string, permissions: Record<string, boolean>) {
  startSession({
    user: { id, name: 'Tester', email: 't@example.com', role: 'editor', status: 'active', avatar: '' },
    permissions: {
      'incident.read': true,
      'incident.write': false,
      'incident.approve': false,
      'risk.write': false,
      'audit.read': false,
      ...permissions,
    },
    token: 'jwt',
  });
}

function renderDetail() {
  renderWithProviders(
    <Routes>
      <Route path="/incident/all/:id" element={<IncidentDetailRoute />} />
      <Route path="/incident/all" element={<p>register</p>} />
    </Routes>,
    { route: '/incident/all/inc-1' },
  );
}

afterEach(() => {
  cleanup();
  endSession();
});

describe('Incident page', () => {
  it('shows every field with translated values, and each linked risk by its state', async () => {
    signIn('u-9', {});
    fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents/inc-1': () =>
        sampleDetail({
          risk_ids: ['risk-1', 'risk-2', 'risk-3', 'risk-4'],
          linked_risks: [
            { id: 'risk-1', reference: 'R-0001', title: 'Key supplier fails', state: 'found', reassessment_due: true },
            { id: 'risk-2', reference: 'R-0002', title: 'Ransomware', state: 'found', reassessment_due: false },
            { id: 'risk-3', reference: '', title: '', state: 'missing', reassessment_due: false },
            { id: 'risk-4', reference: '', title: '', state: 'unavailable', reassessment_due: false },
          ],
        }),
    });
    renderDetail();

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Data centre A')).toBeInTheDocument();
    expect(within(summary).getByText('Employee')).toBeInTheDocument();
    expect(within(summary).getByText('Systems')).toBeInTheDocument();
    expect(within(summary).getByText('Ada Owner')).toBeInTheDocument();
    expect(within(summary).getByTestId('field-actual-loss')).toHaveTextContent('12,500.50');

    const risks = screen.getAllByTestId('linked-risk');
    expect(risks).toHaveLength(4);
    const found = within(risks[0] as HTMLElement);
    expect(found.getByRole('link', { name: 'R-0001 · Key supplier fails' })).toHaveAttribute('href', '/risk/risk/risk-1');
    expect(found.getByText('Re-assessment due')).toBeInTheDocument();
    expect(within(risks[1] as HTMLElement).queryByText('Re-assessment due')).not.toBeInTheDocument();
    expect(risks[2]).toHaveAttribute('data-state', 'missing');
    expect(within(risks[2] as HTMLElement).getByText('No longer exists')).toBeInTheDocument();
    expect(within(risks[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(risks[3] as HTMLElement).getByText('Unavailable')).toBeInTheDocument();
    // Read-only: no edit or approval buttons.
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('asks for lessons learned when the last open action is completed, and sends them', async () => {
    signIn('u-9', { 'incident.write': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents/inc-1': () =>
        sampleDetail(
          { open_actions: 1, total_actions: 2 },
          {
            actions: [
              sampleAction({ id: 'act-0', title: 'Notify customers', status: 'complete' }),
              sampleAction({ id: 'act-1', title: 'Restore payment gateway' }),
            ],
          },
        ),
      'POST /api/v1/incident-actions/act-1/complete': () => ({
        action: sampleAction({ status: 'complete' }),
        incident: sampleIncident({ status: 'closed' }),
      }),
    });
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Mark “Restore payment gateway” complete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/INC-0001/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /1/ }), 'Monitor the gateway certificate');
    await user.click(within(dialog).getByRole('button', { name: /Add/ }));
    const boxes = within(dialog).getAllByRole('textbox');
    await user.type(boxes[1] as HTMLElement, 'Keep a second provider');
    await user.click(within(dialog).getByRole('button', { name: /complete/i }));

    await waitFor(() => expect(server.calls('POST /api/v1/incident-actions/act-1/complete')).toHaveLength(1));
    expect(server.calls('POST /api/v1/incident-actions/act-1/complete')[0]?.body).toEqual({
      lessons: ['Monitor the gateway certificate', 'Keep a second provider'],
    });
  });

  it('completes an action that is not the last one without asking for lessons', async () => {
    signIn('u-9', { 'incident.write': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents/inc-1': () =>
        sampleDetail(
          { open_actions: 2, total_actions: 2 },
          { actions: [sampleAction({ id: 'act-0', title: 'Notify customers' }), sampleAction()] },
        ),
      'POST /api/v1/incident-actions/act-1/complete': () => ({ action: sampleAction({ status: 'complete' }), incident: sampleIncident() }),
    });
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Mark “Restore payment gateway” complete' }));
    await waitFor(() => expect(server.calls('POST /api/v1/incident-actions/act-1/complete')).toHaveLength(1));
    expect(server.calls('POST /api/v1/incident-actions/act-1/complete')[0]?.body).toEqual({ lessons: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns off approve and reject for a maker of the change (four eyes), and offers them to others', async () => {
    signIn('u-2', { 'incident.approve': true });
    fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents/inc-1': () => sampleDetail({ approval_status: 'pending', changed_by: 'u-3', makers: ['u-2', 'u-3'] }),
    });
    renderDetail();

    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveAttribute('data-disabled', 'true');
    cleanup();
    endSession();

    signIn('u-7', { 'incident.approve': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents/inc-1': () => sampleDetail({ approval_status: 'pending', changed_by: 'u-3', makers: ['u-2', 'u-3'] }),
      'POST /api/v1/incidents/inc-1/reject': () => sampleIncident({ approval_status: 'rejected' }),
    });
    const user = userEvent.setup();
    renderDetail();
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect(reject).not.toHaveAttribute('data-disabled');
    await user.click(reject);
    const dialog = await screen.findByRole('dialog');
    // A rejection needs a comment.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByTestId('required-tag')).toBeInTheDocument();
    expect(server.calls('POST /api/v1/incidents/inc-1/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Loss figures missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.calls('POST /api/v1/incidents/inc-1/reject')).toHaveLength(1));
    expect(server.calls('POST /api/v1/incidents/inc-1/reject')[0]?.body).toEqual({ version: 3, comment: 'Loss figures missing' });
  });

  it('shows the reporting clock overdue and the incident timeline from the audit events', async () => {
    signIn('u-9', { 'audit.read': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents/inc-1': () => sampleDetail({ notify_by: '2026-01-01T00:00:00Z', notification_overdue: true }),
      'GET /api/v1/audit-events': () => ({
        data: [
          {
            id: 'ev-1',
            occurred_at: '2026-11-02T09:00:00Z',
            actor: { id: 'u-2', name: 'Ben Approver' },
            service: 'incident',
            entity: { type: 'incident', id: 'inc-1' },
            action: 'incident.incident.created',
            changes: { before: null, after: { reference: 'INC-0001', title: 'Payment system outage' } },
            request_id: 'r',
            trace_id: 't',
            source_ip: '',
          },
        ],
        page: 1,
        per_page: 20,
        total: 1,
      }),
    });
    renderDetail();

    expect(await screen.findByTestId('clock-status')).toHaveTextContent(/Overdue by/);
    expect(screen.getByTestId('clock-overdue')).toHaveTextContent('Notification overdue');
    expect(await screen.findByText('Ben Approver')).toBeInTheDocument();
    const query = server.calls('GET /api/v1/audit-events')[0]?.url.searchParams;
    expect(query?.get('service')).toBe('incident');
    expect(query?.get('entity_id')).toBe('inc-1');
  });
});
