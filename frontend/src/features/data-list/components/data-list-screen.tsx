// The data list (/data-list/list-view and /data-list/thumb-view): one server
// page of the shared product catalogue as a table or as cards, with search,
// sort, selection, add / edit in a side drawer, delete one and delete the
// selected ones after a confirmation. Page, size, search and sort live in the URL.
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChevronDown, IconEdit, IconPackage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyRows } from '@/components/ui/empty-rows';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { SortHeader } from '@/components/ui/sort-header';
import surfaces from '@/components/ui/surfaces.module.css';
import { ROUTES } from '@/config/routes';
import { errorMessage } from '@/lib/api-client';
import { useDeleteProduct, useDeleteSelected, useProductPage } from '../api/products';
import type { Product } from '../api/types';
import { PER_PAGE_OPTIONS, patchState, readState, writeState, type DataListState } from '../lib/list-state';
import { OrderStatusBadge } from './order-status-badge';
import { PopularityBar } from './popularity-bar';
import { ProductDrawer } from './product-drawer';
import { ProductImage } from './product-image';

export type DataListView = 'list' | 'thumb';

const COLUMNS = 8;

export function DataListScreen({ view }: { view: DataListView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readState(search), [search]);
  const update = (changes: Partial<DataListState>) => setSearch(writeState(patchState(state, changes)));

  const page = useProductPage(state);
  const products = page.data?.data ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [drawer, setDrawer] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [confirmSelected, setConfirmSelected] = useState(false);
  const deleteOne = useDeleteProduct();
  const deleteMany = useDeleteSelected();

  const pageIds = products.map((p) => p.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const removeOne = async () => {
    if (!toDelete) return;
    const gone = await deleteOne.mutateAsync(toDelete.id).catch(() => null);
    setToDelete(null);
    if (!gone) return;
    setSelected((current) => new Set([...current].filter((id) => id !== gone.id)));
    notifications.show({ color: 'success', message: t('dataList.notifications.deleted', { name: gone.name }) });
  };

  const removeSelected = async () => {
    const ids = [...selected];
    const result = await deleteMany.mutateAsync(ids).catch(() => null);
    setConfirmSelected(false);
    if (!result) return;
    setSelected(new Set());
    notifications.show({ color: 'success', message: t('dataList.notifications.deletedSelected', { count: result.arr.length }) });
  };

  const sortProps = { sort: state.sort, onSort: (sort: string) => update({ sort }) };
  const edit = (product: Product) => setDrawer({ open: true, product });
  const loading = page.isPending;
  const empty = !loading && !page.error && products.length === 0;

  const emptyState = state.q ? (
    <EmptyRows title={t('dataList.noMatch', { q: state.q })} hint={t('dataList.noMatchHint')} />
  ) : (
    <EmptyRows icon={<IconPackage size={28} stroke={1.6} />} title={t('dataList.empty')} hint={t('dataList.emptyHint')} />
  );
  const errorState = (
    <EmptyRows
      color="danger"
      icon={<IconAlertCircle size={28} stroke={1.6} />}
      title={t('dataList.failed')}
      hint={errorMessage(page.error)}
      action={
        <Button variant="light" size="xs" loading={page.isFetching} onClick={() => void page.refetch()}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );

  const rowActions = (product: Product) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('dataList.edit', { name: product.name })} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={t('dataList.edit', { name: product.name })} onClick={() => edit(product)}>
          <IconEdit size={18} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('dataList.delete', { name: product.name })} withArrow>
        <ActionIcon
          variant="subtle"
          color="danger"
          aria-label={t('dataList.delete', { name: product.name })}
          onClick={() => setToDelete(product)}
        >
          <IconTrash size={18} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  const selectBox = (product: Product) => (
    <Checkbox
      aria-label={t('dataList.selectRow', { name: product.name })}
      checked={selected.has(product.id)}
      onChange={() => toggle(product.id)}
    />
  );

  const table = (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="product-table">
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label={t('dataList.selectAll')}
                checked={allOnPage}
                indeterminate={someOnPage && !allOnPage}
                onChange={togglePage}
              />
            </Table.Th>
            <Table.Th w={72}>{t('dataList.columns.image')}</Table.Th>
            <SortHeader column="name" {...sortProps}>
              {t('dataList.columns.name')}
            </SortHeader>
            <SortHeader column="category" {...sortProps}>
              {t('dataList.columns.category')}
            </SortHeader>
            <SortHeader column="popularity" descFirst {...sortProps}>
              {t('dataList.columns.popularity')}
            </SortHeader>
            <SortHeader column="order_status" {...sortProps}>
              {t('dataList.columns.orderStatus')}
            </SortHeader>
            <SortHeader column="price" {...sortProps}>
              {t('dataList.columns.price')}
            </SortHeader>
            <Table.Th ta="end">{t('dataList.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: Math.min(state.perPage, 6) }, (_, i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={COLUMNS}>
                    <Skeleton height={36} />
                  </Table.Td>
                </Table.Tr>
              ))
            : null}
          {page.error && products.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>{errorState}</Table.Td>
            </Table.Tr>
          ) : null}
          {empty ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>{emptyState}</Table.Td>
            </Table.Tr>
          ) : null}
          {products.map((product) => (
            <Table.Tr key={product.id} data-testid="product-row" data-id={product.id} bg={selected.has(product.id) ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>{selectBox(product)}</Table.Td>
              <Table.Td>
                <ProductImage src={product.img} alt="" size={44} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  #{product.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`dataList.categories.${product.category}`, { defaultValue: product.category })}</Text>
              </Table.Td>
              <Table.Td>
                <PopularityBar popularity={product.popularity} />
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={product.order_status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  ${product.price}
                </Text>
              </Table.Td>
              <Table.Td>{rowActions(product)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  const cards = (
    <Stack p="md" gap="md">
      {loading ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {page.error && products.length === 0 ? errorState : null}
      {empty ? emptyState : null}
      {products.length > 0 ? (
        <Group gap="xs">
          <Checkbox
            label={t('dataList.selectAll')}
            checked={allOnPage}
            indeterminate={someOnPage && !allOnPage}
            onChange={togglePage}
            size="sm"
          />
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="product-cards">
        {products.map((product) => (
          <Card
            key={product.id}
            withBorder
            radius="md"
            padding="md"
            data-testid="product-card"
            data-id={product.id}
            style={selected.has(product.id) ? { outline: '2px solid var(--mantine-color-primary-6)' } : undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              {selectBox(product)}
              <OrderStatusBadge status={product.order_status} />
            </Group>
            <Group justify="center" my="sm">
              <ProductImage src={product.img} alt={product.name} size={132} />
            </Group>
            <Text fw={600} size="sm" lineClamp={1} title={product.name}>
              {product.name}
            </Text>
            <Group justify="space-between" mt={4} mb="sm">
              <Text size="xs" c="dimmed">
                {t(`dataList.categories.${product.category}`, { defaultValue: product.category })} · #{product.id}
              </Text>
              <Text fw={600} c="primary" style={{ fontVariantNumeric: 'tabular-nums' }}>
                ${product.price}
              </Text>
            </Group>
            <PopularityBar popularity={product.popularity} w="100%" />
            <Group justify="flex-end" mt="sm">
              {rowActions(product)}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );

  const viewSwitch = (
    <SegmentedControl
      aria-label={t('dataList.views.label')}
      value={view}
      onChange={(next) => {
        const path = next === 'thumb' ? ROUTES.dataListThumb.path : ROUTES.dataList.path;
        void navigate({ pathname: path, search: search.toString() });
      }}
      data={[
        { value: 'list', label: t('dataList.views.list') },
        { value: 'thumb', label: t('dataList.views.thumb') },
      ]}
    />
  );

  return (
    <>
      <PageHeader
        route={view === 'thumb' ? 'dataListThumb' : 'dataList'}
        description={t('dataList.description')}
        actions={
          <Group gap="sm">
            {viewSwitch}
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ open: true, product: null })} data-testid="product-add">
              {t('dataList.add')}
            </Button>
          </Group>
        }
      />
      <Card padding={0} radius="md" withBorder>
        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={14} />} disabled={selected.size === 0} data-testid="product-actions">
                {t('dataList.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item color="danger" leftSection={<IconTrash size={16} />} onClick={() => setConfirmSelected(true)}>
                {t('dataList.deleteSelected', { count: selected.size })}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <SearchInput value={state.q} onSearch={(q) => update({ q })} w={{ base: '100%', sm: 300 }} data-testid="product-search" />
        </Group>
        {view === 'list' ? table : cards}
        <ListFooter
          page={state.page}
          perPage={state.perPage}
          total={page.data?.totalRecords ?? 0}
          perPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(p) => update({ page: p })}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      </Card>
      <ProductDrawer
        opened={drawer.open}
        product={drawer.product}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onAdded={() => {
          // A new product goes first in the list's order: show that page.
          if (!state.sort && !state.q) update({ page: 1 });
        }}
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('dataList.confirmDelete.title')}
        confirmLabel={t('dataList.confirmDelete.confirm')}
        loading={deleteOne.isPending}
        onConfirm={() => void removeOne()}
        onClose={() => setToDelete(null)}
      >
        {t('dataList.confirmDelete.body', { name: toDelete?.name ?? '' })}
      </ConfirmModal>
      <ConfirmModal
        opened={confirmSelected}
        title={t('dataList.confirmDeleteSelected.title')}
        confirmLabel={t('dataList.confirmDeleteSelected.confirm', { count: selected.size })}
        loading={deleteMany.isPending}
        onConfirm={() => void removeSelected()}
        onClose={() => setConfirmSelected(false)}
      >
        {t('dataList.confirmDeleteSelected.body', { count: selected.size })}
      </ConfirmModal>
    </>
  );
}
