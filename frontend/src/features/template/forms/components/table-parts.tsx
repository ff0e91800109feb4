// Parts the TanStack table pages share: the search box, a sortable header
// cell, the pager (rows per page, "x–y of z", page buttons), the row shown
// when no row matches, and a status badge.
import { Badge, Group, Pagination, Select, Table as MantineTable, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import type { Header, Table } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, type Status } from '../lib/sample-people';

const PAGE_SIZES = ['5', '10', '25', '50'];

/** The search over every column. */
export function TableSearch({ value, onChange, width }: { value: string; onChange: (value: string) => void; width: number }) {
  const { t } = useTranslation('template-forms');
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={t('tables.search')}
      aria-label={t('tables.search')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={width}
    />
  );
}

/** A header's label; a button that cycles its sort when the column can be sorted. */
export function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const { t } = useTranslation('template-forms');
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <>{label}</>;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={header.column.getToggleSortingHandler()}
      aria-label={t('tables.sortBy', { column: typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id })}
      style={{ fontWeight: 600, fontSize: 'inherit' }}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} stroke={1.8} opacity={sorted ? 1 : 0.45} />
      </Group>
    </UnstyledButton>
  );
}

export function TablePager<T>({ table }: { table: Table<T> }) {
  const { t } = useTranslation('template-forms');
  const { pageIndex, pageSize } = table.getState().pagination;
  const total = table.getFilteredRowModel().rows.length;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <Group justify="space-between" px="lg" py="md" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('tables.rowsPerPage')}
        </Text>
        <Select
          size="xs"
          w={76}
          data={PAGE_SIZES}
          value={String(pageSize)}
          onChange={(value) => table.setPageSize(Number(value ?? 10))}
          allowDeselect={false}
          aria-label={t('tables.rowsPerPage')}
        />
        <Text size="sm" c="dimmed" data-testid="pager-range">
          {t('tables.range', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        size="sm"
        total={Math.max(1, table.getPageCount())}
        value={pageIndex + 1}
        onChange={(page) => table.setPageIndex(page - 1)}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`tables.pageControl.${control}`) })}
      />
    </Group>
  );
}

/** One row across the table saying that no row matches. */
export function NoRowsRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation('template-forms');
  return (
    <MantineTable.Tr>
      <MantineTable.Td colSpan={colSpan}>
        <Text ta="center" c="dimmed" py="lg">
          {t('tables.noRows')}
        </Text>
      </MantineTable.Td>
    </MantineTable.Tr>
  );
}

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('template-forms');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} tt="none">
      {t(`tables.statuses.${status}`)}
    </Badge>
  );
}
