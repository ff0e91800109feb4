import { describe, expect, it } from 'vitest';
import { changedKeys, diffChanges, displayValue, entityName, listDelta } from './audit-diff';

describe('audit diff', () => {
  it('flags changed keys and leaves equal ones', () => {
    const before = { name: 'Sam', role: 'staff', function_id: null };
    const after = { name: 'Sam', role: 'editor', function_id: null };
    expect(diffChanges(before, after)).toEqual([
      { key: 'name', before: 'Sam', after: 'Sam', kind: 'unchanged' },
      { key: 'role', before: 'staff', after: 'editor', kind: 'changed' },
      { key: 'function_id', before: null, after: null, kind: 'unchanged' },
    ]);
    expect(changedKeys(before, after)).toEqual(['role']);
  });

  it('treats a null side as nothing: every key of the other side added or removed', () => {
    expect(diffChanges(null, { email: 'a@b.c' })).toEqual([
      { key: 'email', before: undefined, after: 'a@b.c', kind: 'added' },
    ]);
    expect(changedKeys({ id: '1', name: 'x' }, null)).toEqual(['id', 'name']);
    expect(diffChanges(null, null)).toEqual([]);
  });

  it('compares nested values deeply, ignoring key order', () => {
    const before = { permissions: { 'risk.read': true, 'risk.write': true }, tags: ['a', 'b'] };
    const same = { tags: ['a', 'b'], permissions: { 'risk.write': true, 'risk.read': true } };
    expect(changedKeys(before, same)).toEqual([]);
    expect(changedKeys(before, { ...same, permissions: { 'risk.read': false, 'risk.write': true } })).toEqual([
      'permissions',
    ]);
    expect(changedKeys(before, { ...same, tags: ['b', 'a'] })).toEqual(['tags']);
  });

  it('compares non-object sides as a whole', () => {
    expect(diffChanges('old', 'new')).toEqual([{ key: 'value', before: 'old', after: 'new', kind: 'changed' }]);
    expect(diffChanges(null, 3)).toEqual([{ key: 'value', before: null, after: 3, kind: 'added' }]);
  });

  it('shows strings as they are and the rest as JSON', () => {
    expect(displayValue('staff')).toBe('staff');
    expect(displayValue(true)).toBe('true');
    expect(displayValue(null)).toBe('null');
    expect(displayValue(undefined)).toBe('');
    expect(displayValue(['a'])).toBe('[\n  "a"\n]');
  });
});

describe('list delta', () => {
  it('tells kept, added and removed items of two lists', () => {
    expect(listDelta(['risk.read', 'risk.write'], ['risk.write', 'audit.read'])).toEqual({
      kept: ['risk.write'],
      added: ['audit.read'],
      removed: ['risk.read'],
    });
    expect(listDelta(null, ['a'])).toEqual({ kept: [], added: ['a'], removed: [] });
  });

  it('gives up on anything but lists of plain values', () => {
    expect(listDelta({ a: 1 }, ['a'])).toBeNull();
    expect(listDelta([{ a: 1 }], [])).toBeNull();
    expect(listDelta(null, undefined)).toBeNull();
  });
});

describe('entity name', () => {
  it('takes the name, else the email, of the after side, else the before side', () => {
    expect(entityName({ before: null, after: { email: 'a@b.c', name: 'Nina' } })).toBe('Nina');
    expect(entityName({ before: null, after: { email: 'a@b.c', remember: false } })).toBe('a@b.c');
    expect(entityName({ before: { name: 'auditor' }, after: null })).toBe('auditor');
    expect(entityName({ before: { permissions: [] }, after: { permissions: ['x'] } })).toBe('');
    expect(entityName(null)).toBe('');
  });
});
