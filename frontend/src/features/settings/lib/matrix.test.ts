import { describe, expect, it } from 'vitest';
import {
  changeCount,
  changedRoles,
  createMatrix,
  discard,
  isChanged,
  isGranted,
  load,
  matrixReducer,
  savePayload,
  setColumn,
  toggle,
} from './matrix';

const CATALOGUE = ['risk.read', 'risk.write', 'settings.manage', 'audit.read'];
const ROLES = [
  { name: 'admin', permissions: CATALOGUE },
  { name: 'editor', permissions: ['risk.read', 'risk.write', 'audit.read'] },
  { name: 'staff', permissions: ['risk.read', 'risk.write'] },
];

describe('roles matrix change tracking', () => {
  it('starts with the saved grants and no changes', () => {
    const state = createMatrix(ROLES);
    expect(isGranted(state, 'staff', 'risk.read')).toBe(true);
    expect(isGranted(state, 'staff', 'audit.read')).toBe(false);
    expect(changeCount(state)).toBe(0);
    expect(changedRoles(state)).toEqual([]);
  });

  it('tracks a toggle and forgets it when toggled back', () => {
    let state = toggle(createMatrix(ROLES), 'staff', 'risk.read');
    expect(isGranted(state, 'staff', 'risk.read')).toBe(false);
    expect(isChanged(state, 'staff', 'risk.read')).toBe(true);
    expect(changedRoles(state)).toEqual(['staff']);
    expect(changeCount(state)).toBe(1);

    state = toggle(state, 'staff', 'risk.read');
    expect(isGranted(state, 'staff', 'risk.read')).toBe(true);
    expect(isChanged(state, 'staff', 'risk.read')).toBe(false);
    expect(changedRoles(state)).toEqual([]);
    expect(state.edits).toEqual({});
  });

  it('counts changes across roles, in role order', () => {
    let state = createMatrix(ROLES);
    state = toggle(state, 'staff', 'audit.read');
    state = toggle(state, 'editor', 'settings.manage');
    state = toggle(state, 'staff', 'risk.write');
    expect(changedRoles(state)).toEqual(['editor', 'staff']);
    expect(changeCount(state)).toBe(3);
  });

  it('discards every change', () => {
    let state = createMatrix(ROLES);
    state = toggle(toggle(state, 'staff', 'audit.read'), 'editor', 'risk.read');
    state = discard(state);
    expect(changeCount(state)).toBe(0);
    expect(isGranted(state, 'staff', 'audit.read')).toBe(false);
    expect(isGranted(state, 'editor', 'risk.read')).toBe(true);
  });

  it('keeps admin locked: always granted, toggles ignored', () => {
    const initial = createMatrix([{ name: 'admin', permissions: ['risk.read'] }, ...ROLES.slice(1)]);
    // Even a server answer lacking a permission shows admin holding it.
    expect(isGranted(initial, 'admin', 'audit.read')).toBe(true);
    const state = toggle(initial, 'admin', 'risk.read');
    expect(state).toBe(initial);
    expect(setColumn(initial, 'admin', CATALOGUE, false)).toBe(initial);
    expect(isGranted(state, 'admin', 'risk.read')).toBe(true);
    expect(changeCount(state)).toBe(0);
  });

  it('sets a whole column, recording only real changes', () => {
    const state = setColumn(createMatrix(ROLES), 'staff', CATALOGUE, true);
    expect(state.edits).toEqual({ staff: { 'settings.manage': true, 'audit.read': true } });
  });

  it('builds one full PUT body per changed role, never for admin', () => {
    let state = createMatrix(ROLES);
    state = toggle(state, 'staff', 'risk.read');
    state = toggle(state, 'admin', 'risk.read');
    expect(savePayload(state, CATALOGUE)).toEqual([
      {
        role: 'staff',
        permissions: { 'risk.read': false, 'risk.write': true, 'settings.manage': false, 'audit.read': false },
      },
    ]);
  });

  it('keeps only still-pending toggles when fresh data loads', () => {
    let state = createMatrix(ROLES);
    state = toggle(state, 'staff', 'risk.read');
    state = toggle(state, 'editor', 'settings.manage');
    // The server saved staff's change; editor's is still pending.
    state = load(state, [ROLES[0]!, ROLES[1]!, { name: 'staff', permissions: ['risk.write'] }]);
    expect(state.edits).toEqual({ editor: { 'settings.manage': true } });
    expect(isGranted(state, 'staff', 'risk.read')).toBe(false);
  });

  it('works as a reducer', () => {
    let state = createMatrix(ROLES);
    state = matrixReducer(state, { type: 'toggle', role: 'staff', permission: 'audit.read' });
    expect(changeCount(state)).toBe(1);
    state = matrixReducer(state, { type: 'discard' });
    expect(changeCount(state)).toBe(0);
    state = matrixReducer(state, { type: 'set-column', role: 'staff', permissions: ['audit.read'], value: true });
    expect(changedRoles(state)).toEqual(['staff']);
    state = matrixReducer(state, { type: 'load', roles: ROLES });
    expect(changedRoles(state)).toEqual(['staff']);
  });
});
