// /risk/all: Risk Register. Server-paged GET /api/v1/risks with sorting by
// column header, filters (net rating, category, function, owner, approval
// status, active / inactive, over appetite), search and, for approvers, the
// "Awaiting my approval" view, all kept in the URL. A 403 shows a clear
// "denied" state (the shared handler also toasts 'Sorry, Restricted Action').
import { Alert, Button, Card, Divider, Group, SegmentedControl } from '@mantine/core';
import { IconAlertCircle, IconChecklist, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelection } from '@/components/bulk/use-selection';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { ColumnVisibility } from '@/components/table/column-chooser';
import { ListViewTools } from '@/components/table/saved-views-menu';
import { EmptyRows } from '@/components/ui/empty-rows';
import { TableStates } from '@/components/ui/table-states';
import { ListFilters } from '@/components/ui/filters-header';
import { isApiError } from '@/lib/api-client';
import { useCan, usePermissions } from '@/lib/permissions';
import { useRiskMethod } from '../api/method';
import { useRiskCategories } from '@/lib/api/risk-categories';
import { useFunctions } from '@/lib/api/functions';
import { useUserOptions } from '@/lib/api/users';
import { useRisks } from '../api/risks';
import type { Risk } from '../api/types';
import { ImportModal } from '../components/import/import-modal';
import { RegisterBulkActions } from '../components/register/register-bulk';
import { RegisterFilters } from '../components/register/register-filters';
import { REGISTER_COLUMNS, RegisterTable } from '../components/register/register-table';
import { categoryOptions, namedOptions } from '../lib/option-lists';
import {
  CLEARED_FILTERS,
  isFiltered,
  REGISTER_PER_PAGE,
  registerQuery,
  useRegisterParams,
} from '../lib/register-params';

export function RiskRegisterRoute() {
  const { t } = useTranslation();
  const canWrite = useCan('risk.write');
  const canApprove = useCan('risk.approve');
  // Bulk actions: changes for writers, "export selected" for exporters.
  const canExport = usePermissions()['report.export'] === true;
  const canBulk = canWrite || canExport;
  const selection = useSelection<Risk>();
  const [state, setState] = useRegisterParams();
  const [importing, setImporting] = useState(false);
  // Only approvers have the "awaiting my approval" view.
  const view = canApprove ? state : { ...state, awaiting_my_approval: false };
  // The `next` cursor of each page reached with "next page": that page is
  // then read as a seek through the sort's index (ADR 14), however deep,
  // instead of an OFFSET. Keyed by the query without its page, so a cursor
  // never outlives its filter and sort; the URL keeps the page number, which
  // a reload reads the plain way (the same rows).
  const [cursors, setCursors] = useState<Record<string, string>>({});
  const query = registerQuery(view);
  const queryKey = JSON.stringify({ ...query, page: 0 });
  const after = cursors[`${queryKey}#${view.page}`];
  const risks = useRisks(after ? { ...query, after } : query);
  const method = useRiskMethod();
  const categories = useRiskCategories({ silent: true });
  const functions = useFunctions({ silent: true });
  const users = useUserOptions();

  const categoryList = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const functionList = useMemo(() => namedOptions(functions.data ?? []), [functions.data]);
  const userList = useMemo(() => namedOptions(users.data ?? []), [users.data]);

  const rows = risks.data?.data ?? [];
  const denied = isApiError(risks.error) && risks.error.status === 403;
  const filtered = isFiltered(view);

  const empty = filtered ? (
    <EmptyRows
      title={t('risk.register.emptyFiltered')}
      hint={t('risk.register.emptyFilteredHint')}
      action={
        <Button variant="light" size="xs" onClick={() => setState(CLEARED_FILTERS)}>
          {t('list.clearFilters')}
        </Button>
      }
    />
  ) : view.awaiting_my_approval ? (
    <EmptyRows
      icon={<IconChecklist size={28} stroke={1.6} />}
      title={t('risk.register.emptyAwaiting')}
      hint={t('risk.register.emptyAwaitingHint')}
    />
  ) : (
    <EmptyRows
      title={t('risk.register.empty')}
      hint={t('risk.register.emptyHint')}
      action={
        canWrite ? (
          <Button component={Link} to="/risk/risk/wizard" size="xs" leftSection={<IconPlus size={14} />}>
            {t('risk.register.createFirst')}
          </Button>
        ) : null
      }
    />
  );
  const states = (
    <TableStates
      columns={REGISTER_COLUMNS + (canBulk ? 1 : 0)}
      rows={rows.length}
      loading={risks.isPending}
      error={risks.error}
      module="risk"
      onRetry={() => void risks.refetch()}
      retrying={risks.isFetching}
      failedTitle={t('risk.register.failed')}
      failed={denied ? <EmptyRows title={t('risk.register.unavailable')} hint={t('risk.register.deniedHint')} /> : undefined}
      empty={empty}
      skeleton={{ rows: 6 }}
    />
  );

  return (
    <>
      <PageHeader
        route="riskRegister"
        description={t('risk.register.subtitle')}
        actions={
          canWrite ? (
            <Group gap="sm">
              <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={() => setImporting(true)}>
                {t('riskImport.button')}
              </Button>
              <Button component={Link} to="/risk/risk/wizard" leftSection={<IconPlus size={18} />}>
                {t('risk.register.newRisk')}
              </Button>
            </Group>
          ) : null
        }
      />
      {canWrite ? <ImportModal kind="risks" opened={importing} onClose={() => setImporting(false)} /> : null}
      {denied ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} mb="lg" title={t('notifications.restricted')}>
          {t('risk.register.denied')}
        </Alert>
      ) : null}
      <ListViewTools list="register" />
      <ColumnVisibility list="register">
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setState(CLEARED_FILTERS)}
          cols={1}
          search={{
            value: view.q,
            onSearch: (q) => setState({ q }, { replace: true }),
            placeholder: t('risk.register.searchPlaceholder'),
          }}
          aside={
            canApprove ? (
              <SegmentedControl
                aria-label={t('risk.register.view')}
                value={view.awaiting_my_approval ? 'mine' : 'all'}
                onChange={(value) => setState({ awaiting_my_approval: value === 'mine' })}
                data={[
                  { value: 'all', label: t('risk.register.allRisks') },
                  { value: 'mine', label: t('risk.register.awaitingMine') },
                ]}
              />
            ) : null
          }
        >
          <RegisterFilters
            state={view}
            bands={method.data?.risk_bands ?? []}
            categories={categoryList}
            functions={functionList}
            users={userList}
            onChange={setState}
          />
        </ListFilters>
        {canBulk ? <RegisterBulkActions selection={selection} onChanged={() => void risks.refetch()} /> : null}
        <RegisterTable
          rows={rows}
          selection={canBulk ? selection : undefined}
          states={states}
          sort={view.sort}
          onSort={(sort) => setState({ sort })}
          dimmed={risks.isPlaceholderData}
          busy={risks.isFetching}
        />
        {(risks.data?.total ?? 0) > 0 ? (
          <>
            <Divider />
            <ListFooter
              page={view.page}
              perPage={view.per_page}
              total={risks.data?.total ?? 0}
              approximate={risks.data?.total_is_estimate ?? false}
              perPageOptions={REGISTER_PER_PAGE}
              onPageChange={(page) => {
                // Placeholder rows are the previous query's: so is their cursor.
                const next = risks.isPlaceholderData ? undefined : risks.data?.next;
                if (next && page === view.page + 1) setCursors((c) => ({ ...c, [`${queryKey}#${page}`]: next }));
                setState({ page });
              }}
              onPerPageChange={(perPage) => setState({ per_page: perPage })}
            />
          </>
        ) : null}
      </Card>
      </ColumnVisibility>
    </>
  );
}
