// A list screen's table: it scrolls sideways under `minWidth`, has the
// shared head style with one header cell per column, and dims the rows while
// the previous page stands in for the next. The body is the caller's rows
// (with `TableStates` for loading, failed and empty).
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import surfaces from './surfaces.module.css';

/** One column's header cell. */
export type ListColumn = { label: ReactNode; w?: number; ta?: 'left' | 'right' | 'center' };

type ListTableProps = {
  minWidth: number;
  columns: readonly ListColumn[];
  children: ReactNode;
  /** A page is being fetched (`aria-busy`). */
  busy?: boolean;
  /** The rows shown are the previous page's: dimmed. */
  stale?: boolean;
  highlightOnHover?: boolean;
  testId?: string;
};

export function ListTable({ minWidth, columns, children, busy, stale = false, highlightOnHover = false, testId }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover={highlightOnHover} aria-busy={busy} data-testid={testId}>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={i} w={column.w} ta={column.ta}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={stale ? { opacity: 0.6 } : undefined}>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
