import { describe, expect, it } from 'vitest';
import { auditParams, usersParams } from './list-params';

const read = (search: string) => usersParams.read(new URLSearchParams(search));

describe('users filters and the URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(read('')).toEqual({ page: 1, per_page: 20, q: '', role: '', status: '', function_id: '' });
  });

  it('reads page, page size, search and filters', () => {
    expect(read('?page=3&per_page=50&q=sam&role=staff&status=inactive&function_id=f1')).toEqual({
      page: 3,
      per_page: 50,
      q: 'sam',
      role: 'staff',
      status: 'inactive',
      function_id: 'f1',
    });
  });

  it('falls back to defaults for invalid numbers and page sizes', () => {
    expect(read('?page=0&per_page=7')).toMatchObject({ page: 1, per_page: 20 });
    expect(read('?page=-2&per_page=abc')).toMatchObject({ page: 1, per_page: 20 });
    expect(read('?page=2.5&per_page=1000')).toMatchObject({ page: 1, per_page: 20 });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = { page: 2, per_page: 10, q: ' sam ', role: 'staff', status: '', function_id: '' };
    const written = usersParams.write(state);
    expect(written.toString()).toBe('q=sam&role=staff&page=2&per_page=10');
    expect(usersParams.read(written)).toEqual({ ...state, q: 'sam' });
    expect(usersParams.write(read('')).toString()).toBe('');
  });

  it('goes back to page 1 when a filter or the page size changes, not when the page does', () => {
    const state = read('?page=4&role=staff');
    expect(usersParams.patch(state, { role: 'admin' }).page).toBe(1);
    expect(usersParams.patch(state, { q: 'x' }).page).toBe(1);
    expect(usersParams.patch(state, { per_page: 50 }).page).toBe(1);
    expect(usersParams.patch(state, { role: 'staff' }).page).toBe(4);
    expect(usersParams.patch(state, { page: 5 }).page).toBe(5);
  });

  it('turns the state into the API query without empty filters', () => {
    expect(usersParams.toQuery(read('?q=sam&status=active'))).toEqual({
      page: 1,
      per_page: 20,
      q: 'sam',
      status: 'active',
    });
  });

  it('does the same for the audit log filters', () => {
    const state = auditParams.read(new URLSearchParams('?service=auth&from=2026-01-01&to=2026-01-31&page=2'));
    expect(auditParams.toQuery(state)).toEqual({
      page: 2,
      per_page: 20,
      service: 'auth',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});
