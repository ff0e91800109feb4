// The columns of each big list that the column chooser may hide: an id (kept
// in saved views) and the translation key of the column's header. The table
// cells are matched to these by their header text (column-visibility.tsx), so
// the list screens keep their own markup.
import type { ViewList } from '@/lib/saved-views';

export type ListColumn = { id: string; labelKey: string };

const cols = (prefix: string, ids: string[]): ListColumn[] =>
  ids.map((id) => ({ id, labelKey: `${prefix}.${id}` }));

export const LIST_COLUMNS: Record<ViewList, ListColumn[]> = {
  register: cols('risk.register.columns', [
    'reference',
    'title',
    'category',
    'owner',
    'gross',
    'net',
    'trend',
    'approval',
    'status',
    'updated',
  ]),
  controls: cols('controls.columns', [
    'reference',
    'title',
    'intention',
    'criticality',
    'owner',
    'rating',
    'state',
    'compliance',
    'activities',
  ]),
  action_plans: cols('actionPlans.columns', [
    'reference',
    'title',
    'risk',
    'owner',
    'priority',
    'start',
    'due',
    'progress',
    'status',
  ]),
  users: cols('settings.users.columns', ['user', 'role', 'function', 'status', 'created']),
  logs: cols('settings.logs.columns', ['time', 'actor', 'service', 'action', 'entity']),
  audit_trail: cols('auditTrail.columns', ['time', 'actor', 'action', 'entity']),
};

/** The visible column ids: the choice kept, without ids the list no longer has; every column by default. */
export function visibleColumns(list: ViewList, choice: readonly string[] | null): string[] {
  const all = LIST_COLUMNS[list].map((c) => c.id);
  const kept = (choice ?? []).filter((id) => all.includes(id));
  return kept.length > 0 ? kept : all;
}

/** Turns one column on or off; the last visible column stays. */
export function toggleColumn(list: ViewList, visible: readonly string[], id: string): string[] {
  const all = LIST_COLUMNS[list].map((c) => c.id);
  if (visible.includes(id)) {
    return visible.length > 1 ? visible.filter((c) => c !== id) : [...visible];
  }
  return all.filter((c) => c === id || visible.includes(c));
}
