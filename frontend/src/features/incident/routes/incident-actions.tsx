// /incident/actions: every incident action across incidents (incident.read).
// Server-paged and sortable, filtered by status, owner, "overdue only", "my
// actions" and text (all kept in the URL); each row links its incident and,
// for incident.write, completes or reopens the action (completing the last
// open one asks for lessons learned: it closes the incident).
import { Anchor, Button, Card, Group, Switch, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyRows } from '@/components/ui/empty-rows';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListFilters } from '@/components/ui/filters-header';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { SortHeader } from '@/components/ui/sort-header';
import { StatusBadge } from '@/components/ui/status-badge';
import surfaces from '@/components/ui/surfaces.module.css';
import { TableStates } from '@/components/ui/table-states';
import { useUserOptions } from '@/lib/api/users';
import { DueDate } from '@/components/ui/due-date';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { useCan } from '@/lib/permissions';
import { useIncidentActions } from '../api/actions';
import { ACTION_STATUSES, actionsQuery, incidentActionsParams } from '../components/actions/list-params';
import { incidentHref } from '../lib/paths';
import { useActionStatus } from '../components/actions/use-action-status';

export function IncidentActionsRoute() {
  const { t } = useTranslation();
  const canWrite = useCan('incident.write');
  const [filters, setFilters] = useListParams(incidentActionsParams);
  const actions = useIncidentActions(actionsQuery(filters));
  const users = useUserOptions();
  const { start, reopen, busyId, modal } = useActionStatus();

  const rows = actions.data?.data ?? [];
  const filtered = Boolean(filters.q || filters.status || filters.owner_id || filters.overdue || filters.mine);
  const columns = canWrite ? 6 : 5;
  const sort = (next: string) => setFilters({ sort: next });
  const mine = filters.mine === 'true';

  return (
    <>
      <PageHeader route="incidentActions" description={t('incidentActions.subtitle')} />
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setFilters({ q: '', status: '', owner_id: '', overdue: '', mine: '' })}
          cols={{ base: 1, sm: 2, lg: 4 }}
          search={{
            value: filters.q,
            onSearch: (q) => setFilters({ q }, { replace: true }),
            placeholder: t('incidentActions.searchPlaceholder'),
          }}
        >
          <FilterSelect
            label={t('incidentActions.filters.status')}
            data={ACTION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
          />
          {mine ? null : (
            <FilterSelect
              label={t('incidentActions.filters.owner')}
              data={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
              value={filters.owner_id}
              onChange={(owner_id) => setFilters({ owner_id })}
              searchable
            />
          )}
          <Switch
            label={t('incidentActions.filters.mine')}
            checked={mine}
            onChange={(event) => setFilters({ mine: event.currentTarget.checked ? 'true' : '', owner_id: '' })}
            style={{ alignSelf: 'center' }}
          />
          <Switch
            label={t('incidentActions.filters.overdueOnly')}
            checked={filters.overdue === 'true'}
            onChange={(event) => setFilters({ overdue: event.currentTarget.checked ? 'true' : '' })}
            color="danger"
            style={{ alignSelf: 'center' }}
          />
        </ListFilters>
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-busy={actions.isFetching}>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <Table.Th>{t('incidentActions.columns.incident')}</Table.Th>
                <SortHeader column="title" sort={filters.sort} onSort={sort}>
                  {t('incidentActions.columns.title')}
                </SortHeader>
                <Table.Th>{t('incidentActions.columns.owner')}</Table.Th>
                <SortHeader column="due_on" sort={filters.sort} onSort={sort} defaultSort="due_on">
                  {t('incidentActions.columns.due')}
                </SortHeader>
                <SortHeader column="status" sort={filters.sort} onSort={sort}>
                  {t('incidentActions.columns.status')}
                </SortHeader>
                {canWrite ? <Table.Th w={140}>{t('list.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: actions.isPlaceholderData ? 0.6 : 1 }}>
              <TableStates
                columns={columns}
                rows={rows.length}
                loading={actions.isPending}
                error={actions.error}
                module="incident"
                onRetry={() => void actions.refetch()}
                retrying={actions.isFetching}
                skeleton={{ height: 26 }}
                empty={
                  <EmptyRows
                    icon={<IconListCheck size={28} stroke={1.6} />}
                    title={filtered ? t('incidentActions.emptyFiltered') : t('incidentActions.empty')}
                    hint={filtered ? t('incidentActions.emptyFilteredHint') : t('incidentActions.emptyHint')}
                  />
                }
              />
              {rows.map((action) => (
                <Table.Tr key={action.id} data-testid="action-row" data-overdue={action.overdue || undefined}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={incidentHref(action.incident_id)}
                      size="sm"
                      ff="monospace"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {action.incident_reference || action.incident_id.slice(0, 8)}
                    </Anchor>
                    {action.incident_title ? (
                      <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                        {action.incident_title}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c="var(--rh-heading-color)">
                      {action.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={action.owner_name ? undefined : 'dimmed'}>
                      {action.owner_name || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DueDate date={action.due_on} overdue={action.overdue} label={t('incidentActions.overdue')} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={action.status} />
                  </Table.Td>
                  {canWrite ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {action.status === 'complete' ? (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="gray"
                            leftSection={<IconArrowBackUp size={14} />}
                            loading={busyId === action.id}
                            onClick={() => reopen(action)}
                            aria-label={t('incidentActions.reopenNamed', { title: action.title })}
                          >
                            {t('incidentActions.reopen')}
                          </Button>
                        ) : (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="success"
                            leftSection={<IconCheck size={14} />}
                            loading={busyId === action.id}
                            onClick={() => void start(action)}
                            aria-label={t('incidentActions.completeNamed', { title: action.title })}
                          >
                            {t('incidentActions.complete')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {actions.data && actions.data.total > 0 ? (
          <ListFooter
            page={filters.page}
            perPage={filters.per_page}
            total={actions.data.total}
            perPageOptions={PER_PAGE_OPTIONS}
            onPageChange={(page) => setFilters({ page })}
            onPerPageChange={(per_page) => setFilters({ per_page })}
          />
        ) : null}
      </Card>
      {modal}
    </>
  );
}
