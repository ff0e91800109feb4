import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import { fakeServer, json } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render';
import { OPTION_HANDLERS, sampleDetail } from '../lib/test-incidents';
import { IncidentEditRoute, IncidentNewRoute } from './incident-form';

function signIn() {
  startSession({
    user: { id: 'u-9', name: 'Tester', email: 't@example.com', role: 'editor', status: 'active', avatar: '' },
    permissions: { 'incident.read': true, 'incident.write': true, 'risk.read': true },
    token: 'jwt',
  });
}

function renderForm(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/incident/all/new" element={<IncidentNewRoute />} />
      <Route path="/incident/all/:id/edit" element={<IncidentEditRoute />} />
      <Route path="/incident/all/:id" element={<p>incident page</p>} />
    </Routes>,
    { route },
  );
}

/** The label element of a field (its text and the Required tag beside it). */
function labelOf(text: string): HTMLElement {
  const node = screen.getAllByText(text).find((element) => element.closest('label'));
  return node?.closest('label') as HTMLElement;
}

afterEach(() => {
  cleanup();
  endSession();
});

// A long form: its renders take a while under load.
describe('Incident form', { timeout: 30_000 }, () => {
  it('tags the missing required fields and sends nothing', async () => {
    signIn();
    const server = fakeServer({ ...OPTION_HANDLERS });
    const user = userEvent.setup();
    renderForm('/incident/all/new');

    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    for (const field of [
      'Title',
      'Category',
      'Function',
      'Date of incident',
      'Reported by',
      'Reporter type',
      'Source',
      'Cause category',
      'Experience type',
      'Escalation level',
      'Responsible manager',
    ]) {
      expect(within(labelOf(field)).getByTestId('required-tag')).toHaveTextContent('Required');
    }
    // Reported today by default: not missing.
    expect(within(labelOf('Date reported')).queryByTestId('required-tag')).not.toBeInTheDocument();
    // Optional fields carry no tag.
    expect(within(labelOf('Location')).queryByTestId('required-tag')).not.toBeInTheDocument();
    expect(server.calls('POST /api/v1/incidents')).toHaveLength(0);

    // Typing a title clears its tag.
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Server room flood');
    expect(within(labelOf('Title')).queryByTestId('required-tag')).not.toBeInTheDocument();
  });

  it('pre-fills from the query string and puts the server\'s 422 field errors on their fields', async () => {
    signIn();
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'POST /api/v1/incidents': () =>
        json(422, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            fields: { 'incident.location': 'At most 200 characters.', 'incident.manager_id': 'Required' },
          },
        }),
    });
    const user = userEvent.setup();
    renderForm('/incident/all/new?control_id=ctl-1&function_id=fn-1&risk_ids=risk-1,risk-2&title=Reconciliation%20breached');

    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Reconciliation breached');
    expect(screen.getByTestId('from-control')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Function/ })).toHaveValue('Operations'));

    // Fill what the browser checks, so the save reaches the server.
    const pick = async (name: RegExp, option: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await pick(/Category/, 'IT outage');
    await pick(/Reporter type/, 'Employee');
    await pick(/^Source/, 'Email');
    await pick(/Cause category/, 'Systems');
    await pick(/Experience type/, 'Near miss');
    await pick(/Escalation level/, 'Board');
    await pick(/Responsible manager/, 'Ada Owner');
    await user.type(screen.getByLabelText(/Date of incident/), '2026-01-05');
    await user.type(screen.getByRole('textbox', { name: /Reported by/ }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save and submit' }));

    await waitFor(() => expect(server.calls('POST /api/v1/incidents')).toHaveLength(1));
    const body = server.calls('POST /api/v1/incidents')[0]?.body as {
      incident: Record<string, unknown>;
      submit: boolean;
      actions: unknown[];
    };
    expect(body.submit).toBe(true);
    expect(body.actions).toEqual([]);
    expect(body.incident).toMatchObject({
      title: 'Reconciliation breached',
      control_id: 'ctl-1',
      function_id: 'fn-1',
      risk_ids: ['risk-1', 'risk-2'],
      category_id: 'cat-it',
      reporter_type: 'employee',
      experience_type: 'near_miss',
      escalation_level: 'board',
      manager_id: 'u-1',
      occurred_on: '2026-01-05',
      breach: true,
    });

    expect(await screen.findByText('At most 200 characters.')).toBeInTheDocument();
    expect(within(labelOf('Responsible manager')).getByTestId('required-tag')).toBeInTheDocument();
  });

  it('says when someone else saved first (409) and reloads without overwriting', async () => {
    signIn();
    let version = 3;
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents/inc-1': () => sampleDetail({ version, title: version === 3 ? 'Payment system outage' : 'Outage (edited by Ben)' }),
      'PUT /api/v1/incidents/inc-1': () =>
        json(409, { error: { code: 'STALE_VERSION', message: 'Someone else changed this record. Reload to see it.' } }),
    });
    const user = userEvent.setup();
    renderForm('/incident/all/inc-1/edit');

    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Payment system outage');
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByTestId('stale-alert')).toBeInTheDocument();
    expect(server.calls('PUT /api/v1/incidents/inc-1')[0]?.body).toMatchObject({ version: 3, submit: false });
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeDisabled();

    version = 4;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Outage (edited by Ben)'));
    expect(screen.queryByTestId('stale-alert')).not.toBeInTheDocument();
  });
});
