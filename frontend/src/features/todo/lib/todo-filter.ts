// The todo app's route filter (/todo/:filter, spec section 2): all, starred,
// important, completed, trashed, or a tag; the tag colours; and the input of
// a toggle (a task's content with one flag or tag changed).
import type { TagValue, Task, TaskInput } from '../api/todo';

export const FILTERS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export type FilterName = (typeof FILTERS)[number];

export const TAGS: readonly { value: TagValue; color: string }[] = [
  { value: 'team', color: 'primary' },
  { value: 'low', color: 'success' },
  { value: 'medium', color: 'warning' },
  { value: 'high', color: 'danger' },
  { value: 'update', color: 'info' },
];

/** What the list asks the server for. */
export type TaskFilter = { filter: FilterName; tag?: TagValue };

const isFilter = (value: string): value is FilterName => (FILTERS as readonly string[]).includes(value);
const isTag = (value: string): value is TagValue => TAGS.some((tag) => tag.value === value);

/** The filter of a route param; an unknown one is null (the page then shows all). */
export function parseRouteFilter(param: string | undefined): TaskFilter | null {
  const value = (param ?? 'all').toLowerCase();
  if (isFilter(value)) return { filter: value };
  if (isTag(value)) return { filter: 'all', tag: value };
  return null;
}

/** The route param of a filter. */
export function routeParam(filter: TaskFilter): string {
  return filter.tag ?? filter.filter;
}

export function tagColor(value: string): string {
  return TAGS.find((tag) => tag.value === value)?.color ?? 'gray';
}

/** The writable content of a task. */
export function inputOf(task: Task): TaskInput & { id: number } {
  const { id, title, desc, isImportant, isStarred, tags, isCompleted } = task;
  return { id, title, desc, isImportant, isStarred, tags, isCompleted };
}

export type Toggle = 'isCompleted' | 'isStarred' | 'isImportant';

/** The update of one toggled flag. */
export function toggled(task: Task, flag: Toggle): TaskInput & { id: number } {
  return { ...inputOf(task), [flag]: !task[flag] };
}

/** The update with `tag` added or removed (the template's order kept). */
export function withTagToggled(task: Task, tag: TagValue): TaskInput & { id: number } {
  const tags = task.tags.includes(tag) ? task.tags.filter((t) => t !== tag) : [...task.tags, tag];
  return { ...inputOf(task), tags };
}
