// /tables/data-tables: a data table with a search, pages, rows that select
// (a box per row and one for the whole page), rows that expand to show
// their details, and an export of the selection (or of every matching row)
// to CSV.
import { ActionIcon, Badge, Button, Card, Checkbox, Collapse, Group, SimpleGrid, Table, Text, useDirection } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '@/lib/csv';
import { TemplatePage } from '../../components/example-card';
import { PersonCell } from '../../components/person-cell';
import { NoRowsRow, SortHeader, StatusBadge, TablePager, TableSearch } from '../components/table-parts';
import { useFormats } from '../components/use-formats';
import { peopleCsvColumns } from '../lib/people-csv';
import { samplePeople, type Person } from '../lib/sample-people';

const PEOPLE = samplePeople(60, 7);

export function DataTablesPage() {
  const { t } = useTranslation('template-forms');
  const formats = useFormats();
  const { dir } = useDirection();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const columns = useMemo<ColumnDef<Person>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label={t('dataTables.selectPage')}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox aria-label={t('dataTables.selectRow', { name: row.original.name })} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
        ),
        enableSorting: false,
      },
      {
        id: 'expand',
        header: () => null,
        cell: ({ row }) => (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={row.getToggleExpandedHandler()}
            aria-expanded={row.getIsExpanded()}
            aria-label={t(row.getIsExpanded() ? 'dataTables.collapse' : 'dataTables.expand', { name: row.original.name })}
          >
            {row.getIsExpanded() ? <IconChevronDown size={16} /> : dir === 'rtl' ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        ),
        enableSorting: false,
      },
      {
        accessorKey: 'name',
        header: t('tables.columns.name'),
        cell: ({ row }) => <PersonCell name={row.original.name} detail={row.original.email} avatarSize={32} />,
      },
      { accessorKey: 'role', header: t('tables.columns.role'), cell: (info) => t(`tables.roles.${info.getValue<string>()}`) },
      { accessorKey: 'office', header: t('tables.columns.office') },
      { accessorKey: 'salary', header: t('tables.columns.salary'), cell: (info) => formats.money(info.getValue<number>()) },
      { accessorKey: 'status', header: t('tables.columns.status'), cell: (info) => <StatusBadge status={info.getValue<Person['status']>()} /> },
    ],
    [t, formats, dir],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands back fresh functions; the compiler leaves this page unmemoised.
  const table = useReactTable({
    data: PEOPLE,
    columns,
    state: { sorting, globalFilter, rowSelection, expanded },
    getRowId: (row) => String(row.id),
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    globalFilterFn: 'includesString',
    initialState: { pagination: { pageSize: 10 } },
  });

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);

  function exportCsv() {
    const rows = selected.length > 0 ? selected : table.getFilteredRowModel().rows.map((row) => row.original);
    downloadCsv(selected.length > 0 ? 'people-selected.csv' : 'people.csv', peopleCsvColumns(t), rows);
  }

  return (
    <TemplatePage route="tplDataTables" description={t('dataTables.intro')}>
      <Card padding={0}>
        <Group justify="space-between" px="lg" py="md" gap="sm">
          <Group gap="sm">
            <TableSearch
              value={globalFilter}
              onChange={(value) => {
                setGlobalFilter(value);
                table.setPageIndex(0);
              }}
              width={240}
            />
            {selected.length > 0 ? (
              <Badge variant="light" color="primary" size="lg" tt="none" data-testid="selected-count">
                {t('dataTables.selected', { count: selected.length })}
              </Badge>
            ) : null}
            {selected.length > 0 ? (
              <Button variant="subtle" size="xs" onClick={() => setRowSelection({})}>
                {t('dataTables.clearSelection')}
              </Button>
            ) : null}
          </Group>
          <Button leftSection={<IconDownload size={16} />} onClick={exportCsv}>
            {selected.length > 0 ? t('dataTables.exportSelected') : t('dataTables.exportAll')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={820}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="data-table">
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <Table.Th key={header.id} w={header.id === 'select' || header.id === 'expand' ? 44 : undefined} style={{ whiteSpace: 'nowrap' }}>
                      <SortHeader header={header} />
                    </Table.Th>
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <Fragment key={row.id}>
                  <Table.Tr bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                    ))}
                  </Table.Tr>
                  {row.getIsExpanded() ? (
                    <Table.Tr>
                      <Table.Td colSpan={row.getVisibleCells().length} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))">
                        <Collapse in>
                          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md" py="xs" px="xl" data-testid={`details-${row.id}`}>
                            <Detail label={t('tables.columns.email')} value={row.original.email} />
                            <Detail label={t('tables.columns.startDate')} value={formats.date(row.original.startDate)} />
                            <Detail label={t('tables.columns.office')} value={row.original.office} />
                            <Detail label={t('dataTables.employeeId')} value={`EMP-${String(row.original.id).padStart(4, '0')}`} />
                          </SimpleGrid>
                        </Collapse>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              ))}
              {table.getRowModel().rows.length === 0 ? <NoRowsRow colSpan={columns.length} /> : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TablePager table={table} />
      </Card>
    </TemplatePage>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
