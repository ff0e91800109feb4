// /risk/action/plan: Action Plans. Server-paged, sortable list filtered by
// status, priority, owner and "overdue only" (kept in the URL), with search;
// add, edit and delete (risk.write) in a dialog that guards against
// overwriting someone else's newer version. The table fits its card: lower-value
// columns go as it narrows (lists.module.css); the title wraps; the overdue
// flag sits under the due date and the row menu stays in view.
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Divider,
  Menu,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconChecklist,
  IconCircleCheck,
  IconDotsVertical,
  IconEdit,
  IconHandStop,
  IconPlus,
  IconProgress,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { DueDate } from '@/components/ui/due-date';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { useActionPlanMutations, useActionPlans } from '../api/action-plans';
import { useUserOptions } from '@/lib/api/users';
import type { ActionPlan } from '../api/types';
import { PriorityBadge, ProgressBar, StatusBadge } from '../components/badges';
import { PlanFormModal } from '../components/action-plans/plan-form-modal';
import { PlansBulkActions } from '../components/action-plans/plans-bulk';
import { LEVELS, PLAN_STATUSES } from '../components/controls/form-options';
import { actionPlansParams } from '../components/controls/list-params';
import { SortHeader } from '@/components/ui/sort-header';
import lists from './lists.module.css';

function usePlanTotals() {
  const open = useActionPlans({ page: 1, per_page: 1, status: 'in_progress' });
  const overdue = useActionPlans({ page: 1, per_page: 1, overdue: true });
  const blocked = useActionPlans({ page: 1, per_page: 1, status: 'blocked' });
  const complete = useActionPlans({ page: 1, per_page: 1, status: 'complete' });
  return {
    open: open.data?.total,
    overdue: overdue.data?.total,
    blocked: blocked.data?.total,
    complete: complete.data?.total,
  };
}

export function ActionPlansRoute() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('risk.write');
  const [filters, setFilters] = useListParams(actionPlansParams);
  const { overdue, ...rest } = actionPlansParams.toQuery(filters);
  const plans = useActionPlans({ ...rest, overdue: overdue === 'true' ? true : undefined });
  const totals = usePlanTotals();
  const users = useUserOptions();
  const { remove } = useActionPlanMutations();

  const [form, setForm] = useState<{ open: boolean; plan: ActionPlan | null }>({ open: false, plan: null });
  const [deleting, setDeleting] = useState<ActionPlan | null>(null);
  // Bulk actions: every reader may export the picked rows; writers change them.
  const selection = useSelection<ActionPlan>();

  const rows = plans.data?.data ?? [];
  const filtered = Boolean(filters.q || filters.status || filters.priority || filters.owner_id || filters.overdue);
  const columns = canWrite ? 11 : 10;
  const sort = (next: string) => setFilters({ sort: next });

  return (
    <>
      <PageHeader
        route="riskActionPlans"
        description={t('actionPlans.subtitle')}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ open: true, plan: null })}>
              {t('actionPlans.add')}
            </Button>
          ) : null
        }
      />

      <StatGrid>
        <StatCard label={t('actionPlans.stats.open')} value={totals.open} icon={IconProgress} color="primary" />
        <StatCard label={t('actionPlans.stats.overdue')} value={totals.overdue} icon={IconAlertTriangle} color="danger" />
        <StatCard label={t('actionPlans.stats.blocked')} value={totals.blocked} icon={IconHandStop} color="warning" />
        <StatCard label={t('actionPlans.stats.complete')} value={totals.complete} icon={IconCircleCheck} color="success" />
      </StatGrid>

      <ListViewTools list="action_plans" />
      <ColumnVisibility list="action_plans">
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setFilters({ q: '', status: '', priority: '', owner_id: '', overdue: '' })}
          cols={{ base: 1, sm: 2, lg: 4 }}
          search={{
            value: filters.q,
            onSearch: (q) => setFilters({ q }, { replace: true }),
            placeholder: t('actionPlans.searchPlaceholder'),
          }}
        >
          <FilterSelect
            label={t('actionPlans.filters.status')}
            data={PLAN_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
          />
          <FilterSelect
            label={t('actionPlans.filters.priority')}
            data={LEVELS.map((value) => ({ value, label: t(`priority.${value}`) }))}
            value={filters.priority}
            onChange={(priority) => setFilters({ priority })}
          />
          <FilterSelect
            label={t('actionPlans.filters.owner')}
            data={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
            value={filters.owner_id}
            onChange={(owner_id) => setFilters({ owner_id })}
            searchable
          />
          <Switch
            label={t('actionPlans.filters.overdueOnly')}
            checked={filters.overdue === 'true'}
            onChange={(event) => setFilters({ overdue: event.currentTarget.checked ? 'true' : '' })}
            color="danger"
            style={{ alignSelf: 'center' }}
          />
        </ListFilters>

        <PlansBulkActions selection={selection} onChanged={() => void plans.refetch()} />
        <Table.ScrollContainer minWidth={560} className={lists.fit}>
          <Table
            className={lists.plans}
            verticalSpacing="sm"
            horizontalSpacing="md"
            highlightOnHover
            aria-busy={plans.isFetching}
          >
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <SelectPageHeader rows={rows} selection={selection} />
                <SortHeader column="reference" sort={filters.sort} onSort={sort} w={110}>
                  {t('actionPlans.columns.reference')}
                </SortHeader>
                <SortHeader column="title" sort={filters.sort} onSort={sort}>
                  {t('actionPlans.columns.title')}
                </SortHeader>
                <Table.Th>{t('actionPlans.columns.risk')}</Table.Th>
                <Table.Th>{t('actionPlans.columns.owner')}</Table.Th>
                <SortHeader column="priority" sort={filters.sort} onSort={sort}>
                  {t('actionPlans.columns.priority')}
                </SortHeader>
                <Table.Th>{t('actionPlans.columns.start')}</Table.Th>
                <SortHeader column="due_date" sort={filters.sort} onSort={sort}>
                  {t('actionPlans.columns.due')}
                </SortHeader>
                <SortHeader column="progress" sort={filters.sort} onSort={sort} w={150}>
                  {t('actionPlans.columns.progress')}
                </SortHeader>
                <Table.Th>{t('actionPlans.columns.status')}</Table.Th>
                {canWrite ? (
                  <Table.Th w={56} className={lists.actions}>
                    <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: plans.isPlaceholderData ? 0.6 : 1 }}>
              <TableStates
                columns={columns}
                rows={rows.length}
                loading={plans.isPending}
                error={plans.error}
                module="risk"
                onRetry={() => void plans.refetch()}
                retrying={plans.isFetching}
                skeleton={{ height: 26 }}
                empty={
                  <EmptyRows
                    icon={<IconChecklist size={28} stroke={1.6} />}
                    title={filtered ? t('actionPlans.emptyFiltered') : t('actionPlans.empty')}
                    hint={filtered ? t('actionPlans.emptyFilteredHint') : t('actionPlans.emptyHint')}
                  />
                }
              />
              {rows.map((plan) => (
                <Table.Tr key={plan.id} data-testid="plan-row" data-overdue={plan.overdue || undefined}>
                  <SelectRowCell item={plan} label={plan.reference} selection={selection} />
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {plan.reference}
                    </Text>
                  </Table.Td>
                  <Table.Td className={lists.title}>
                    <Text size="sm" fw={600} c="var(--rh-heading-color)">
                      {plan.title}
                    </Text>
                    {plan.description ? (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {plan.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {plan.risk_id ? (
                      <Anchor
                        component={Link}
                        to={`/risk/risk/${encodeURIComponent(plan.risk_id)}`}
                        size="sm"
                        ff="monospace"
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {plan.risk_reference ?? plan.risk_id.slice(0, 8)}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={plan.owner_name ? undefined : 'dimmed'}>
                      {plan.owner_name ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PriorityBadge priority={plan.priority} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(plan.start_date, i18n.language) || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DueDate date={plan.due_date} overdue={plan.overdue} label={t('actionPlans.overdue')} />
                  </Table.Td>
                  <Table.Td>
                    <ProgressBar value={plan.progress} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={plan.status} />
                  </Table.Td>
                  {canWrite ? (
                    <Table.Td className={lists.actions}>
                      <Menu position="bottom-end" width={180}>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('actionPlans.actions.menu', { reference: plan.reference })}
                          >
                            <IconDotsVertical size={18} stroke={1.6} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setForm({ open: true, plan })}>
                            {t('actionPlans.actions.edit')}
                          </Menu.Item>
                          <Menu.Item color="danger" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(plan)}>
                            {t('actionPlans.actions.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Divider />
        <ListFooter
          page={filters.page}
          perPage={filters.per_page}
          total={plans.data?.total ?? 0}
          perPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(next) => setFilters({ page: next })}
          onPerPageChange={(perPage) => setFilters({ per_page: perPage })}
        />
      </Card>
      </ColumnVisibility>

      {canWrite ? (
        <>
          <PlanFormModal
            opened={form.open}
            plan={form.plan}
            onClose={() => setForm((current) => ({ ...current, open: false }))}
            onReload={() => void plans.refetch()}
          />
          <ConfirmModal
            opened={deleting !== null}
            title={t('actionPlans.deleteTitle', { reference: deleting?.reference ?? '' })}
            confirmLabel={t('actionPlans.actions.delete')}
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
                      message: t('actionPlans.deleted', { reference: deleting.reference }),
                    });
                    setDeleting(null);
                  },
                },
              )
            }
          >
            {t('actionPlans.deleteBody', { title: deleting?.title ?? '' })}
          </ConfirmModal>
        </>
      ) : null}
    </>
  );
}
