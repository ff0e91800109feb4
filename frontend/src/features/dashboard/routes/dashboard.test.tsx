import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/lib/auth';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import type { RiskDashboard } from '../api/dashboard';
import { DashboardRoute } from './dashboard';

const rating = (name: string, score: number, color: string) => ({ rating: name, score, color, level: 1 });

const risk = (id: string, reference: string, title: string, net: ReturnType<typeof rating>, trend = 0) => ({
  id,
  reference,
  title,
  owner_name: 'Ana Silva',
  gross_risk: net,
  net_risk: net,
  appetite: 'Medium',
  over_appetite: true,
  trend,
});

const summary: RiskDashboard = {
  by_net_rating: [
    { rating: 'Low', color: '#1E7B4B', count: 2 },
    { rating: 'Medium', color: '#F5C518', count: 6 },
    { rating: 'High', color: '#EA5455', count: 3 },
  ],
  net_heat_map: {
    kind: 'net',
    x_labels: ['Rare', 'Possible', 'Likely'],
    y_labels: ['Minor', 'Moderate', 'Major'],
    x_axis: 'Likelihood',
    y_axis: 'Impact',
    cells: [{ x: 3, y: 3, score: 9, rating: 'High', color: '#EA5455', count: 3, items: [] }],
  },
  top_risks: [risk('r1', 'R-0001', 'Payment fraud', rating('High', 16, '#EA5455'), 4)],
  over_appetite: [risk('r1', 'R-0001', 'Payment fraud', rating('High', 16, '#EA5455'))],
  overdue_activities: [
    { id: 'a1', control_id: 'c1', control_reference: 'C-0001', name: 'Access review', owner_name: null, due_date: '2026-01-31' },
  ],
  overdue_action_plans: [],
  total_risks: 11,
  pending_approvals: 2,
  total_controls: 7,
  open_action_plans: 4,
  overdue_reviews: 1,
  overdue_review_risks: [
    { id: 'r2', reference: 'R-0002', title: 'Stale supplier list', owner_name: 'Ana Silva', next_review_on: '2026-01-15', net_risk: rating('High', 16, '#EA5455') },
  ],
};

function serve() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body =
      url.pathname === '/api/v1/reports/dashboard'
        ? summary
        : url.pathname === '/api/v1/audit-events'
          ? {
              data: [
                {
                  id: 'e1',
                  occurred_at: '2026-02-01T10:00:00Z',
                  actor: { id: 'u1', name: 'Ana Silva' },
                  entity: { type: 'control', id: 'c1' },
                  action: 'updated',
                  changes: { before: null, after: { reference: 'C-0001', title: 'Dual approval' } },
                },
              ],
              page: 1,
              per_page: 8,
              total: 1,
            }
          : null;
    return new Response(JSON.stringify(body ?? { error: { code: 'ROUTE_NOT_FOUND', message: 'x' } }), {
      status: body ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Dashboard', () => {
  beforeEach(() => endSession());
  afterEach(() => clearPermissions());

  it('shows the figures, the rating chart in the rating colours, the net heat map and the lists', async () => {
    savePermissions({ 'risk.read': true, 'audit.read': true });
    const fetch = serve();
    renderWithProviders(<DashboardRoute />);

    expect(await screen.findByText('11')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pending approvals\s*2/ })).toHaveAttribute('href', '/risk/all?approval_status=pending');

    const bars = screen.getAllByTestId('rating-bar');
    expect(bars.map((bar) => bar.getAttribute('data-rating'))).toEqual(['Low', 'Medium', 'High']);
    expect(within(bars[1]!).getByText('6')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Risks by net rating: Low: 2, Medium: 6, High: 3' })).toBeInTheDocument();

    const map = screen.getByTestId('net-heat-map');
    expect(within(map).getByRole('button', { name: 'Major, Likely: 3 items, High' })).toHaveTextContent('3');

    expect(screen.getAllByTestId('top-risk')[0]).toHaveTextContent('▲ 4');
    expect(within(screen.getAllByTestId('appetite-risk')[0]!).getByRole('link', { name: 'R-0001' })).toHaveAttribute(
      'href',
      '/risk/risk/r1',
    );
    expect(screen.getByTestId('overdue-activity')).toHaveTextContent('Access review');
    expect(screen.getByTestId('overdue-review')).toHaveTextContent('Stale supplier list');
    expect(screen.getByTestId('overdue-reviews')).toHaveTextContent('Reviews overdue');
    expect(screen.getByText('Nothing overdue.')).toBeInTheDocument();
    expect(await screen.findByTestId('recent-event')).toHaveTextContent('Ana Silva');
    expect(screen.getByText('C-0001 · Dual approval')).toBeInTheDocument();
    const audit = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((url) => url.pathname === '/api/v1/audit-events');
    expect(audit?.searchParams.get('service')).toBe('risk');
    expect(audit?.searchParams.get('per_page')).toBe('8');
  });

  it('says how many inactive risks the heat map leaves out (issue 13, 10e)', async () => {
    savePermissions({ 'risk.read': true, 'audit.read': false });
    serve();
    renderWithProviders(<DashboardRoute />);
    // 11 live risks; the map places the 3 active ones.
    const map = await screen.findByTestId('net-heat-map');
    expect(await within(map).findByTestId('inactive-left-out')).toHaveTextContent('3 of 11 risks; 8 inactive ones left out');
  });

  it('leaves out recent activity without audit.read', async () => {
    savePermissions({ 'risk.read': true, 'audit.read': false });
    const fetch = serve();
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('11')).toBeInTheDocument();
    expect(screen.queryByTestId('recent-activity')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/v1/audit-events'))).toBe(false);
  });

  it('explains itself to a user without risk.read and calls nothing', () => {
    savePermissions({ 'risk.read': false });
    const fetch = serve();
    renderWithProviders(<DashboardRoute />);
    expect(screen.getByText('The risk dashboard is not available for your role')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Dashboard in a right-to-left layout (issue 13, 10h)', () => {
  afterEach(() => clearPermissions());

  it('isolates mixed runs (reference · title, percentages) and lets rating badges take their own direction', async () => {
    savePermissions({ 'risk.read': true, 'audit.read': true });
    serve();
    renderWithProviders(
      <div dir="rtl">
        <DashboardRoute />
      </div>,
    );
    expect((await screen.findByText('C-0001 · Dual approval')).tagName).toBe('BDI');
    expect(screen.getAllByText('55%')[0]!.tagName).toBe('BDI');
    for (const badge of screen.getAllByText('High · 16')) expect(badge.closest('[data-rating]')).toHaveAttribute('dir', 'auto');
  });
});
