import { describe, expect, it } from 'vitest';
import { pageAfterRemoval, patchState, readState, writeState } from './list-state';

describe('the data list URL state', () => {
  it('reads defaults and drops invalid values', () => {
    expect(readState(new URLSearchParams())).toEqual({ page: 1, perPage: 10, q: '', sort: '' });
    expect(readState(new URLSearchParams('page=0&perPage=7&sort=img&q=%20x%20'))).toEqual({
      page: 1,
      perPage: 10,
      q: 'x',
      sort: '',
    });
    expect(readState(new URLSearchParams('page=3&perPage=4&sort=-price'))).toEqual({
      page: 3,
      perPage: 4,
      q: '',
      sort: '-price',
    });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const state = { page: 2, perPage: 20, q: 'audio', sort: 'name' };
    expect(writeState(state).toString()).toBe('q=audio&sort=name&page=2&perPage=20');
    expect(readState(writeState(state))).toEqual(state);
    expect(writeState({ page: 1, perPage: 10, q: '', sort: '' }).toString()).toBe('');
  });

  it('goes back to page 1 on a new search, sort or page size, not on a page change', () => {
    const state = { page: 4, perPage: 10, q: '', sort: '' };
    expect(patchState(state, { q: 'bose' }).page).toBe(1);
    expect(patchState(state, { sort: '-popularity' }).page).toBe(1);
    expect(patchState(state, { perPage: 20 }).page).toBe(1);
    expect(patchState(state, { page: 5 }).page).toBe(5);
    expect(patchState(state, { q: '' }).page).toBe(4);
  });

  it('keeps the page after a removal unless it no longer exists', () => {
    expect(pageAfterRemoval(3, 5)).toBe(3);
    expect(pageAfterRemoval(5, 4)).toBe(4);
    expect(pageAfterRemoval(2, 0)).toBe(1);
  });
});
