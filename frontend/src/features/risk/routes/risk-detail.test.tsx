import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import { renderWithProviders } from '@/testing/render';
import type { RiskDetail } from '../api/types';
import { OPTION_HANDLERS, sampleRisk } from '../lib/test-fixtures';
import { fakeServer, json } from '../lib/test-server';
import { RiskDetailRoute } from './risk-detail';

function signIn(id: string, permissions: Record<string, boolean>) {
  startSession({
    user: { id, name: 'Tester', email: 't@example.com', role: 'editor', status: 'active', avatar: '' },
    permissions: {
      'risk.read': true,
      'risk.write': false,
      'risk.approve': false,
      'audit.read': false,
      ...permissions,
    },
    token: 'jwt',
  });
}

function detail(overrides: Parameters<typeof sampleRisk>[0] = {}): RiskDetail {
  return {
    risk: sampleRisk(overrides),
    assessments: [],
    approvals: [
      {
        id: 'ap-1',
        action: 'submit',
        from_status: 'proposed',
        to_status: 'pending',
        actor_id: 'u-2',
        actor_name: 'Ben Approver',
        comment: 'Please review',
        version: 2,
        at: '2026-02-01T10:00:00Z',
      },
    ],
    controls: [],
    action_plans: [],
  };
}

function renderDetail() {
  renderWithProviders(
    <Routes>
      <Route path="/risk/risk/:id" element={<RiskDetailRoute />} />
      <Route path="/risk/all" element={<p>register</p>} />
    </Routes>,
    { route: '/risk/risk/risk-1' },
  );
}

afterEach(() => {
  // Unmount first, so signing out does not re-render a mounted page.
  cleanup();
  endSession();
});

describe('Risk detail', () => {
  it('shows the summary with line breaks as breaks and text as text', async () => {
    signIn('u-9', {});
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks/risk-1': () => detail({ description: 'First line\n<b>not bold</b>' }),
      'GET /api/v1/attachments': () => ({ data: [], max_bytes: 10485760, accepted: ['.pdf'] }),
    });
    renderDetail();

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(summary.querySelector('b')).toBeNull();
    expect(within(summary).getByText('First line').parentElement?.querySelector('br')).not.toBeNull();
    expect(within(summary).getByTestId('over-appetite')).toHaveTextContent('Over appetite');
    // The net calculation is shown once, as translated steps (issue 13, 10f).
    const net = screen.getByRole('region', { name: 'How the net rating was computed' });
    expect(within(net).getAllByText(/^Gross: likelihood 4 × impact 5 = 20/)).toHaveLength(1);
    expect(screen.queryByText('Gross 4 x 5 = 20.')).not.toBeInTheDocument();
    expect(screen.getByText('Contract penalties')).toBeInTheDocument();
    expect(screen.getByText('Ben Approver submitted it for approval')).toBeInTheDocument();
    // No risk.write or risk.approve: no actions; no audit.read: no audit history.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Audit history' })).not.toBeInTheDocument();
    // The risk's attachments, read-only without risk.write.
    const attachments = screen.getByRole('region', { name: 'Attachments' });
    expect(await within(attachments).findByText('No attachments yet.')).toBeInTheDocument();
    expect(within(attachments).queryByRole('button', { name: 'Upload file' })).not.toBeInTheDocument();
    const query = server.calls('GET /api/v1/attachments')[0]!.url.searchParams;
    expect([query.get('entity_type'), query.get('entity_id')]).toEqual(['risk', 'risk-1']);
  });

  it('lets another approver approve or reject a pending change', async () => {
    signIn('u-9', { 'risk.approve': true });
    fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/risks/risk-1': () => detail({ approval_status: 'pending', changed_by: 'u-2' }) });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByTestId('four-eyes')).not.toBeInTheDocument();
  });

  it('hides approve and reject from the user who made the change (four eyes)', async () => {
    signIn('u-2', { 'risk.approve': true });
    fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/risks/risk-1': () => detail({ approval_status: 'pending', changed_by: 'u-2' }) });
    renderDetail();
    expect(await screen.findByTestId('four-eyes')).toHaveTextContent('You made this change, so someone else must approve it.');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('hides approve and reject from whoever drafted a change someone else submitted', async () => {
    signIn('u-2', { 'risk.approve': true });
    fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks/risk-1': () => detail({ approval_status: 'pending', changed_by: 'u-3', makers: ['u-2'] }),
    });
    renderDetail();
    expect(await screen.findByTestId('four-eyes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('needs a comment to reject', async () => {
    signIn('u-9', { 'risk.approve': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks/risk-1': () => detail({ approval_status: 'pending' }),
      'POST /api/v1/risks/risk-1/reject': () => sampleRisk({ approval_status: 'rejected' }),
    });
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByTestId('required-tag')).toBeInTheDocument();
    expect(server.calls('POST /api/v1/risks/risk-1/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Comment/), 'Impact is understated');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.calls('POST /api/v1/risks/risk-1/reject')).toHaveLength(1));
    expect(server.calls('POST /api/v1/risks/risk-1/reject')[0]?.body).toEqual({ version: 3, comment: 'Impact is understated' });
  });

  it('asks before Escape drops a typed comment (issue 13, 10a)', async () => {
    signIn('u-9', { 'risk.approve': true });
    fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/risks/risk-1': () => detail({ approval_status: 'pending' }) });
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Comment/), 'Impact is understated');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText(/Comment/)).toHaveValue('Impact is understated');
  });

  it('explains a stale version and reloads the risk without overwriting anything', async () => {
    signIn('u-9', { 'risk.approve': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks/risk-1': () => detail({ approval_status: 'pending' }),
      'POST /api/v1/risks/risk-1/approve': () =>
        json(409, { error: { code: 'STALE_VERSION', message: 'The risk was changed by someone else.' } }),
    });
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const alert = await within(dialog).findByTestId('stale-alert');
    expect(alert).toHaveTextContent('Someone else changed this in the meantime. Reload to see the latest version; nothing was overwritten.');
    const loads = server.calls('GET /api/v1/risks/risk-1').length;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(server.calls('GET /api/v1/risks/risk-1').length).toBe(loads + 1));
  });

  it('lists the audit events of the risk for audit.read', async () => {
    signIn('u-9', { 'audit.read': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks/risk-1': () => detail(),
      'GET /api/v1/audit-events': () => ({
        data: [
          {
            id: 'ev-1',
            occurred_at: '2026-02-01T10:00:00Z',
            actor_name: 'Ada Owner',
            action: 'updated',
            changes: { before: { title: 'Old', version: 2 }, after: { title: 'New', version: 3 } },
          },
        ],
        page: 1,
        per_page: 20,
        total: 1,
      }),
    });
    renderDetail();

    const event = await screen.findByTestId('audit-event', {}, { timeout: 5000 });
    expect(event).toHaveTextContent('Ada Owner');
    // The action and the changed fields by their labels, not their codes.
    expect(within(event).getByText('Updated')).toBeInTheDocument();
    expect(within(event).getByText('Title')).toBeInTheDocument();
    expect(within(event).queryByText('title')).toBeNull();
    const query = server.calls('GET /api/v1/audit-events')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ entity_type: 'risk', entity_id: 'risk-1', per_page: '20' });
  });

  it('says when the risk does not exist', async () => {
    signIn('u-9', {});
    fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks/risk-1': () => json(404, { error: { code: 'RISK_NOT_FOUND', message: 'No such risk.' } }),
    });
    renderDetail();
    expect(await screen.findByText('Risk not found')).toBeInTheDocument();
  });
});
