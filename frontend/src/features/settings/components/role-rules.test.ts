import { describe, expect, it } from 'vitest';
import { canEditRole, canManageAccount, roleChoice } from './role-rules';

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
});

describe('canManageAccount', () => {
  it("keeps an administrator's account for administrators", () => {
    expect(canManageAccount(editor, { id: 'usr-admin', role: 'admin' })).toBe(false);
    expect(canManageAccount(admin, { id: 'usr-admin2', role: 'admin' })).toBe(true);
    expect(canManageAccount(editor, { id: 'usr-staff', role: 'staff' })).toBe(true);
  });
});

describe('canEditRole', () => {
  it('lets nobody but an administrator edit the role they hold', () => {
    expect(canEditRole(editor, 'editor')).toBe(false);
    expect(canEditRole(editor, 'staff')).toBe(true);
    expect(canEditRole(admin, 'admin')).toBe(true);
  });
});
