import { describe, expect, it } from 'vitest';
import { anyFilter } from './list-filters';

describe('anyFilter', () => {
  it('is true when the search or any named filter is set', () => {
    expect(anyFilter({ q: '', role: '', status: '' }, ['role', 'status'])).toBe(false);
    expect(anyFilter({ q: 'ann', role: '', status: '' }, ['role', 'status'])).toBe(true);
    expect(anyFilter({ q: '', role: '', status: 'blocked' }, ['role', 'status'])).toBe(true);
  });
});
