// The register's bulk actions through the route, against a fake gateway:
// each change goes through the per-risk call with the version the row had
// when picked and the rest of the risk as it is now; a refused one is listed
// with its reason; export asks the server for just the picked ids.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import type { Risk } from '../../api/types';
import { OPTION_HANDLERS, page, sampleRisk } from '../../lib/test-fixtures';
import { fakeServer, json } from '../../lib/test-server';
import { RiskRegisterRoute } from '../../routes/risk-register';

const risks: Risk[] = [
  sampleRisk({ version: 3, control_ids: ['c-1'] }),
  sampleRisk({ id: 'risk-2', reference: 'R-0002', title: 'Ransomware on file servers', version: 7 }),
];

function serve() {
  return fakeServer({
    ...OPTION_HANDLERS,
    'GET /api/v1/risks': () => page(risks),
    'GET /api/v1/risks/risk-1': () => ({
      risk: { ...risks[0], description: 'Newer description' },
      assessments: [],
      approvals: [],
      controls: [{ id: 'c-1' }],
      action_plans: [],
    }),
    'GET /api/v1/risks/risk-2': () => ({ risk: risks[1], assessments: [], approvals: [], controls: [], action_plans: [] }),
    'PUT /api/v1/risks/risk-1': ({ body }) => ({ ...risks[0], ...(body as { risk: object }).risk }),
    'PUT /api/v1/risks/risk-2': () => json(409, { error: { code: 'VERSION_CONFLICT', message: 'Changed meanwhile' } }),
    'POST /api/v1/risks/risk-1/submit': () => risks[0],
    'POST /api/v1/risks/risk-2/submit': () => risks[1],
  });
}

async function pickBoth(user: ReturnType<typeof userEvent.setup>) {
  await screen.findAllByTestId('risk-row');
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 selected');
}

describe('Register bulk actions', { timeout: 20_000 }, () => {
  beforeEach(() => {
    clearPermissions();
    localStorage.clear();
  });

  it('assigns an owner risk by risk with the picked version, keeping the rest, and lists the stale one', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<RiskRegisterRoute />, { route: '/risk/all' });
    await pickBoth(user);
    // A row's checkbox does not open the risk.
    expect(window.location.pathname).not.toContain('/risk/risk/');

    await user.click(screen.getByRole('button', { name: 'Assign owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign owner' });
    const owner = within(dialog).getByRole('textbox', { name: 'Owner' });
    await user.click(owner);
    // The dialog's own list (the register's owner filter has one too).
    const list = await waitFor(() => document.getElementById(owner.getAttribute('aria-controls') ?? '') as HTMLElement);
    await user.click(within(list).getByRole('option', { name: 'Ben Approver', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2 items' }));

    await waitFor(() => expect(screen.getByText('1 of 2 done.')).toBeInTheDocument());
    const failures = screen.getByTestId('bulk-failures');
    expect(failures).toHaveTextContent('R-0002 · Ransomware on file servers: changed by someone else since you selected it');

    const [put] = server.calls('PUT /api/v1/risks/risk-1');
    expect(put?.body).toMatchObject({
      version: 3,
      submit: false,
      risk: { owner_id: 'u-2', description: 'Newer description', control_ids: ['c-1'], title: risks[0]!.title },
    });
    expect(server.calls('PUT /api/v1/risks/risk-2')[0]?.body).toMatchObject({ version: 7, risk: { owner_id: 'u-2' } });
    // The list is read again.
    await waitFor(() => expect(server.calls('GET /api/v1/risks').length).toBeGreaterThan(1));
  });

  it('submits each picked risk with its version; a reader who may only export sees just that', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': true });
    const server = serve();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<RiskRegisterRoute />, { route: '/risk/all' });
    await pickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit 2 risks for approval?' });
    await user.click(within(confirm).getByRole('button', { name: 'Apply to 2 items' }));
    await waitFor(() => expect(screen.getByText('2 of 2 done.')).toBeInTheDocument());
    expect(server.calls('POST /api/v1/risks/risk-1/submit')[0]?.body).toEqual({ version: 3, comment: '' });
    expect(server.calls('POST /api/v1/risks/risk-2/submit')[0]?.body).toEqual({ version: 7, comment: '' });
    // Without report.export there is no export.
    expect(screen.queryByRole('button', { name: 'Export selected' })).not.toBeInTheDocument();
    unmount();

    clearPermissions();
    savePermissions({ 'risk.read': true, 'report.export': true });
    renderWithProviders(<RiskRegisterRoute />, { route: '/risk/all' });
    await pickBoth(user);
    expect(screen.queryByRole('button', { name: 'Assign owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export selected' })).toBeInTheDocument();
  });

  it('offers no selection to a plain reader', async () => {
    savePermissions({ 'risk.read': true });
    serve();
    renderWithProviders(<RiskRegisterRoute />, { route: '/risk/all' });
    await screen.findAllByTestId('risk-row');
    expect(screen.queryByRole('checkbox', { name: 'Select R-0001' })).not.toBeInTheDocument();
  });
});
