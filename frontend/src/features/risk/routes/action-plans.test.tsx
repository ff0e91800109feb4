import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { page, plan } from '../components/reports/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { ActionPlansRoute } from './action-plans';

const plans = [
  plan(),
  plan({
    id: 'p2',
    reference: 'AP-0002',
    title: 'Train the payments team',
    risk_id: null,
    risk_reference: null,
    priority: 'Low',
    progress: 100,
    status: 'complete',
    overdue: false,
  }),
];

describe('Action plans', () => {
  beforeEach(() => clearPermissions());

  it('lists plans with their risk link, priority, progress band, status and overdue flag', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    mockFetch({ '/api/v1/action-plans': { body: page(plans, 2) }, '/api/v1/users/options': { body: [] } });
    renderWithProviders(<ActionPlansRoute />, { route: '/risk/action/plan' });

    const [first, second] = await screen.findAllByTestId('plan-row');
    expect(within(first!).getByRole('link', { name: 'R-0001' })).toHaveAttribute('href', '/risk/risk/r1');
    expect(within(first!).getByText('High')).toBeInTheDocument();
    expect(within(first!).getByText('In progress')).toBeInTheDocument();
    expect(within(first!).getByTestId('overdue-flag')).toHaveTextContent('Overdue');
    expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    expect(within(second!).queryByTestId('overdue-flag')).not.toBeInTheDocument();
    expect(within(second!).getByText('Complete')).toBeInTheDocument();
    expect(within(second!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Actions for AP-0001' })).toBeInTheDocument();
  });

  it('asks the server for overdue plans only when the switch is on', async () => {
    savePermissions({ 'risk.read': true });
    const api = mockFetch({ '/api/v1/action-plans': { body: page(plans, 2) }, '/api/v1/users/options': { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<ActionPlansRoute />, { route: '/risk/action/plan' });
    await screen.findAllByTestId('plan-row');
    const list = () =>
      api.requests('/api/v1/action-plans').filter((call) => call.url.searchParams.get('per_page') === '20');
    expect(list().at(-1)!.url.searchParams.has('overdue')).toBe(false);

    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() => expect(list().at(-1)!.url.searchParams.get('overdue')).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Add action plan' })).not.toBeInTheDocument();
  });
});
