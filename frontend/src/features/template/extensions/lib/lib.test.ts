import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv-parse';
import { exportFileName, sheetData } from './export-table';
import { checkFile, formatBytes, UPLOAD_RULES } from './file-checks';
import { pageCount, pageRange, pageSlice } from './pages-of';
import { moveCard, moveItem } from './reorder';
import { readTableFile } from './table-file';
import { branchValues, filterTree, toTreeData } from './tree-data';

describe('parseCsv', () => {
  it('reads quoted fields with separators, quotes and line breaks, and drops the BOM', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
  });

  it('takes the semicolon when the header uses it, and skips blank lines', () => {
    expect(parseCsv('a;b\n\n1;2,5\n')).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a,b\n"open,1\n')).toThrow(CsvSyntaxError);
  });
});

describe('checkFile', () => {
  it('accepts an allowed type under the limit and says why others are refused', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10 }, UPLOAD_RULES)).toBeNull();
    expect(checkFile({ name: 'list.CSV', type: '', size: 10 }, UPLOAD_RULES)).toBeNull();
    expect(checkFile({ name: 'a.zip', type: 'application/zip', size: 10 }, UPLOAD_RULES)).toBe('wrong-type');
    expect(checkFile({ name: 'big.png', type: 'image/png', size: 3 * 1024 * 1024 }, UPLOAD_RULES)).toBe('too-large');
    expect(checkFile({ name: 'empty.txt', type: 'text/plain', size: 0 }, UPLOAD_RULES)).toBe('empty');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 * 1024, 'de')).toBe('2 MB');
  });
});

describe('reorder', () => {
  it('moves an item within a list', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('moves a card to another column, before a card or at the end', () => {
    const board = { todo: ['c1', 'c2', 'c3'], done: ['c4'] };
    expect(moveCard(board, 'c2', 'c4')).toEqual({ todo: ['c1', 'c3'], done: ['c2', 'c4'] });
    expect(moveCard(board, 'c1', 'done')).toEqual({ todo: ['c2', 'c3'], done: ['c4', 'c1'] });
    expect(moveCard(board, 'c3', 'c1')).toEqual({ todo: ['c3', 'c1', 'c2'], done: ['c4'] });
    expect(moveCard(board, 'nope', 'c1')).toBe(board);
  });
});

describe('paging', () => {
  it('counts pages, slices them and names the range', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23]);
    expect(pageSlice(items, 99, 10)).toEqual([21, 22, 23]);
    expect(pageRange(23, 2, 10)).toEqual({ from: 11, to: 20 });
    expect(pageRange(0, 1, 10)).toEqual({ from: 0, to: 0 });
  });
});

describe('tree data', () => {
  const data = toTreeData([
    { id: 'ops', name: 'Operational', parent_id: null },
    { id: 'it', name: 'IT', parent_id: 'ops' },
    { id: 'cyber', name: 'Cyber attacks', parent_id: 'it' },
    { id: 'fin', name: 'Financial', parent_id: null },
  ]);

  it('builds the nodes from a flat list', () => {
    expect(data.map((node) => node.value)).toEqual(['fin', 'ops']);
    expect(data[1]?.children?.[0]?.children?.[0]?.label).toBe('Cyber attacks');
  });

  it('keeps the ancestors of a match and nothing else', () => {
    const found = filterTree(data, 'cyber');
    expect(found.map((node) => node.value)).toEqual(['ops']);
    expect(branchValues(found)).toEqual(['ops', 'it']);
    expect(filterTree(data, 'zzz')).toEqual([]);
  });
});

describe('export helpers', () => {
  it('names the file with its extension and without unsafe characters', () => {
    expect(exportFileName('Q3: report', 'xlsx')).toBe('Q3- report.xlsx');
    expect(exportFileName('list.csv', 'csv')).toBe('list.csv');
    expect(exportFileName('  ', 'csv')).toBe('export.csv');
  });

  it('puts a bold header row over the rows', () => {
    const rows = sheetData([{ key: 'n', label: 'Name', value: (row: { n: string }) => row.n }], [{ n: 'Ana' }]);
    expect(rows).toEqual([[{ value: 'Name', fontWeight: 'bold' }], ['Ana']]);
  });
});

describe('readTableFile', () => {
  it('reads a CSV into header and rows', async () => {
    const file = new File(['Risk,Owner\nFire,Ana\nFlood,"Bo, Jr"\n'], 'r.csv', { type: 'text/csv' });
    expect(await readTableFile(file)).toEqual({
      ok: true,
      kind: 'csv',
      header: ['Risk', 'Owner'],
      rows: [
        ['Fire', 'Ana'],
        ['Flood', 'Bo, Jr'],
      ],
    });
  });

  it('refuses another type, an empty file, one too large and one it cannot read', async () => {
    expect(await readTableFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toEqual({ ok: false, error: 'wrong-type' });
    expect(await readTableFile(new File([''], 'e.csv'))).toEqual({ ok: false, error: 'empty' });
    expect(await readTableFile(new File(['a,b\n1,2\n'], 'big.csv'), 4)).toEqual({ ok: false, error: 'too-large' });
    expect(await readTableFile(new File(['a,"b\n'], 'bad.csv'))).toEqual({ ok: false, error: 'unreadable' });
    expect(await readTableFile(new File(['not a zip'], 'bad.xlsx'))).toEqual({ ok: false, error: 'unreadable' });
  });
});
