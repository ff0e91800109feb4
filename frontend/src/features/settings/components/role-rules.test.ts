import { describe, expect, it } from 'vitest';
import { accountLock, canEditRole, roleChoice } from './role-rules';

const roles = ['admin', 'editor', 'staff', 'user', 'auditor'].map((name) => ({ name }));
const names = (list: { name: string }[]) => list.map((role) => role.name);

const admin = { id: 'usr-admin', role: 'admin' };
const editor = { id: 'usr-editor', role: 'editor' };

describe('roleChoice', () => {
  it('offers an editor adding a user every role but admin, and says why', () => {
    const choice = roleChoice(roles, editor, null);
    expect(names(choice.options)).toEqual(['editor', 'staff', 'user', 'auditor']);
    expect(choice.locked).toBe(false);
    expect(choice.hint).toBe('adminOnly');
  });

  it('offers an administrator every role, admin included', () => {
    const choice = roleChoice(roles, admin, null);
    expect(names(choice.options)).toEqual(names(roles));
    expect(choice).toMatchObject({ locked: false, hint: null });
    expect(roleChoice(roles, admin, { id: 'usr-staff', role: 'staff' }).options).toHaveLength(roles.length);
  });

  it('locks an editor out of their own role', () => {
    const choice = roleChoice(roles, editor, { id: 'usr-editor', role: 'editor' });
    expect(names(choice.options)).toEqual(['editor']);
    expect(choice).toMatchObject({ locked: true, hint: 'ownRole' });
  });

  it('locks an administrator out of removing their own admin role', () => {
    const choice = roleChoice(roles, admin, { id: 'usr-admin', role: 'admin' });
    expect(names(choice.options)).toEqual(['admin']);
    expect(choice).toMatchObject({ locked: true, hint: 'ownAdminRole' });
  });

  it("lets an editor change another user's role, but not to or from admin", () => {
    const staff = roleChoice(roles, editor, { id: 'usr-staff', role: 'staff' });
    expect(names(staff.options)).not.toContain('admin');
    expect(staff.locked).toBe(false);
    const other = roleChoice(roles, editor, { id: 'usr-other-admin', role: 'admin' });
    expect(names(other.options)).toEqual(['admin']);
    expect(other).toMatchObject({ locked: true, hint: 'adminOnly' });
  });

  it('says nothing when there is no admin role to leave out', () => {
    expect(roleChoice([{ name: 'staff' }], editor, null).hint).toBeNull();
  });

  describe('with the assignable mark of the roles list', () => {
    // An editor who lacks what the auditor role holds (and admin's, of course).
    const marked = [
      { name: 'admin', assignable: false },
      { name: 'editor', assignable: true },
      { name: 'staff', assignable: true },
      { name: 'user', assignable: true },
      { name: 'auditor', assignable: false },
    ];

    it('offers a non-administrator only the roles they may give, and says why', () => {
      const choice = roleChoice(marked, editor, null);
      expect(names(choice.options)).toEqual(['editor', 'staff', 'user']);
      expect(choice).toMatchObject({ locked: false, hint: 'notHeld' });
      expect(names(roleChoice(marked, editor, { id: 'usr-staff', role: 'staff' }).options)).toEqual(['editor', 'staff', 'user']);
    });

    it("shows, locked, the role of a user who holds more than the editor", () => {
      const choice = roleChoice(marked, editor, { id: 'usr-auditor', role: 'auditor' });
      expect(names(choice.options)).toEqual(['auditor']);
      expect(choice).toMatchObject({ locked: true, hint: 'holdsMore' });
    });

    it('keeps the admin rule when only admin is left out', () => {
      const choice = roleChoice(marked.filter((role) => role.name !== 'auditor'), editor, null);
      expect(names(choice.options)).toEqual(['editor', 'staff', 'user']);
      expect(choice.hint).toBe('adminOnly');
    });

    it('offers an administrator every role (the server marks them all assignable)', () => {
      const all = marked.map((role) => ({ ...role, assignable: true }));
      expect(roleChoice(all, admin, { id: 'usr-auditor', role: 'auditor' })).toMatchObject({ options: all, locked: false, hint: null });
    });
  });
});

describe('accountLock', () => {
  // As GET /api/v1/roles answers an editor who lacks what the auditor role holds.
  const marked = [
    { name: 'admin', assignable: false },
    { name: 'editor', assignable: true },
    { name: 'staff', assignable: true },
    { name: 'auditor', assignable: false },
  ];

  it("keeps an administrator's account for administrators", () => {
    expect(accountLock(marked, editor, { id: 'usr-admin', role: 'admin' })).toBe('adminAccount');
    expect(accountLock(roles, editor, { id: 'usr-admin', role: 'admin' })).toBe('adminAccount');
    expect(accountLock(marked, admin, { id: 'usr-admin2', role: 'admin' })).toBeNull();
  });

  it('keeps the account of a user who holds more than the manager for administrators', () => {
    expect(accountLock(marked, editor, { id: 'usr-auditor', role: 'auditor' })).toBe('holdsMoreAccount');
  });

  it('lets a manager change an account whose role they may give', () => {
    expect(accountLock(marked, editor, { id: 'usr-staff', role: 'staff' })).toBeNull();
    expect(accountLock(marked, editor, { id: 'usr-editor2', role: 'editor' })).toBeNull();
  });

  it('lets an administrator change every account', () => {
    const all = marked.map((role) => ({ ...role, assignable: true }));
    expect(accountLock(all, admin, { id: 'usr-auditor', role: 'auditor' })).toBeNull();
    // Even were a role marked otherwise, an administrator holds every permission.
    expect(accountLock(marked, admin, { id: 'usr-auditor', role: 'auditor' })).toBeNull();
  });

  it('leaves a role the list does not carry (or does not mark) to the server', () => {
    expect(accountLock([], editor, { id: 'usr-auditor', role: 'auditor' })).toBeNull();
    expect(accountLock(roles, editor, { id: 'usr-auditor', role: 'auditor' })).toBeNull();
  });
});

describe('canEditRole', () => {
  it('lets nobody but an administrator edit the role they hold', () => {
    expect(canEditRole(editor, 'editor')).toBe(false);
    expect(canEditRole(editor, 'staff')).toBe(true);
    expect(canEditRole(admin, 'admin')).toBe(true);
  });
});
