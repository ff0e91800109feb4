import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { fakeServer, json } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render';
import { OPTION_HANDLERS, page, sampleIncident } from '../lib/test-incidents';
import { AllIncidentsRoute } from './all-incidents';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderRegister(route = '/incident/all') {
  renderWithProviders(
    <>
      <AllIncidentsRoute />
      <Search />
    </>,
    { route },
  );
}

const soon = new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString();

const incidents = [
  sampleIncident({ notification_overdue: true, notify_by: '2026-11-05T00:00:00Z', breach: true }),
  sampleIncident({
    id: 'inc-2',
    reference: 'INC-0002',
    title: 'Phishing mail to finance',
    status: 'closed',
    approval_status: 'pending',
    experience_type: 'near_miss',
    actual_loss: 0,
    risk_ids: [],
    linked_risks: [],
    notify_by: soon,
  }),
];

describe('All Incidents', () => {
  beforeEach(() => {
    clearPermissions();
    localStorage.clear();
  });

  it('shows a page of incidents with badges, losses, risk counts and the reporting clock', async () => {
    savePermissions({ 'incident.read': true, 'incident.write': true, 'report.export': true });
    const server = fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/incidents': () => page(incidents, 57) });
    renderRegister();

    const rows = await screen.findAllByTestId('incident-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('INC-0001')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Payment system outage' })).toHaveAttribute('href', '/incident/all/inc-1');
    expect(first.getByText('IT outage')).toBeInTheDocument();
    expect(first.getByText('Direct financial loss')).toBeInTheDocument();
    expect(first.getByText('Executive')).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('Approved')).toBeInTheDocument();
    expect(first.getByTestId('actual-loss')).toHaveTextContent('12,500.50');
    expect(first.getByTestId('risk-count')).toHaveTextContent('1');
    expect(first.getByTestId('clock-overdue')).toHaveTextContent('Notification overdue');
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Closed')).toBeInTheDocument();
    expect(second.getByText('Pending')).toBeInTheDocument();
    expect(second.getByText('Near miss')).toBeInTheDocument();
    expect(second.getByTestId('clock-running')).toHaveTextContent('6 hours left to notify');
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 1 to 20 of 57 entries');

    const query = server.calls('GET /api/v1/incidents')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: '1', per_page: '20' });
    expect(screen.getByRole('link', { name: 'New incident' })).toHaveAttribute('href', '/incident/all/new');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('hides "New incident" and the exports without incident.write and report.export', async () => {
    savePermissions({ 'incident.read': true, 'incident.write': false, 'report.export': false });
    fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/incidents': () => page(incidents) });
    renderRegister();

    await screen.findAllByTestId('incident-row');
    expect(screen.queryByRole('link', { name: 'New incident' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('sends the filters, sort, search and page kept in the URL, and sorts by clicking a header', async () => {
    savePermissions({ 'incident.read': true });
    const server = fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/incidents': () => page(incidents, 100) });
    const user = userEvent.setup();
    renderRegister(
      '/incident/all?status=open&approval_status=pending&category_id=cat-db&function_id=fn-1&experience_type=near_miss' +
        '&escalation_level=board&breach=true&occurred_from=2026-01-01&occurred_to=2026-06-30&risk_id=risk-1&q=payment&sort=title&page=2',
    );

    await screen.findAllByTestId('incident-row');
    const query = server.calls('GET /api/v1/incidents')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      per_page: '20',
      q: 'payment',
      status: 'open',
      approval_status: 'pending',
      category_id: 'cat-db',
      function_id: 'fn-1',
      experience_type: 'near_miss',
      escalation_level: 'board',
      breach: 'true',
      occurred_from: '2026-01-01',
      occurred_to: '2026-06-30',
      risk_id: 'risk-1',
      sort: 'title',
    });
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Sort by Actual loss' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('sort=-actual_loss'));
    await waitFor(() => expect(server.calls('GET /api/v1/incidents').at(-1)?.url.searchParams.get('sort')).toBe('-actual_loss'));
    // A new sort goes back to page 1.
    expect(screen.getByTestId('search')).not.toHaveTextContent('page=2');
  });

  it('filters by experience type from the filter row and keeps it in the URL', async () => {
    savePermissions({ 'incident.read': true });
    const server = fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/incidents': () => page(incidents) });
    const user = userEvent.setup();
    renderRegister();

    await screen.findAllByTestId('incident-row');
    await user.click(screen.getByRole('textbox', { name: 'Experience type' }));
    await user.click(await screen.findByRole('option', { name: 'Indirect loss', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('experience_type=indirect_loss'));
    await waitFor(() =>
      expect(server.calls('GET /api/v1/incidents').at(-1)?.url.searchParams.get('experience_type')).toBe('indirect_loss'),
    );
  });

  it('says when no incident matches the filters and clears them', async () => {
    savePermissions({ 'incident.read': true });
    fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/incidents': () => page([]) });
    const user = userEvent.setup();
    renderRegister('/incident/all?status=closed&sort=title');

    expect(await screen.findByText('No incidents match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?sort=title$/));
  });

  it('shows a clear denied state when the list answers 403', async () => {
    savePermissions({ 'incident.read': true });
    fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/incidents': () => json(403, { error: { code: 'FORBIDDEN', message: 'Sorry, Restricted Action' } }),
    });
    renderRegister();

    expect(await screen.findByText('The incidents cannot be shown')).toBeInTheDocument();
    expect(screen.queryByTestId('incident-row')).not.toBeInTheDocument();
  });
});
