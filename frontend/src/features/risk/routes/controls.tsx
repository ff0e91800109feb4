// /risk/control: Controls. The control library, server-paged, sortable and
// filtered by state, intention, criticality, control rating and owner (all
// kept in the URL), with search; add and edit in a dialog (risk.write),
// delete (risk.approve); a row opens the control's page.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDotsVertical,
  IconEdit,
  IconEye,
  IconFileImport,
  IconPlus,
  IconShieldCheck,
  IconShieldHalf,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SelectPageHeader, SelectRowCell } from '@/components/bulk/selection-cells';
import { useSelection } from '@/components/bulk/use-selection';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ListFooter } from '@/components/ui/list-footer';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageHeader } from '@/components/ui/page-header';
import { ColumnVisibility } from '@/components/table/column-chooser';
import { ListViewTools } from '@/components/table/saved-views-menu';
import surfaces from '@/components/ui/surfaces.module.css';
import { ListFilters } from '@/components/ui/filters-header';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { EmptyRows } from '@/components/ui/empty-rows';
import { TableStates } from '@/components/ui/table-states';
import { useCan } from '@/lib/permissions';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { useControlMutations, useControls } from '../api/controls';
import { useCurrentRiskMethod } from '../api/method-admin';
import { useUserOptions } from '@/lib/api/users';
import type { Control } from '../api/types';
import { OutcomeBadge, PriorityBadge, RatingBadge, StatusBadge } from '../components/badges';
import { INTENTIONS, LEVELS } from '../components/controls/form-options';
import { ControlFormModal } from '../components/controls/control-form-modal';
import { ImportModal } from '../components/import/import-modal';
import { ControlsBulkActions } from '../components/controls/controls-bulk';
import { controlsParams } from '../components/controls/list-params';
import { SortHeader } from '@/components/ui/sort-header';
import lists from './lists.module.css';

const COLUMNS = 10;

function useControlTotals() {
  const all = useControls({ page: 1, per_page: 1 });
  const inPlace = useControls({ page: 1, per_page: 1, state: 'in_place' });
  const proposed = useControls({ page: 1, per_page: 1, state: 'proposed' });
  return { all: all.data?.total, inPlace: inPlace.data?.total, proposed: proposed.data?.total };
}

export function ControlsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('risk.write');
  const canDelete = useCan('risk.approve');
  const [filters, setFilters] = useListParams(controlsParams);
  const controls = useControls(controlsParams.toQuery(filters));
  const totals = useControlTotals();
  const method = useCurrentRiskMethod();
  const users = useUserOptions();
  const { remove } = useControlMutations();

  const [form, setForm] = useState<{ open: boolean; control: Control | null }>({ open: false, control: null });
  const [deleting, setDeleting] = useState<Control | null>(null);
  const [importing, setImporting] = useState(false);
  // Bulk actions: every reader may export the picked rows; writers change them.
  const selection = useSelection<Control>();

  const rows = controls.data?.data ?? [];
  const filtered = Boolean(
    filters.q || filters.state || filters.intention || filters.criticality || filters.rating || filters.owner_id,
  );
  const ratingOptions = (method.data?.control_bands ?? []).map((band) => ({
    value: band.name,
    label: t(`ratings.${band.name}`, { defaultValue: band.name }),
  }));
  const ownerOptions = (users.data ?? []).map((user) => ({ value: user.id, label: user.name }));
  const open = (control: Control) => void navigate(`/risk/control/${encodeURIComponent(control.id)}`);

  return (
    <>
      <PageHeader
        route="riskControls"
        description={t('controls.subtitle')}
        actions={
          canWrite ? (
            <Group gap="sm">
              <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={() => setImporting(true)}>
                {t('riskImport.button')}
              </Button>
              <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ open: true, control: null })}>
                {t('controls.add')}
              </Button>
            </Group>
          ) : null
        }
      />

      <StatGrid>
        <StatCard label={t('controls.stats.total')} value={totals.all} icon={IconShieldHalf} color="primary" />
        <StatCard label={t('controls.stats.inPlace')} value={totals.inPlace} icon={IconShieldCheck} color="success" />
        <StatCard label={t('controls.stats.proposed')} value={totals.proposed} icon={IconCircleCheck} color="warning" />
      </StatGrid>

      <ListViewTools list="controls" />
      <ColumnVisibility list="controls">
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setFilters({ q: '', state: '', intention: '', criticality: '', rating: '', owner_id: '' })}
          cols={{ base: 1, sm: 3, lg: 5 }}
          search={{
            value: filters.q,
            onSearch: (q) => setFilters({ q }, { replace: true }),
            placeholder: t('controls.searchPlaceholder'),
          }}
        >
          <FilterSelect
            label={t('controls.filters.state')}
            data={[
              { value: 'proposed', label: t('status.proposed') },
              { value: 'in_place', label: t('status.in_place') },
            ]}
            value={filters.state}
            onChange={(state) => setFilters({ state })}
          />
          <FilterSelect
            label={t('controls.filters.intention')}
            data={INTENTIONS.map((value) => ({ value, label: t(`controls.intention.${value}`) }))}
            value={filters.intention}
            onChange={(intention) => setFilters({ intention })}
          />
          <FilterSelect
            label={t('controls.filters.criticality')}
            data={LEVELS.map((value) => ({ value, label: t(`priority.${value}`) }))}
            value={filters.criticality}
            onChange={(criticality) => setFilters({ criticality })}
          />
          <FilterSelect
            label={t('controls.filters.rating')}
            data={ratingOptions}
            value={filters.rating}
            onChange={(rating) => setFilters({ rating })}
          />
          <FilterSelect
            label={t('controls.filters.owner')}
            data={ownerOptions}
            value={filters.owner_id}
            onChange={(owner_id) => setFilters({ owner_id })}
            searchable
          />
        </ListFilters>

        <ControlsBulkActions selection={selection} onChanged={() => void controls.refetch()} />
        <Table.ScrollContainer minWidth={560} className={lists.fit}>
          <Table
            className={lists.controls}
            verticalSpacing="sm"
            horizontalSpacing="md"
            highlightOnHover
            aria-busy={controls.isFetching}
          >
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <SelectPageHeader rows={rows} selection={selection} />
                <SortHeader column="reference" sort={filters.sort} onSort={(sort) => setFilters({ sort })} w={110}>
                  {t('controls.columns.reference')}
                </SortHeader>
                <SortHeader column="title" sort={filters.sort} onSort={(sort) => setFilters({ sort })}>
                  {t('controls.columns.title')}
                </SortHeader>
                <Table.Th>{t('controls.columns.intention')}</Table.Th>
                <Table.Th>{t('controls.columns.criticality')}</Table.Th>
                <Table.Th>{t('controls.columns.owner')}</Table.Th>
                <SortHeader column="score" sort={filters.sort} onSort={(sort) => setFilters({ sort })}>
                  {t('controls.columns.rating')}
                </SortHeader>
                <Table.Th>{t('controls.columns.state')}</Table.Th>
                <Table.Th>{t('controls.columns.compliance')}</Table.Th>
                <Table.Th>{t('controls.columns.activities')}</Table.Th>
                <Table.Th w={64} className={lists.actions}>
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: controls.isPlaceholderData ? 0.6 : 1 }}>
              <TableStates
                columns={COLUMNS + 1}
                rows={rows.length}
                loading={controls.isPending}
                error={controls.error}
                module="risk"
                onRetry={() => void controls.refetch()}
                retrying={controls.isFetching}
                skeleton={{ height: 26 }}
                empty={
                  <EmptyRows
                    icon={<IconShieldHalf size={28} stroke={1.6} />}
                    title={filtered ? t('controls.emptyFiltered') : t('controls.empty')}
                    hint={filtered ? t('controls.emptyFilteredHint') : t('controls.emptyHint')}
                  />
                }
              />
              {rows.map((control) => (
                <Table.Tr
                  key={control.id}
                  data-testid="control-row"
                  style={{ cursor: 'pointer' }}
                  onClick={() => open(control)}
                >
                  <SelectRowCell item={control} label={control.reference} selection={selection} />
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {control.reference}
                    </Text>
                  </Table.Td>
                  <Table.Td className={lists.title}>
                    <Anchor
                      component={Link}
                      to={`/risk/control/${encodeURIComponent(control.id)}`}
                      size="sm"
                      fw={600}
                      c="var(--rh-heading-color)"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {control.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`controls.intention.${control.intention}`, { defaultValue: control.intention })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <PriorityBadge priority={control.criticality} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={control.owner_name ? undefined : 'dimmed'}>
                      {control.owner_name ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RatingBadge rating={control.control_ratings} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={control.state} />
                  </Table.Td>
                  <Table.Td>
                    {control.compliance ? (
                      <OutcomeBadge outcome={control.compliance} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Tooltip label={t('controls.openActivities', { count: control.open_activities })}>
                        <Badge variant="light" color={control.open_activities > 0 ? 'info' : 'gray'} tt="none">
                          {control.open_activities}
                        </Badge>
                      </Tooltip>
                      {control.overdue_activities > 0 ? (
                        <Tooltip label={t('controls.overdueActivities', { count: control.overdue_activities })}>
                          <Badge
                            variant="filled"
                            color="danger"
                            tt="none"
                            leftSection={<IconAlertTriangle size={11} />}
                            aria-label={t('controls.overdueActivities', { count: control.overdue_activities })}
                          >
                            {control.overdue_activities}
                          </Badge>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td className={lists.actions} onClick={(event) => event.stopPropagation()}>
                    <Menu position="bottom-end" width={200}>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('controls.actions.menu', { reference: control.reference })}
                        >
                          <IconDotsVertical size={18} stroke={1.6} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => open(control)}>
                          {t('controls.actions.open')}
                        </Menu.Item>
                        {canWrite ? (
                          <Menu.Item
                            leftSection={<IconEdit size={16} />}
                            onClick={() => setForm({ open: true, control })}
                          >
                            {t('controls.actions.edit')}
                          </Menu.Item>
                        ) : null}
                        {canDelete ? (
                          <Menu.Item color="danger" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(control)}>
                            {t('controls.actions.delete')}
                          </Menu.Item>
                        ) : null}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Divider />
        <ListFooter
          page={filters.page}
          perPage={filters.per_page}
          total={controls.data?.total ?? 0}
          perPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(next) => setFilters({ page: next })}
          onPerPageChange={(perPage) => setFilters({ per_page: perPage })}
        />
      </Card>
      </ColumnVisibility>

      {canWrite ? (
        <ControlFormModal
          opened={form.open}
          control={form.control}
          method={method.data}
          onClose={() => setForm((current) => ({ ...current, open: false }))}
          onReload={() => void controls.refetch()}
        />
      ) : null}
      {canWrite ? <ImportModal kind="controls" opened={importing} onClose={() => setImporting(false)} /> : null}
      {canDelete ? (
        <ConfirmModal
          opened={deleting !== null}
          title={t('controls.deleteTitle', { reference: deleting?.reference ?? '' })}
          confirmLabel={t('controls.actions.delete')}
          loading={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            deleting &&
            remove.mutate(
              { id: deleting.id, version: deleting.version },
              {
                onSuccess: () => {
                  notifications.show({
                    color: 'success',
                    message: t('controls.deleted', { reference: deleting.reference }),
                  });
                  setDeleting(null);
                },
              },
            )
          }
        >
          {t('controls.deleteBody', { title: deleting?.title ?? '' })}
        </ConfirmModal>
      ) : null}
    </>
  );
}
