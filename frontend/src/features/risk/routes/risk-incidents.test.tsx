// The risk side of the incident module (issue 14): the risk page's Incidents
// card (incident.read only), the "re-assessment due" banner and register flag,
// and "Raise incident" on a breached control activity (incident.write only).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@/config/theme';
import { endSession, startSession } from '@/lib/auth';
import { fakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render';
import type { ControlActivity, RiskDetail } from '../api/types';
import { ActivitiesTable } from '../components/controls/activities-table';
import { ReassessmentFlag } from '../components/detail/reassessment';
import { raiseIncidentHref } from '../components/controls/raise-incident';
import { OPTION_HANDLERS, page, sampleRisk } from '../lib/test-fixtures';
import i18n from '@/lib/i18n';
import { RiskDetailRoute } from './risk-detail';

function signIn(permissions: Record<string, boolean>) {
  startSession({
    user: { id: 'u-9', name: 'Tester', email: 't@example.com', role: 'editor', status: 'active', avatar: '' },
    permissions: { 'risk.read': true, ...permissions },
    token: 'jwt',
  });
}

function detail(overrides: Parameters<typeof sampleRisk>[0] = {}): RiskDetail {
  return { risk: sampleRisk(overrides), assessments: [], approvals: [], controls: [], action_plans: [] };
}

const INCIDENT = {
  id: 'i-1',
  reference: 'INC-0042',
  title: 'Supplier outage',
  status: 'closed',
  occurred_on: '2026-03-02',
  actual_loss: 1250.5,
};

function serve(risk: RiskDetail) {
  return fakeServer({
    ...OPTION_HANDLERS,
    'GET /api/v1/risks/risk-1': () => risk,
    'GET /api/v1/attachments': () => ({ data: [], max_bytes: 10485760, accepted: ['.pdf'] }),
    'GET /api/v1/comments': () => page([]),
    'GET /api/v1/risks/risk-1/incidents': () => page([INCIDENT]),
  });
}

function renderDetail() {
  renderWithProviders(
    <Routes>
      <Route path="/risk/risk/:id" element={<RiskDetailRoute />} />
    </Routes>,
    { route: '/risk/risk/risk-1' },
  );
}

afterEach(() => {
  cleanup();
  endSession();
});

describe('Risk page and incidents', () => {
  it('hides the Incidents card, and asks for no incidents, without incident.read', async () => {
    signIn({});
    const server = serve(detail());
    renderDetail();
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'Incidents' })).not.toBeInTheDocument();
    expect(server.calls('GET /api/v1/risks/risk-1/incidents')).toHaveLength(0);
    expect(screen.queryByTestId('reassessment-due')).not.toBeInTheDocument();
  });

  it('lists the linked incidents with incident.read', async () => {
    signIn({ 'incident.read': true });
    serve(detail());
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Incidents' });
    const row = await within(card).findByTestId('risk-incident-row');
    expect(within(row).getByRole('link', { name: 'INC-0042' })).toHaveAttribute('href', '/incident/all/i-1');
    expect(within(row).getByText('Supplier outage')).toBeInTheDocument();
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).getByText('1,250.5')).toBeInTheDocument();
  });

  it('shows why a re-assessment is due', async () => {
    signIn({});
    // The risk service stores `<reason>:<incident reference>`.
    serve(detail({ reassessment_due: true, reassessment_reason: 'loss_threshold:INC-0042' }));
    renderDetail();
    expect(await screen.findByTestId('reassessment-due')).toHaveTextContent(
      "The loss of incident INC-0042 passed its category's threshold. Update the assessment or record a review to clear this flag.",
    );
  });
});

describe('Re-assessment flag in the register', () => {
  it('shows the flag with its reason only when a re-assessment is due', () => {
    const { rerender } = render(
      <MantineProvider theme={theme}>
        <ReassessmentFlag risk={sampleRisk({ reassessment_due: true, reassessment_reason: 'linked:INC-0026' })} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('reassessment-flag')).toHaveAccessibleName(
      'Re-assessment due: Incident INC-0026 was linked to this risk',
    );
    // A bare code reads too.
    rerender(
      <MantineProvider theme={theme}>
        <ReassessmentFlag risk={sampleRisk({ reassessment_due: true, reassessment_reason: 'linked' })} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('reassessment-flag')).toHaveAccessibleName(
      'Re-assessment due: An incident was linked to this risk',
    );
    rerender(
      <MantineProvider theme={theme}>
        <ReassessmentFlag risk={sampleRisk()} />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('reassessment-flag')).not.toBeInTheDocument();
  });
});

describe('Raise incident from a breached activity', () => {
  const activity = (patch: Partial<ControlActivity>): ControlActivity => ({
    id: 'act-1',
    control_id: 'c-1',
    control_reference: 'C-0007',
    name: 'Monthly reconciliation',
    owner_id: null,
    owner_name: null,
    frequency: 'one_off',
    repeat: '',
    due_date: '2026-03-01',
    status: 'complete',
    outcome: 'breached',
    comment: '',
    completed_at: '2026-03-02T00:00:00Z',
    completed_by: null,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  });
  const control = { id: 'c-1', reference: 'C-0007', title: 'Reconcile', function_id: 'fn-1', risk_ids: ['r-1', 'r-2'] };
  const table = (href?: (a: ControlActivity) => string) =>
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <ActivitiesTable
            activities={[activity({}), activity({ id: 'act-2', name: 'Weekly check', outcome: 'complied' })]}
            canWrite={false}
            onComplete={() => undefined}
            onEdit={() => undefined}
            onDelete={() => undefined}
            raiseIncidentHref={href}
          />
        </MemoryRouter>
      </MantineProvider>,
    );

  it('links a breached activity to the prefilled new-incident form', () => {
    table((a) => raiseIncidentHref(i18n.t, control, a));
    const links = screen.getAllByTestId('raise-incident');
    expect(links).toHaveLength(1);
    const url = new URL(links[0]!.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/incident/all/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      control_id: 'c-1',
      function_id: 'fn-1',
      risk_ids: 'r-1,r-2',
      title: 'Breach of control C-0007: Monthly reconciliation',
    });
  });

  it('offers nothing without the link (no incident.write)', () => {
    table(undefined);
    expect(screen.queryByTestId('raise-incident')).not.toBeInTheDocument();
  });
});
