// Where the attachments card appears: on a control's page, and below the
// form when an action plan is edited (not when one is being added).
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { ControlDetailRoute } from '../../routes/control-detail';
import { PlanFormModal } from '../action-plans/plan-form-modal';
import { control, page, plan, riskMethod } from '../reports/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';

function serve() {
  return mockFetch({
    '/api/v1/attachments': { body: { data: [], max_bytes: 1048576, accepted: ['.pdf', '.png'] } },
    '/api/v1/users/options': { body: [] },
    '/api/v1/risks': { body: page([]) },
    '/api/v1/controls': { body: page([]) },
  });
}

describe('Control attachments', () => {
  beforeEach(() => {
    clearPermissions();
    savePermissions({ 'risk.read': true, 'risk.write': false, 'risk.approve': false });
  });

  it("shows the control's attachments on its page", async () => {
    const api = mockFetch({
      '/api/v1/controls/c1': { body: { control: control(), activities: [], risks: [], action_plans: [] } },
      '/api/v1/risk-method': { body: riskMethod() },
      '/api/v1/functions': { body: page([]) },
      '/api/v1/attachments': { body: { data: [], max_bytes: 1048576, accepted: ['.pdf'] } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/risk/control/:id" element={<ControlDetailRoute />} />
      </Routes>,
      { route: '/risk/control/c1' },
    );

    const card = await screen.findByRole('region', { name: 'Attachments' });
    expect(await within(card).findByText('No attachments yet.')).toBeInTheDocument();
    const query = api.requests('/api/v1/attachments')[0]!.url.searchParams;
    expect([query.get('entity_type'), query.get('entity_id')]).toEqual(['control', 'c1']);
  });
});

describe('Action plan attachments', () => {
  beforeEach(() => {
    clearPermissions();
    savePermissions({ 'risk.read': true, 'risk.write': true });
  });

  it('shows the attachments of the plan being edited below its form', async () => {
    const api = serve();
    renderWithProviders(<PlanFormModal opened plan={plan({ id: 'p7' })} onClose={() => undefined} onReload={() => undefined} />);

    const dialog = await screen.findByRole('dialog');
    const card = await within(dialog).findByRole('region', { name: 'Attachments' });
    expect(await within(card).findByText('No attachments yet.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
    const query = api.requests('/api/v1/attachments')[0]!.url.searchParams;
    expect([query.get('entity_type'), query.get('entity_id')]).toEqual(['action_plan', 'p7']);
  });

  it('shows no attachments while a new plan is being added', async () => {
    const api = serve();
    renderWithProviders(<PlanFormModal opened plan={null} onClose={() => undefined} onReload={() => undefined} />);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(api.requests('/api/v1/attachments')).toHaveLength(0);
  });
});
