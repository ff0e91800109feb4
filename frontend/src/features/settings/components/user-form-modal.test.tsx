import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/auth';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { ManagedUser } from '../api/types';
import { role, managedUser } from '../testing/fixtures';
import { UserFormModal } from './user-form-modal';

// As GET /api/v1/roles answers an editor who lacks what the auditor role holds.
const ROLES = [role('admin', false), role('editor', true), role('staff', true), role('user', true), role('auditor', false)];

const person = (id: string, roleName: string): ManagedUser => managedUser(id, 'Ana Lima', roleName);

function renderForm(user: ManagedUser | null) {
  renderWithProviders(<UserFormModal opened user={user} roles={ROLES} functions={[]} onClose={vi.fn()} />);
}

const roleSelect = () => screen.getByRole('textbox', { name: /^Role/ });

async function offeredRoles(): Promise<string[]> {
  await userEvent.setup().click(roleSelect());
  await screen.findAllByRole('option', { hidden: true });
  return screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent ?? '');
}

describe('User form: the roles a settings manager may give', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession({
      user: { id: 'usr-editor', name: 'Eddie', email: 'editor@example.com', role: 'editor', status: 'active', avatar: '' },
      permissions: { 'settings.manage': true },
      token: 'jwt',
    });
  });

  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('offers only the assignable roles when adding a user, and says why', async () => {
    mockFetch({});
    renderForm(null);
    expect(await offeredRoles()).toEqual(['Editor', 'Staff', 'User']);
    expect(screen.getByText('Only the roles whose permissions you hold yourself can be given.')).toBeInTheDocument();
    expect(roleSelect()).toHaveValue('Staff');
  });

  it('offers only the assignable roles when changing the role of a user', async () => {
    mockFetch({});
    renderForm(person('usr-staff', 'staff'));
    expect(roleSelect()).toHaveValue('Staff');
    expect(await offeredRoles()).toEqual(['Editor', 'Staff', 'User']);
  });

  it("shows the role of a user who holds more, but does not let it be changed", async () => {
    mockFetch({});
    renderForm(person('usr-auditor', 'auditor'));
    expect(roleSelect()).toHaveValue('auditor');
    expect(roleSelect()).toBeDisabled();
    expect(
      screen.getByText('This account holds permissions you do not hold; only an administrator can change its role.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in the user's language", async () => {
    mockFetch({
      'PATCH /api/v1/users/usr-staff': {
        status: 403,
        body: { error: { code: 'ROLE_NOT_HELD', message: 'role not held (server text)' } },
      },
    });
    renderForm(person('usr-staff', 'staff'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('You can only give a role whose permissions you hold yourself.'),
    ).toBeInTheDocument();
  });
});
