import { describe, expect, it } from 'vitest';
import { limitGroups, SEARCH_LIMIT, type SearchGroup } from './global-search';

const page = (id: number) => ({ id, target: 'riskRegister', title: `P${id}`, link: '/risk/all', icon: 'x' });

describe('limitGroups', () => {
  it('cuts every group to 4 results, whatever the server says', () => {
    const groups = limitGroups([
      { groupTitle: 'Pages', searchLimit: 10, total: 12, data: Array.from({ length: 7 }, (_, i) => page(i)) },
    ]);
    expect(groups[0]?.data).toHaveLength(SEARCH_LIMIT);
    expect(groups[0]?.searchLimit).toBe(4);
    expect(groups[0]?.total).toBe(12);
  });

  it('keeps a smaller limit and never reports fewer in total than it shows', () => {
    const [group] = limitGroups([{ groupTitle: 'Pages', searchLimit: 2, total: 0, data: [page(1), page(2), page(3)] }]);
    expect(group?.data).toHaveLength(2);
    expect(group?.total).toBe(3);
  });

  it('drops empty and unknown groups', () => {
    const groups = limitGroups([
      { groupTitle: 'Pages', searchLimit: 4, total: 0, data: [] },
      { groupTitle: 'Movies', searchLimit: 4, total: 1, data: [page(1)] } as unknown as SearchGroup,
      { groupTitle: 'Files', searchLimit: 4, total: 1, data: [{ id: 1, title: 'a', by: 'b', size: 1, file: '/f', link: '/', date: '' }] },
    ]);
    expect(groups.map((g) => g.groupTitle)).toEqual(['Files']);
    expect(limitGroups(undefined)).toEqual([]);
  });
});
