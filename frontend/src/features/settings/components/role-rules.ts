// What the signed-in user may do with users' roles and with roles, as the
// auth service decides it (services/auth/src/domain/admin.rs), so the
// screens offer only what the server accepts:
// - only an administrator gives or takes away the admin role (ADMIN_ROLE_ONLY);
// - only an administrator changes an administrator's account, status or
//   password (ADMIN_ACCOUNT, ADMIN_PASSWORD);
// - nobody but an administrator changes their own role (OWN_ROLE), and an
//   administrator does not remove their own admin role (SELF_DEMOTION);
// - nobody but an administrator edits the role they hold: the server does not
//   let them widen it (OWN_ROLE_PERMISSIONS), and its name and description
//   are left to an administrator as well;
// - anyone else gives only a role whose permissions they hold themselves
//   (ROLE_NOT_HELD; the roles list marks those `assignable`), and does not
//   change the account (role, details, status, password) of a user who holds
//   permissions they lack (USER_HOLDS_MORE).

export const ADMIN_ROLE = 'admin';

/** The person acting: the signed-in user's id and role. */
export type Actor = { id: string; role: string };

/** A user whose role is chosen (none while adding one). */
export type RoleHolder = { id: string; role: string };

/** Why a role cannot be chosen, as a key under `settings.users.roleHint`. */
export type RoleHint = 'adminOnly' | 'ownRole' | 'ownAdminRole' | 'notHeld' | 'holdsMore';

/** A role as the roles list gives it: `assignable` is false when the signed-in user may not give it. */
export type ChoosableRole = { name: string; assignable?: boolean };

export type RoleChoice<R> = {
  /** The roles the select offers. */
  options: R[];
  /** The select is shown but cannot be changed. */
  locked: boolean;
  /** Why some choice is missing or the select is locked; none when all is offered. */
  hint: RoleHint | null;
};

export function isAdmin(actor: Actor | null | undefined): boolean {
  return actor?.role === ADMIN_ROLE;
}

/** Whether the signed-in user may give `role` (a server that does not say lets the other rules decide). */
function assignable(role: ChoosableRole): boolean {
  return role.assignable !== false;
}

/**
 * The role choices `actor` has for `target` (null: a user being added):
 * an administrator gives any role but cannot change their own; anyone else
 * cannot change their own role, never gives the admin role, gives only the
 * roles marked assignable, and cannot change the role of a user whose role
 * they could not give (it is shown, locked).
 */
export function roleChoice<R extends ChoosableRole>(
  roles: readonly R[],
  actor: Actor | null | undefined,
  target: RoleHolder | null,
): RoleChoice<R> {
  const own = target !== null && actor != null && target.id === actor.id;
  if (own) {
    return {
      options: roles.filter((role) => role.name === target.role),
      locked: true,
      hint: isAdmin(actor) ? 'ownAdminRole' : 'ownRole',
    };
  }
  if (isAdmin(actor)) return { options: [...roles], locked: false, hint: null };
  if (target?.role === ADMIN_ROLE) {
    return { options: roles.filter((role) => role.name === ADMIN_ROLE), locked: true, hint: 'adminOnly' };
  }
  const current = target ? roles.find((role) => role.name === target.role) : undefined;
  if (current && !assignable(current)) return { options: [current], locked: true, hint: 'holdsMore' };
  const options = roles.filter((role) => role.name !== ADMIN_ROLE && assignable(role));
  const notHeld = roles.some((role) => role.name !== ADMIN_ROLE && !assignable(role));
  const hint = notHeld ? 'notHeld' : options.length < roles.length ? 'adminOnly' : null;
  return { options, locked: false, hint };
}

/** Why an account cannot be changed, as a key under `settings.users`. */
export type AccountLock = 'adminAccount' | 'holdsMoreAccount';

/**
 * Why `actor` may not change `target`'s account (role, details, status,
 * password), or null when they may: an administrator changes every account;
 * anyone else neither an administrator's (ADMIN_ACCOUNT) nor one whose role
 * `roles` marks as not assignable to them (USER_HOLDS_MORE). A role the list
 * does not carry (not loaded yet) leaves it to the server.
 */
export function accountLock(
  roles: readonly ChoosableRole[],
  actor: Actor | null | undefined,
  target: RoleHolder,
): AccountLock | null {
  if (isAdmin(actor)) return null;
  if (target.role === ADMIN_ROLE) return 'adminAccount';
  const role = roles.find((candidate) => candidate.name === target.role);
  return role && !assignable(role) ? 'holdsMoreAccount' : null;
}

/** Whether `actor` may edit the role named `role` (its name and description). */
export function canEditRole(actor: Actor | null | undefined, role: string): boolean {
  return isAdmin(actor) || actor?.role !== role;
}
