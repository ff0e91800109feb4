import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { control, page, rating, riskMethod } from '../components/reports/test-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { ControlsRoute } from './controls';

const controls = [
  control(),
  control({
    id: 'c2',
    reference: 'C-0002',
    title: 'Log monitoring',
    intention: 'detect',
    criticality: 'Low',
    owner_id: null,
    owner_name: null,
    state: 'proposed',
    control_ratings: rating('Weak', 6, '#FF9F43', 4),
    open_activities: 0,
    overdue_activities: 0,
    compliance: '',
  }),
];

function serve() {
  return mockFetch({
    '/api/v1/controls': { body: page(controls, 2) },
    '/api/v1/risk-method': { body: riskMethod() },
    '/api/v1/users/options': { body: [{ id: 'u1', name: 'Ana Silva' }] },
  });
}

describe('Controls', () => {
  beforeEach(() => clearPermissions());

  it('lists the controls from the API with their badges and activity counts', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': false, 'risk.approve': false });
    serve();
    renderWithProviders(<ControlsRoute />, { route: '/risk/control' });

    const rows = await screen.findAllByTestId('control-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('C-0001')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Four-eyes check on payments' })).toHaveAttribute('href', '/risk/control/c1');
    expect(first.getByText('Prevent')).toBeInTheDocument();
    expect(first.getByText('High')).toBeInTheDocument();
    expect(first.getByText('Ana Silva')).toBeInTheDocument();
    expect(first.getByText('Good · 2')).toBeInTheDocument();
    expect(first.getByText('In place')).toBeInTheDocument();
    expect(first.getByText('Complied')).toBeInTheDocument();
    expect(first.getByLabelText('1 overdue activity')).toBeInTheDocument();

    const second = within(rows[1]!);
    expect(second.getByText('Weak · 6')).toBeInTheDocument();
    expect(second.getByText('Proposed')).toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 1 to 2 of 2 entries');
    // Readers get no add button and no edit or delete.
    expect(screen.queryByRole('button', { name: 'Add control' })).not.toBeInTheDocument();
  });

  it('sends the filters and sort kept in the URL, and sorts by a clicked column', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = serve();
    const user = userEvent.setup();
    renderWithProviders(<ControlsRoute />, { route: '/risk/control?state=in_place&criticality=High' });
    await screen.findAllByTestId('control-row');

    const list = () => api.requests('/api/v1/controls').filter((call) => call.url.searchParams.get('per_page') === '20');
    expect(list()[0]!.url.searchParams.get('state')).toBe('in_place');
    expect(list()[0]!.url.searchParams.get('criticality')).toBe('High');

    await user.click(screen.getByRole('button', { name: 'Sort by Reference' }));
    await waitFor(() => expect(list().at(-1)!.url.searchParams.get('sort')).toBe('reference'));
    await user.click(screen.getByRole('button', { name: 'Sort by Reference' }));
    await waitFor(() => expect(list().at(-1)!.url.searchParams.get('sort')).toBe('-reference'));
    expect(screen.getByRole('button', { name: 'Sort by Reference' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('edits a control with its version and shows the stale message on 409, saving nothing', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const api = mockFetch({
      'GET /api/v1/controls': { body: page(controls, 2) },
      '/api/v1/risk-method': { body: riskMethod() },
      '/api/v1/users/options': { body: [{ id: 'u1', name: 'Ana Silva' }] },
      '/api/v1/functions': { body: page([]) },
      '/api/v1/risks': { body: page([]) },
      'PUT /api/v1/controls/c1': {
        status: 409,
        body: { error: { code: 'STALE_VERSION', message: 'This control was changed by someone else.' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ControlsRoute />, { route: '/risk/control' });
    await screen.findAllByTestId('control-row');

    await user.click(screen.getByRole('button', { name: 'Actions for C-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Four-eyes check on payments');
    await user.clear(title);
    await user.type(title, 'Dual approval');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 4, control: { title: 'Dual approval', adequacy: 1, effectiveness: 2 } });
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
