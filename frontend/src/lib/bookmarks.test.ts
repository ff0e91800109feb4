import { describe, expect, it } from 'vitest';
import { assignQuick, bookmarkSections, MAX_QUICK_BOOKMARKS, toggleStar, type Bookmark } from './bookmarks';

function page(n: number, starredMinute?: number): Bookmark {
  return {
    id: `p${n}`,
    target: `page${n}`,
    title: `Page ${n}`,
    link: `/page/${n}`,
    icon: 'file',
    starred: starredMinute !== undefined,
    starred_at:
      starredMinute !== undefined ? new Date(Date.UTC(2026, 0, 1, 10, starredMinute)).toISOString() : null,
    quick: false,
  };
}

const ids = (list: Bookmark[]) => list.map((b) => b.id);

describe('bookmark quick list', () => {
  it('puts the first 10 of 11 stars in the quick list and lets the 11th wait', () => {
    // Starred in reverse list order, so the time, not the position, decides.
    const entries = assignQuick(Array.from({ length: 12 }, (_, i) => page(i + 1, i < 11 ? 20 - i : undefined)));
    const { quick, waiting, others } = bookmarkSections(entries);
    expect(quick).toHaveLength(MAX_QUICK_BOOKMARKS);
    expect(ids(quick)).toEqual(['p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2']);
    expect(ids(waiting)).toEqual(['p1']);
    expect(ids(others)).toEqual(['p12']);
  });

  it('promotes the oldest waiting star when a quick one is removed', () => {
    const entries = assignQuick(Array.from({ length: 13 }, (_, i) => page(i + 1, i)));
    expect(ids(bookmarkSections(entries).waiting)).toEqual(['p11', 'p12', 'p13']);

    const after = toggleStar(entries, 'p3', false);
    const { quick, waiting, others } = bookmarkSections(after);
    expect(quick).toHaveLength(10);
    expect(ids(quick)).toContain('p11');
    expect(ids(quick)).not.toContain('p3');
    expect(ids(waiting)).toEqual(['p12', 'p13']);
    expect(ids(others)).toEqual(['p3']);
    expect(after.find((b) => b.id === 'p3')?.starred_at).toBeNull();
  });

  it('sends a new star to the back of the queue when the quick list is full', () => {
    const entries = assignQuick(Array.from({ length: 11 }, (_, i) => page(i + 1, i < 10 ? i : undefined)));
    const after = toggleStar(entries, 'p11', true, new Date(Date.UTC(2026, 0, 2)));
    const { quick, waiting } = bookmarkSections(after);
    expect(ids(quick)).not.toContain('p11');
    expect(ids(waiting)).toEqual(['p11']);
    expect(after.find((b) => b.id === 'p11')?.starred).toBe(true);
  });

  it('goes straight to the quick list while there is room', () => {
    const entries = assignQuick([page(1, 0), page(2)]);
    const after = toggleStar(entries, 'p2', true);
    expect(ids(bookmarkSections(after).quick)).toEqual(['p1', 'p2']);
  });

  it('trusts the server flag when splitting', () => {
    const entries = [
      { ...page(1, 0), quick: false },
      { ...page(2, 1), quick: true },
    ];
    const { quick, waiting } = bookmarkSections(entries);
    expect(ids(quick)).toEqual(['p2']);
    expect(ids(waiting)).toEqual(['p1']);
  });
});
