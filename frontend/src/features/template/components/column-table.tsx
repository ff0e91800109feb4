// The head and body of a plain table described by its columns (a header and
// a cell per column, a row per item), so that the template's people tables
// are columns, not copies of rows. It goes inside any Mantine <Table>, which
// keeps the look (striped, bordered, small…).
import { Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';

export type TableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The header's alignment (e.g. 'end' over action buttons). */
  headerAlign?: 'end';
};

export function ColumnTableRows<T extends { id: Key }>({ columns, rows }: { columns: readonly TableColumn<T>[]; rows: readonly T[] }) {
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} ta={column.headerAlign}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((column) => (
              <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}
