// /incident/all: All Incidents (incident.read). Server-paged GET
// /api/v1/incidents with sorting by column header, filters (status, approval,
// category, function, experience type, escalation, breach, occurred range,
// linked risk) and a search, all kept in the URL; the same filters export
// CSV, XLSX or PDF in the screen's language (report.export). "New incident"
// for incident.write.
import { Alert, Button, Card, Divider, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconPlus,
  type Icon,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyRows } from '@/components/ui/empty-rows';
import { ListFilters } from '@/components/ui/filters-header';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { TableStates } from '@/components/ui/table-states';
import { handleApiError, isApiError } from '@/lib/api-client';
import { useFunctions } from '@/lib/api/functions';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { categoryOptions, namedOptions } from '@/lib/option-lists';
import { useCan, usePermissions } from '@/lib/permissions';
import {
  exportIncidents,
  INCIDENT_EXPORT_FORMATS,
  useIncidents,
  type IncidentExportFormat,
} from '../api/incidents';
import { useIncidentCategories } from '../api/categories';
import { IncidentFilters } from '../components/register/incident-filters';
import { INCIDENT_COLUMNS, IncidentTable } from '../components/register/incident-table';
import { NEW_INCIDENT_PATH } from '../lib/paths';
import { CLEARED_FILTERS, isFiltered, registerParams, registerQuery } from '../lib/register-params';

const FORMAT_ICON: Record<IncidentExportFormat, Icon> = {
  csv: IconFileText,
  xlsx: IconFileSpreadsheet,
  pdf: IconFileTypePdf,
};

export function AllIncidentsRoute() {
  const { t } = useTranslation();
  const canWrite = useCan('incident.write');
  const canExport = usePermissions()['report.export'] === true;
  const [state, setState] = useListParams(registerParams);
  const query = registerQuery(state);
  const incidents = useIncidents(query);
  const categories = useIncidentCategories();
  const functions = useFunctions({ silent: true });
  const [exporting, setExporting] = useState<IncidentExportFormat | null>(null);

  const categoryList = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const functionList = useMemo(() => namedOptions(functions.data ?? []), [functions.data]);

  const rows = incidents.data?.data ?? [];
  const denied = isApiError(incidents.error) && incidents.error.status === 403;
  const filtered = isFiltered(state);

  const download = async (format: IncidentExportFormat) => {
    const { page: _page, per_page: _perPage, ...filters } = query;
    setExporting(format);
    try {
      const name = await exportIncidents(format, filters);
      notifications.show({ color: 'success', message: t('incidentRegister.exported', { name }) });
    } catch (error) {
      handleApiError(error);
    } finally {
      setExporting(null);
    }
  };

  const empty = filtered ? (
    <EmptyRows
      title={t('incidentRegister.emptyFiltered')}
      hint={t('incidentRegister.emptyFilteredHint')}
      action={
        <Button variant="light" size="xs" onClick={() => setState(CLEARED_FILTERS)}>
          {t('list.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyRows
      title={t('incidentRegister.empty')}
      hint={t('incidentRegister.emptyHint')}
      action={
        canWrite ? (
          <Button component={Link} to={NEW_INCIDENT_PATH} size="xs" leftSection={<IconPlus size={14} />}>
            {t('incidentRegister.createFirst')}
          </Button>
        ) : null
      }
    />
  );
  const states = (
    <TableStates
      columns={INCIDENT_COLUMNS}
      rows={rows.length}
      loading={incidents.isPending}
      error={incidents.error}
      module="incident"
      onRetry={() => void incidents.refetch()}
      retrying={incidents.isFetching}
      failedTitle={t('incidentRegister.failed')}
      failed={denied ? <EmptyRows title={t('incidentRegister.unavailable')} hint={t('incidentRegister.deniedHint')} /> : undefined}
      empty={empty}
      skeleton={{ rows: 6 }}
    />
  );

  return (
    <>
      <PageHeader
        route="incidentAll"
        description={t('incidentRegister.subtitle')}
        actions={
          <Group gap="sm">
            {canExport ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    variant="default"
                    leftSection={<IconDownload size={18} />}
                    rightSection={<IconChevronDown size={14} />}
                    loading={exporting !== null}
                  >
                    {t('incidentRegister.export')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {INCIDENT_EXPORT_FORMATS.map((format) => {
                    const FormatIcon = FORMAT_ICON[format];
                    return (
                      <Menu.Item key={format} leftSection={<FormatIcon size={16} />} onClick={() => void download(format)}>
                        {t(`incidentRegister.exportAs.${format}`)}
                      </Menu.Item>
                    );
                  })}
                </Menu.Dropdown>
              </Menu>
            ) : null}
            {canWrite ? (
              <Button component={Link} to={NEW_INCIDENT_PATH} leftSection={<IconPlus size={18} />}>
                {t('incidentRegister.newIncident')}
              </Button>
            ) : null}
          </Group>
        }
      />
      {denied ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} mb="lg" title={t('notifications.restricted')}>
          {t('incidentRegister.denied')}
        </Alert>
      ) : null}
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setState(CLEARED_FILTERS)}
          cols={{ base: 1, sm: 2, lg: 4 }}
          search={{
            value: state.q,
            onSearch: (q) => setState({ q }, { replace: true }),
            placeholder: t('incidentRegister.searchPlaceholder'),
          }}
        >
          <IncidentFilters state={state} categories={categoryList} functions={functionList} onChange={setState} />
        </ListFilters>
        <IncidentTable
          rows={rows}
          states={states}
          sort={state.sort}
          onSort={(sort) => setState({ sort })}
          dimmed={incidents.isPlaceholderData}
          busy={incidents.isFetching}
        />
        {(incidents.data?.total ?? 0) > 0 ? (
          <>
            <Divider />
            <ListFooter
              page={state.page}
              perPage={state.per_page}
              total={incidents.data?.total ?? 0}
              approximate={incidents.data?.total_is_estimate ?? false}
              perPageOptions={PER_PAGE_OPTIONS}
              onPageChange={(page) => setState({ page })}
              onPerPageChange={(perPage) => setState({ per_page: perPage })}
            />
          </>
        ) : null}
      </Card>
    </>
  );
}
