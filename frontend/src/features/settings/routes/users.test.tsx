import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { Role } from '../api/types';
import { managedUser, role } from '../testing/fixtures';
import { UsersRoute } from './users';

const HOLDS_MORE = 'This account holds permissions you do not hold; ask an administrator.';


const USERS = [
  managedUser('usr-staff', 'Sam Staff', 'staff'),
  managedUser('usr-auditor', 'Ada Auditor', 'auditor'),
  managedUser('usr-admin', 'Alex Admin', 'admin'),
];

/** The screen as `actor` sees it, the roles list marking what they may give. */
function renderUsers(actor: 'admin' | 'editor', roles: Role[]) {
  startSession({
    user: { id: `usr-${actor}`, name: actor, email: `${actor}@example.com`, role: actor, status: 'active', avatar: '' },
    permissions: { 'settings.manage': true },
    token: 'jwt',
  });
  mockFetch({
    'GET /api/v1/users': { body: { data: USERS, page: 1, per_page: 25, total: USERS.length } },
    'GET /api/v1/roles': { body: { data: roles, page: 1, per_page: 100, total: roles.length } },
    'GET /api/v1/functions': { body: { data: [], page: 1, per_page: 100, total: 0 } },
  });
  renderWithProviders(<UsersRoute />, { route: '/settings/user' });
}

/** Waits until the roles list (and so its `assignable` marks) is on screen: the Roles figure shows its count. */
async function rolesLoaded(count: number) {
  await waitFor(() => expect(screen.getByText('Roles').parentElement).toHaveTextContent(`Roles${count}`));
}

const editButton = (name: string) => screen.getByRole('button', { name: `Edit ${name}` });

/**
 * Opens the row's menu and returns its items, and the reason shown above them
 * if any. jsdom lays nothing out, so the popover takes its target, inside the
 * table's scroll area, for scrolled out of view and hides itself: the queries
 * take hidden elements too.
 */
async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  const menu = await screen.findByRole('menu', { hidden: true });
  return {
    reset: within(menu).getByRole('menuitem', { name: 'Reset password', hidden: true }),
    deactivate: within(menu).getByRole('menuitem', { name: 'Deactivate', hidden: true }),
    reason: within(menu).queryByText(HOLDS_MORE),
  };
}

describe('Users screen: accounts that hold more than the settings manager', { timeout: 20_000 }, () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  // As GET /api/v1/roles answers an editor who lacks what the auditor role holds.
  const EDITOR_ROLES = [role('admin', false), role('editor', true), role('staff', true), role('auditor', false)];

  it("disables a manager's actions on an account whose role they may not give, and says why", async () => {
    renderUsers('editor', EDITOR_ROLES);
    await screen.findByText('Ada Auditor');
    await rolesLoaded(EDITOR_ROLES.length);
    expect(editButton('Ada Auditor')).toBeDisabled();

    await userEvent.hover(editButton('Ada Auditor'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HOLDS_MORE);

    const menu = await openMenu('Ada Auditor');
    expect(menu.reset).toBeDisabled();
    expect(menu.deactivate).toBeDisabled();
    expect(menu.reason).toBeInTheDocument();
  });

  it('leaves them enabled on an account whose role the manager may give', async () => {
    renderUsers('editor', EDITOR_ROLES);
    await screen.findByText('Sam Staff');
    await rolesLoaded(EDITOR_ROLES.length);
    expect(editButton('Sam Staff')).toBeEnabled();

    const menu = await openMenu('Sam Staff');
    expect(menu.reset).toBeEnabled();
    expect(menu.deactivate).toBeEnabled();
    expect(menu.reason).toBeNull();
  });

  it('leaves every account to an administrator', async () => {
    renderUsers('admin', EDITOR_ROLES.map((entry) => ({ ...entry, assignable: true })));
    await screen.findByText('Ada Auditor');
    await rolesLoaded(EDITOR_ROLES.length);
    expect(editButton('Ada Auditor')).toBeEnabled();

    const menu = await openMenu('Ada Auditor');
    expect(menu.reset).toBeEnabled();
    expect(menu.deactivate).toBeEnabled();
    expect(menu.reason).toBeNull();
  });

  it('does not offer an administrator a reset of their own password', async () => {
    renderUsers('admin', EDITOR_ROLES.map((entry) => ({ ...entry, assignable: true })));
    await screen.findByText('Alex Admin');
    await rolesLoaded(EDITOR_ROLES.length);
    // One's own password changes on the account page, with the current one.
    const own = await openMenu('Alex Admin');
    expect(own.reset).toBeDisabled();
    expect(own.deactivate).toBeDisabled();
  });
});
