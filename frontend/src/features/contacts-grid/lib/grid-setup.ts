// What the contacts grid shows: its columns (with translated headers and a
// filter fitting each column's type), ag-Grid's own texts in the user's
// language, and the CSV file's name. Plain data, so it is tested without a grid.
import type { Contact } from '../api/contacts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A column definition ag-Grid takes (the part of ColDef used here). */
export type ContactColumn = {
  field: keyof Contact;
  headerName: string;
  filter: 'agTextColumnFilter' | 'agNumberColumnFilter';
  minWidth: number;
  flex?: number;
  pinned?: 'left';
  type?: 'numericColumn';
};

/** The columns in their order: the name first (pinned), then the rest. */
export const COLUMN_ORDER: readonly (keyof Contact)[] = [
  'firstname',
  'lastname',
  'company',
  'email',
  'phone',
  'city',
  'state',
  'country',
  'zip',
  'address',
  'fax',
  'web',
  'followers',
];

export function contactColumns(t: Translate): ContactColumn[] {
  return COLUMN_ORDER.map((field) => {
    const numeric = field === 'followers';
    return {
      field,
      headerName: t(`contactsGrid.columns.${field}`),
      filter: numeric ? 'agNumberColumnFilter' : 'agTextColumnFilter',
      minWidth: field === 'email' || field === 'address' || field === 'web' ? 200 : numeric ? 120 : 140,
      flex: 1,
      ...(field === 'firstname' ? { pinned: 'left' as const } : {}),
      ...(numeric ? { type: 'numericColumn' as const } : {}),
    };
  });
}

/** The ag-Grid texts the grid shows (pagination, filters, aria), translated. */
export const GRID_TEXT_KEYS = [
  'page',
  'of',
  'to',
  'more',
  'pageSizeSelectorLabel',
  'firstPage',
  'previousPage',
  'nextPage',
  'lastPage',
  'noRowsToShow',
  'loadingOoo',
  'filterOoo',
  'equals',
  'notEqual',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
  'lessThan',
  'greaterThan',
  'lessThanOrEqual',
  'greaterThanOrEqual',
  'inRange',
  'inRangeStart',
  'inRangeEnd',
  'andCondition',
  'orCondition',
  'applyFilter',
  'resetFilter',
  'clearFilter',
  'cancelFilter',
  'ariaFilterValue',
  'ariaFilteringOperator',
  'ariaColumnFilter',
  'ariaFilterInput',
  'ariaSearch',
  'ariaChecked',
  'ariaUnchecked',
  'ariaRowSelect',
  'ariaRowDeselect',
  'ariaRowSelectAll',
  'sortAscending',
  'sortDescending',
  'sortUnSort',
] as const;

export function gridLocaleText(t: Translate): Record<string, string> {
  return Object.fromEntries(GRID_TEXT_KEYS.map((key) => [key, t(`contactsGrid.grid.${key}`)]));
}

/** "contacts-2026-11-27.csv" for the day of `now` (local time). */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `contacts-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
