import { describe, expect, it } from 'vitest';
import { LIST_COLUMNS, toggleColumn, visibleColumns } from './list-columns';

describe('list columns', () => {
  it('shows every column by default and forgets ids the list no longer has', () => {
    const all = LIST_COLUMNS.users.map((c) => c.id);
    expect(visibleColumns('users', null)).toEqual(all);
    expect(visibleColumns('users', ['gone'])).toEqual(all);
    expect(visibleColumns('users', ['role', 'gone', 'user'])).toEqual(['role', 'user']);
  });

  it('hides and shows a column in the list order, and keeps the last one', () => {
    const shown = toggleColumn('audit_trail', ['time', 'actor', 'action', 'entity'], 'actor');
    expect(shown).toEqual(['time', 'action', 'entity']);
    expect(toggleColumn('audit_trail', shown, 'actor')).toEqual(['time', 'actor', 'action', 'entity']);
    expect(toggleColumn('audit_trail', ['entity'], 'entity')).toEqual(['entity']);
  });
});
