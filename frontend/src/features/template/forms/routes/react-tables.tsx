// /tables/react-tables: TanStack Table over ~100 generated people: sort by
// any column, a global search and a filter per column, pages with a page
// size, and a menu to show or hide columns.
import { Button, Card, Checkbox, Group, Menu, Select, Table, Text, TextInput } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  flexRender,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplatePage } from '../../components/example-card';
import { NoRowsRow, SortHeader, StatusBadge, TablePager, TableSearch } from '../components/table-parts';
import { useFormats } from '../components/use-formats';
import { ROLES, samplePeople, STATUSES, type Person } from '../lib/sample-people';

const PEOPLE = samplePeople(100);

export function ReactTablesPage() {
  const { t } = useTranslation('template-forms');
  const formats = useFormats();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});

  const columns = useMemo<ColumnDef<Person>[]>(
    () => [
      { accessorKey: 'id', header: '#', size: 60, enableColumnFilter: false },
      { accessorKey: 'name', header: t('tables.columns.name') },
      { accessorKey: 'email', header: t('tables.columns.email') },
      {
        accessorKey: 'role',
        header: t('tables.columns.role'),
        cell: (info) => t(`tables.roles.${info.getValue<string>()}`),
        filterFn: 'equalsString',
      },
      { accessorKey: 'office', header: t('tables.columns.office') },
      { accessorKey: 'startDate', header: t('tables.columns.startDate'), cell: (info) => formats.date(info.getValue<string>()), enableColumnFilter: false },
      { accessorKey: 'salary', header: t('tables.columns.salary'), cell: (info) => formats.money(info.getValue<number>()), enableColumnFilter: false },
      {
        accessorKey: 'status',
        header: t('tables.columns.status'),
        cell: (info) => <StatusBadge status={info.getValue<Person['status']>()} />,
        filterFn: 'equalsString',
      },
    ],
    [t, formats],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands back fresh functions; the compiler leaves this page unmemoised.
  const table = useReactTable({
    data: PEOPLE,
    columns,
    state: { sorting, globalFilter, columnFilters, columnVisibility },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    onColumnVisibilityChange: setColumnVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    globalFilterFn: 'includesString',
    initialState: { pagination: { pageSize: 10 } },
  });

  const filterInput = (id: string) => {
    const column = table.getColumn(id);
    if (!column?.getCanFilter()) return null;
    const label = t('tables.filterBy', { column: String(column.columnDef.header) });
    const value = (column.getFilterValue() as string | undefined) ?? '';
    if (id === 'role' || id === 'status') {
      const options = (id === 'role' ? ROLES : STATUSES).map((key) => ({ value: key, label: t(`tables.${id === 'role' ? 'roles' : 'statuses'}.${key}`) }));
      return (
        <Select size="xs" aria-label={label} placeholder={t('tables.all')} data={options} value={value || null} onChange={(v) => column.setFilterValue(v ?? undefined)} clearable comboboxProps={{ withinPortal: true }} />
      );
    }
    return <TextInput size="xs" aria-label={label} placeholder={t('tables.filter')} value={value} onChange={(e) => column.setFilterValue(e.currentTarget.value || undefined)} />;
  };

  return (
    <TemplatePage route="tplReactTables" description={t('reactTables.intro')}>
      <Card padding={0}>
        <Group justify="space-between" px="lg" py="md" gap="sm">
          <div>
            <Text fw={600} fz={17}>
              {t('reactTables.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('reactTables.hint')}
            </Text>
          </div>
          <Group gap="sm">
            <TableSearch value={globalFilter} onChange={setGlobalFilter} width={220} />
            <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" leftSection={<IconColumns3 size={16} />}>
                  {t('tables.columnsButton')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('tables.visibleColumns')}</Menu.Label>
                {table.getAllLeafColumns().map((column) => (
                  <Menu.Item key={column.id} component="div">
                    <Checkbox size="xs" label={String(column.columnDef.header)} checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="react-table">
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <Table.Th key={header.id} style={{ whiteSpace: 'nowrap' }}>
                      <SortHeader header={header} />
                    </Table.Th>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr>
                {table.getVisibleLeafColumns().map((column) => (
                  <Table.Th key={column.id} py={6}>
                    {filterInput(column.id)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} style={{ whiteSpace: 'nowrap' }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {table.getRowModel().rows.length === 0 ? <NoRowsRow colSpan={table.getVisibleLeafColumns().length} /> : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TablePager table={table} />
      </Card>
    </TemplatePage>
  );
}
