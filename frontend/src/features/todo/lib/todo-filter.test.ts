import { describe, expect, it } from 'vitest';
import type { Task } from '../api/todo';
import { parseRouteFilter, routeParam, tagColor, toggled, withTagToggled } from './todo-filter';

const task: Task = {
  id: 7,
  title: 'Call the auditor',
  desc: 'About sampling',
  isImportant: false,
  isStarred: true,
  tags: ['team'],
  isCompleted: false,
  isTrashed: false,
};

describe('the todo route filter', () => {
  it('reads the five filters and the tags, and refuses anything else', () => {
    expect(parseRouteFilter('starred')).toEqual({ filter: 'starred' });
    expect(parseRouteFilter(undefined)).toEqual({ filter: 'all' });
    expect(parseRouteFilter('High')).toEqual({ filter: 'all', tag: 'high' });
    expect(parseRouteFilter('deleted')).toBeNull();
  });

  it('writes back the param it read', () => {
    for (const param of ['all', 'trashed', 'update']) expect(routeParam(parseRouteFilter(param)!)).toBe(param);
  });

  it('colours the tags like the template and unknown ones grey', () => {
    expect(tagColor('high')).toBe('danger');
    expect(tagColor('team')).toBe('primary');
    expect(tagColor('urgent')).toBe('gray');
  });
});

describe('a toggle', () => {
  it('flips one flag and sends the rest unchanged, without isTrashed', () => {
    const update = toggled(task, 'isCompleted');
    expect(update).toEqual({ id: 7, title: 'Call the auditor', desc: 'About sampling', isImportant: false, isStarred: true, tags: ['team'], isCompleted: true });
    expect('isTrashed' in update).toBe(false);
    expect(toggled(task, 'isStarred').isStarred).toBe(false);
  });

  it('adds a missing tag at the end and removes a present one', () => {
    expect(withTagToggled(task, 'high').tags).toEqual(['team', 'high']);
    expect(withTagToggled(task, 'team').tags).toEqual([]);
  });
});
