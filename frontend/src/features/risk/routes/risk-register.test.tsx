import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { OPTION_HANDLERS, page, sampleRisk } from '../lib/test-fixtures';
import { fakeServer, json } from '../lib/test-server';
import { RiskRegisterRoute } from './risk-register';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderRegister(route = '/risk/all') {
  renderWithProviders(
    <>
      <RiskRegisterRoute />
      <Search />
    </>,
    { route },
  );
}

const risks = [
  sampleRisk(),
  sampleRisk({
    id: 'risk-2',
    reference: 'R-0002',
    title: 'Ransomware on file servers',
    approval_status: 'pending',
    over_appetite: false,
    category_name: null,
    owner_name: 'Ben Approver',
    trend: -3,
  }),
];

describe('Risk Register', () => {
  beforeEach(() => {
    clearPermissions();
    localStorage.clear();
  });

  it('shows a page of risks with ratings, statuses and paging, asking for 50 per page', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true, 'risk.approve': false });
    const server = fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/risks': () => page(risks, 57) });
    renderRegister();

    const rows = await screen.findAllByTestId('risk-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('R-0001')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Key supplier fails to deliver' })).toHaveAttribute('href', '/risk/risk/risk-1');
    expect(first.getByText('Operational')).toBeInTheDocument();
    expect(first.getByText('Severe · 20')).toBeInTheDocument();
    expect(first.getByText('High · 12')).toBeInTheDocument();
    expect(first.getByText('Approved')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Over appetite' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 1 to 50 of 57 entries');

    const query = server.calls('GET /api/v1/risks')[0]?.url.searchParams;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('per_page')).toBe('50');
    // risk.write: "New risk"; no risk.approve: no approval view.
    expect(screen.getByRole('link', { name: 'New risk' })).toHaveAttribute('href', '/risk/risk/wizard');
    expect(screen.queryByText('Awaiting my approval')).not.toBeInTheDocument();
  });

  it('says "about" when the total is the database\'s estimate', async () => {
    savePermissions({ 'risk.read': true });
    fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks': () => ({ ...page(risks, 100040), total_is_estimate: true, next: 'cursor' }),
    });
    renderRegister();

    await screen.findAllByTestId('risk-row');
    expect(screen.getByTestId('list-summary')).toHaveTextContent('Showing 1 to 50 of about 100040 entries');
  });

  it('reads the next page after the cursor of the page before, and a jumped-to page by its number', async () => {
    savePermissions({ 'risk.read': true });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks': (req) => ({ ...page(risks, 500), next: `after-page-${req.url.searchParams.get('page')}` }),
    });
    const user = userEvent.setup();
    renderRegister('/risk/all?sort=title');

    await screen.findAllByTestId('risk-row');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(server.calls('GET /api/v1/risks')).toHaveLength(2));
    const second = server.calls('GET /api/v1/risks')[1]?.url.searchParams;
    expect(second?.get('page')).toBe('2');
    expect(second?.get('after')).toBe('after-page-1');
    expect(screen.getByTestId('search')).toHaveTextContent('page=2');
    expect(screen.getByTestId('search')).not.toHaveTextContent('after');

    // Page 5 is not the page after this one: asked for by its number.
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(server.calls('GET /api/v1/risks')).toHaveLength(3));
    const jumped = server.calls('GET /api/v1/risks')[2]?.url.searchParams;
    expect(jumped?.get('page')).toBe('5');
    expect(jumped?.get('after')).toBeNull();

    // Another sort: the cursors of the old one are not used.
    await user.click(screen.getByRole('button', { name: 'Sort by Net rating' }));
    await waitFor(() => expect(server.calls('GET /api/v1/risks').at(-1)?.url.searchParams.get('sort')).toBe('-net_score'));
    expect(server.calls('GET /api/v1/risks').at(-1)?.url.searchParams.get('after')).toBeNull();
  });

  it('does not carry the cursor of the rows still shown while another sort loads', async () => {
    savePermissions({ 'risk.read': true });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks': (req) => ({ ...page(risks, 500), next: `after-${req.url.searchParams.get('sort')}` }),
    });
    const fetchAnswer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      // The answer of the new sort waits until released.
      if (String(input).includes('sort=-net_score')) await held;
      return fetchAnswer!(input, init);
    });
    const user = userEvent.setup();
    renderRegister('/risk/all?sort=title');

    await screen.findAllByTestId('risk-row');
    await user.click(screen.getByRole('button', { name: 'Sort by Net rating' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('sort=-net_score'));
    expect(screen.getAllByTestId('risk-row')).toHaveLength(2);
    // The title-sorted rows are still on screen: "next" now asks by number.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    release();
    await waitFor(() => expect(server.calls('GET /api/v1/risks').at(-1)?.url.searchParams.get('page')).toBe('2'));
    const last = server.calls('GET /api/v1/risks').at(-1)?.url.searchParams;
    expect(last?.get('sort')).toBe('-net_score');
    expect(last?.get('after')).toBeNull();
  });

  it('sends the filters, sort and search kept in the URL, and sorts by clicking a header', async () => {
    savePermissions({ 'risk.read': true, 'risk.approve': true });
    const server = fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/risks': () => page(risks) });
    const user = userEvent.setup();
    renderRegister('/risk/all?rating=High&over_appetite=true&q=supplier&sort=title&per_page=20');

    await screen.findAllByTestId('risk-row');
    const query = server.calls('GET /api/v1/risks')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      per_page: '20',
      q: 'supplier',
      rating: 'High',
      sort: 'title',
      over_appetite: 'true',
    });
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Sort by Net rating' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('sort=-net_score'));
    await waitFor(() => expect(server.calls('GET /api/v1/risks').at(-1)?.url.searchParams.get('sort')).toBe('-net_score'));
    expect(screen.getByRole('columnheader', { name: /Net rating/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('gives approvers the "Awaiting my approval" view', async () => {
    savePermissions({ 'risk.read': true, 'risk.approve': true });
    const server = fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/risks': () => page([]) });
    const user = userEvent.setup();
    renderRegister();

    await user.click(await screen.findByText('Awaiting my approval'));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('awaiting_my_approval=true'));
    await waitFor(() =>
      expect(server.calls('GET /api/v1/risks').at(-1)?.url.searchParams.get('awaiting_my_approval')).toBe('true'),
    );
    expect(await screen.findByText('Nothing awaits your approval')).toBeInTheDocument();
  });

  it('shows a clear denied state when the register answers 403', async () => {
    savePermissions({ 'risk.read': true });
    fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks': () => json(403, { error: { code: 'FORBIDDEN', message: 'Sorry, Restricted Action' } }),
    });
    renderRegister();

    expect(await screen.findByText('The register cannot be shown')).toBeInTheDocument();
    expect(screen.getByText(/no longer allows viewing the risk register/)).toBeInTheDocument();
    expect(screen.queryByTestId('risk-row')).not.toBeInTheDocument();
  });

  it('says the risk module is unavailable when its service is down (503), and retries', async () => {
    savePermissions({ 'risk.read': true });
    let down = true;
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'GET /api/v1/risks': () =>
        down ? json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'A service is unavailable' } }) : page(risks),
    });
    renderRegister();

    expect(await screen.findByText('The Risk module is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/Everything else in RiskHub keeps working/)).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('risk-row')).toHaveLength(2);
    expect(server.calls('GET /api/v1/risks').length).toBeGreaterThanOrEqual(2);
  });

  it('says when no risk matches the filters and clears them', async () => {
    savePermissions({ 'risk.read': true });
    fakeServer({ ...OPTION_HANDLERS, 'GET /api/v1/risks': () => page([]) });
    const user = userEvent.setup();
    renderRegister('/risk/all?status=inactive&sort=title');

    expect(await screen.findByText('No risks match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?sort=title$/));
  });
});
