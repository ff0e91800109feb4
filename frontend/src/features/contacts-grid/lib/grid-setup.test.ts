import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import type { Tree } from '@/locales/merge';
import { COLUMN_ORDER, GRID_TEXT_KEYS, contactColumns, exportFileName, gridLocaleText } from './grid-setup';

const texts = en as Tree;
function lookup(key: string): string {
  const value = key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof value !== 'string') throw new Error(`no English text for ${key}`);
  return value;
}

describe('the contacts grid setup', () => {
  it('has a column for every field of a contact row, the name pinned first', () => {
    const columns = contactColumns(lookup);
    expect(columns.map((c) => c.field)).toEqual([...COLUMN_ORDER]);
    expect(new Set(COLUMN_ORDER).size).toBe(13);
    expect(columns[0]).toMatchObject({ field: 'firstname', pinned: 'left', headerName: 'First name' });
  });

  it('filters followers as numbers and the rest as text', () => {
    const columns = contactColumns(lookup);
    const numeric = columns.filter((c) => c.filter === 'agNumberColumnFilter').map((c) => c.field);
    expect(numeric).toEqual(['followers']);
  });

  it('gives ag-Grid a text for every key it is asked for', () => {
    const locale = gridLocaleText(lookup);
    expect(Object.keys(locale)).toHaveLength(GRID_TEXT_KEYS.length);
    expect(locale.page).toBe('Page');
    expect(locale.noRowsToShow).toBe('No contacts to show');
  });

  it('names the CSV file after the day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 30))).toBe('contacts-2026-01-05.csv');
  });
});
