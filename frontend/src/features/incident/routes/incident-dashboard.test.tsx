import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { dashboard } from '../lib/test-fixtures';
import { IncidentDashboardRoute } from './incident-dashboard';

describe('Incident dashboard', () => {
  beforeEach(() => {
    clearPermissions();
    savePermissions({ 'incident.read': true });
  });

  it('draws the figures as charts and links the overdue counts to their lists', async () => {
    mockFetch({ '/api/v1/incident-reports/dashboard': { body: dashboard() } });
    renderWithProviders(<IncidentDashboardRoute />, { route: '/incident' });

    // Open vs closed: a donut of two slices with the total in the middle.
    const donut = await screen.findByTestId('donut-chart');
    expect(donut).toHaveAttribute('aria-label', 'Incidents by status: Open: 7, Closed: 5');
    expect(within(donut).getAllByTestId('donut-slice')).toHaveLength(2);
    expect(within(donut).getByText('12')).toBeInTheDocument();

    // Experience types: all four in their order, zeros included.
    const bars = screen.getAllByTestId('experience-bar');
    expect(bars.map((bar) => bar.dataset.key)).toEqual(['near_miss', 'opportunity_cost', 'indirect_loss', 'direct_financial_loss']);
    expect(within(bars[1]!).getByText('0')).toBeInTheDocument();
    expect(within(bars[3]!).getByText('Direct financial loss')).toBeInTheDocument();

    // The trend: opened and closed lines, and the losses as an area, 12 months each.
    const [counts, losses] = screen.getAllByTestId('trend-chart');
    expect(within(counts!).getAllByTestId('trend-series').map((g) => g.dataset.series)).toEqual(['opened', 'closed']);
    expect(within(losses!).getAllByTestId('trend-series').map((g) => g.dataset.series)).toEqual(['loss']);
    expect(counts!.querySelectorAll('circle')).toHaveLength(24);

    // Losses per risk category and per function, largest first.
    expect(screen.getAllByTestId('loss-riskCategory-bar')).toHaveLength(1);
    expect(screen.getAllByTestId('loss-function-bar').map((bar) => bar.dataset.key)).toEqual(['fn-1', 'fn-2']);
    expect(screen.queryByTestId('risk-unavailable')).not.toBeInTheDocument();

    // Stat cards: mean days to close rounded, overdue counts linking to their lists.
    expect(screen.getByText('12.5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Overdue actions/ })).toHaveAttribute('href', '/incident/actions?overdue=true');
    expect(screen.getByRole('link', { name: /Notifications overdue/ })).toHaveAttribute(
      'href',
      '/incident/all?notification_overdue=true',
    );
    expect(screen.getByRole('link', { name: /Pending approval/ })).toHaveTextContent('2');
  });

  it('says risk data is unavailable when the gateway could not reach the risk service', async () => {
    mockFetch({ '/api/v1/incident-reports/dashboard': { body: dashboard({ by_risk_category: [], by_risk_category_unavailable: true }) } });
    renderWithProviders(<IncidentDashboardRoute />, { route: '/incident' });

    expect(await screen.findByTestId('risk-unavailable')).toHaveTextContent('Risk data unavailable');
    expect(screen.queryAllByTestId('loss-riskCategory-bar')).toHaveLength(0);
    // The rest of the dashboard still shows.
    expect(screen.getAllByTestId('loss-function-bar')).toHaveLength(2);
  });

  it('says the module is down on a 503', async () => {
    mockFetch({
      '/api/v1/incident-reports/dashboard': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The incident service is unavailable.' } },
      },
    });
    renderWithProviders(<IncidentDashboardRoute />, { route: '/incident' });
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
    expect(screen.queryByTestId('donut-chart')).not.toBeInTheDocument();
  });
});
