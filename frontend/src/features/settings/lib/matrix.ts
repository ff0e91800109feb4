// Change tracking of the Roles Matrix: the saved grants of each role, the
// toggles made since, and the PUT bodies that save them. Admin keeps every
// permission (the API answers 409 ADMIN_KEEPS_ALL), so its column is locked.

/** The role whose column is always fully granted and cannot be edited. */
export const LOCKED_ROLE = 'admin';

export type MatrixState = {
  /** Grants as last loaded from the server: role -> granted permission names. */
  saved: Readonly<Record<string, readonly string[]>>;
  /** Toggles not yet saved: role -> permission -> new value (only values that differ from `saved`). */
  edits: Readonly<Record<string, Readonly<Record<string, boolean>>>>;
};

export type MatrixAction =
  | { type: 'toggle'; role: string; permission: string }
  | { type: 'set-column'; role: string; permissions: readonly string[]; value: boolean }
  | { type: 'discard' }
  | { type: 'load'; roles: readonly { name: string; permissions: readonly string[] }[] };

export function isLocked(role: string): boolean {
  return role === LOCKED_ROLE;
}

export function createMatrix(roles: readonly { name: string; permissions: readonly string[] }[]): MatrixState {
  return { saved: Object.fromEntries(roles.map((role) => [role.name, [...role.permissions]])), edits: {} };
}

function savedValue(state: MatrixState, role: string, permission: string): boolean {
  return isLocked(role) || (state.saved[role]?.includes(permission) ?? false);
}

/** Whether `role` holds `permission` on screen (saved value, or the unsaved toggle). */
export function isGranted(state: MatrixState, role: string, permission: string): boolean {
  if (isLocked(role)) return true;
  const edit = state.edits[role]?.[permission];
  return edit ?? savedValue(state, role, permission);
}

/** Whether the cell differs from what is saved. */
export function isChanged(state: MatrixState, role: string, permission: string): boolean {
  return state.edits[role]?.[permission] !== undefined;
}

function withValue(state: MatrixState, role: string, permission: string, value: boolean): MatrixState {
  if (isLocked(role)) return state;
  const roleEdits = { ...state.edits[role] };
  if (value === savedValue(state, role, permission)) delete roleEdits[permission];
  else roleEdits[permission] = value;
  const edits = { ...state.edits };
  if (Object.keys(roleEdits).length === 0) delete edits[role];
  else edits[role] = roleEdits;
  return { ...state, edits };
}

/** Flips one cell; flipping it back removes the change. The locked role is left as it is. */
export function toggle(state: MatrixState, role: string, permission: string): MatrixState {
  return withValue(state, role, permission, !isGranted(state, role, permission));
}

/** Grants or revokes every listed permission for `role` (a column's "all" box). */
export function setColumn(
  state: MatrixState,
  role: string,
  permissions: readonly string[],
  value: boolean,
): MatrixState {
  return permissions.reduce((next, permission) => withValue(next, role, permission, value), state);
}

/** Drops every unsaved toggle. */
export function discard(state: MatrixState): MatrixState {
  return Object.keys(state.edits).length === 0 ? state : { ...state, edits: {} };
}

/**
 * New server data: replaces the saved grants and keeps only the toggles that
 * still differ from them (a toggle the server now agrees with is done).
 */
export function load(
  state: MatrixState,
  roles: readonly { name: string; permissions: readonly string[] }[],
): MatrixState {
  let next = createMatrix(roles);
  for (const [role, roleEdits] of Object.entries(state.edits)) {
    if (!(role in next.saved)) continue;
    for (const [permission, value] of Object.entries(roleEdits)) next = withValue(next, role, permission, value);
  }
  return next;
}

export function matrixReducer(state: MatrixState, action: MatrixAction): MatrixState {
  switch (action.type) {
    case 'toggle':
      return toggle(state, action.role, action.permission);
    case 'set-column':
      return setColumn(state, action.role, action.permissions, action.value);
    case 'discard':
      return discard(state);
    case 'load':
      return load(state, action.roles);
  }
}

/** Roles with unsaved toggles, in the order of `saved`. */
export function changedRoles(state: MatrixState): string[] {
  return Object.keys(state.saved).filter((role) => state.edits[role] !== undefined);
}

/** Number of toggled cells. */
export function changeCount(state: MatrixState): number {
  return Object.values(state.edits).reduce((sum, roleEdits) => sum + Object.keys(roleEdits).length, 0);
}

/**
 * The PUT /api/v1/roles/{name}/permissions bodies for every changed role: the
 * full map over `catalogue` (plus any permission the role held that the
 * catalogue lacks), so the server's state equals the screen's.
 */
export function savePayload(
  state: MatrixState,
  catalogue: readonly string[],
): { role: string; permissions: Record<string, boolean> }[] {
  return changedRoles(state)
    .filter((role) => !isLocked(role))
    .map((role) => {
      const names = [...new Set([...catalogue, ...(state.saved[role] ?? [])])];
      return {
        role,
        permissions: Object.fromEntries(names.map((name) => [name, isGranted(state, role, name)])),
      };
    });
}
