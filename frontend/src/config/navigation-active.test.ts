// The sidebar's active item on pages an item stands for besides its own
// path (issue 15: Data List's thumb view).
import { describe, expect, it } from 'vitest';
import { activeItemPath, NAVIGATION } from './navigation';

const items = NAVIGATION.flatMap((group) => group.items);

describe('the active menu item', () => {
  it('is Data List on both of its views', () => {
    expect(activeItemPath('/data-list/list-view', items)).toBe('/data-list/list-view');
    expect(activeItemPath('/data-list/thumb-view', items)).toBe('/data-list/list-view');
  });

  it('is the item owning an extra path, below it too, and the longest match still wins', () => {
    const list = [
      { path: '/a/list', also: ['/a/thumb'] },
      { path: '/a/thumb/special' },
      { path: '/b' },
    ];
    expect(activeItemPath('/a/thumb', list)).toBe('/a/list');
    expect(activeItemPath('/a/thumb/7', list)).toBe('/a/list');
    expect(activeItemPath('/a/thumb/special', list)).toBe('/a/thumb/special');
    expect(activeItemPath('/a/other', list)).toBeUndefined();
    expect(activeItemPath('/b/1', list)).toBe('/b');
  });
});
