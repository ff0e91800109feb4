import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGISTER,
  isFiltered,
  patchRegister,
  readRegister,
  registerQuery,
  registerSort,
  writeRegister,
} from './register-params';
import { nextSort, sortDirection } from '@/lib/list-params';

const read = (query: string) => readRegister(new URLSearchParams(query));

describe('register URL params', () => {
  it('falls back to page 1, 50 per page and no filters', () => {
    expect(read('')).toEqual(DEFAULT_REGISTER);
    expect(read('page=0&per_page=7&sort=owner&approval_status=maybe&status=x&over_appetite=1')).toEqual(DEFAULT_REGISTER);
  });

  it('reads every filter, the sort and the flags', () => {
    const state = read(
      'q=+supplier+&rating=High&category_id=c1&function_id=f1&owner_id=u1&approval_status=pending&status=active' +
        '&over_appetite=true&awaiting_my_approval=true&sort=-net_score&page=3&per_page=100',
    );
    expect(state).toEqual({
      page: 3,
      per_page: 100,
      sort: '-net_score',
      q: 'supplier',
      rating: 'High',
      category_id: 'c1',
      function_id: 'f1',
      owner_id: 'u1',
      approval_status: 'pending',
      status: 'active',
      over_appetite: true,
      awaiting_my_approval: true,
    });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(writeRegister(DEFAULT_REGISTER).toString()).toBe('');
    const state = { ...DEFAULT_REGISTER, rating: 'Severe', over_appetite: true, sort: 'title', page: 2, per_page: 20 };
    const params = writeRegister(state);
    expect(params.toString()).toBe('rating=Severe&over_appetite=true&sort=title&page=2&per_page=20');
    expect(readRegister(params)).toEqual(state);
  });

  it('turns the state into the API query without empty filters', () => {
    expect(registerQuery(DEFAULT_REGISTER)).toEqual({ page: 1, per_page: 50 });
    expect(
      registerQuery({ ...DEFAULT_REGISTER, owner_id: 'u1', awaiting_my_approval: true, sort: '-updated_at' }),
    ).toEqual({ page: 1, per_page: 50, owner_id: 'u1', awaiting_my_approval: true, sort: '-updated_at' });
  });

  it('goes back to page 1 when a filter, the sort or the page size changes', () => {
    const onPage4 = { ...DEFAULT_REGISTER, page: 4 };
    expect(patchRegister(onPage4, { rating: 'High' }).page).toBe(1);
    expect(patchRegister(onPage4, { sort: 'title' }).page).toBe(1);
    expect(patchRegister(onPage4, { per_page: 100 }).page).toBe(1);
    expect(patchRegister(onPage4, { page: 5 }).page).toBe(5);
    expect(patchRegister(onPage4, { rating: '' }).page).toBe(4);
  });

  it('knows when filters are set', () => {
    expect(isFiltered({ ...DEFAULT_REGISTER, sort: 'title', awaiting_my_approval: true })).toBe(false);
    expect(isFiltered({ ...DEFAULT_REGISTER, over_appetite: true })).toBe(true);
    expect(isFiltered({ ...DEFAULT_REGISTER, q: 'x' })).toBe(true);
  });
});

describe('sorting by column header', () => {
  const next = (current: string, field: Parameters<typeof registerSort>[0]) => nextSort(current, field, registerSort(field));

  it('sorts text A to Z and scores worst first, then flips, then back to the register order', () => {
    expect(next('', 'title')).toBe('title');
    expect(next('title', 'title')).toBe('-title');
    // The shared sort header's third click: back to the register's own order (reference A to Z).
    expect(next('-title', 'title')).toBe('');
    expect(next('title', 'net_score')).toBe('-net_score');
    expect(next('-net_score', 'net_score')).toBe('net_score');
    expect(next('net_score', 'net_score')).toBe('');
  });

  it('flips the reference, the register order, with two clicks', () => {
    expect(next('', 'reference')).toBe('-reference');
    expect(next('-reference', 'reference')).toBe('');
  });

  it('reports the direction of each column, reference ascending by default', () => {
    const direction = (sort: string, field: Parameters<typeof registerSort>[0]) =>
      sortDirection(sort, field, registerSort(field).defaultSort);
    expect(direction('', 'reference')).toBe('ascending');
    expect(direction('-gross_score', 'gross_score')).toBe('descending');
    expect(direction('-gross_score', 'reference')).toBe('none');
  });
});
