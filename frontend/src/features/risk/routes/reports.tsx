// /risk/report: Reports. The register as it stood on a chosen date: three
// heat maps (gross likelihood x impact, net, and control adequacy x
// effectiveness) whose cells list their risks, the register report with its
// filters, the risks over appetite, and overdue action plans and control
// activities. What is on screen exports as CSV, XLSX or PDF (report.export).
// Administrators (settings.manage) reach the risk method from here.
import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAdjustmentsHorizontal,
  IconAlertTriangle,
  IconCalendar,
  IconChevronDown,
  IconClockExclamation,
  IconDownload,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeCsv,
  IconGridDots,
  IconListDetails,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFooter } from '@/components/ui/list-footer';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { ListFilters } from '@/components/ui/filters-header';
import { useRiskCategories } from '@/lib/api/risk-categories';
import { handleApiError } from '@/lib/api-client';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { formatDate, formatNumber } from '@/lib/format';
import { useCan, usePermissions } from '@/lib/permissions';
import { useActionPlans } from '../api/action-plans';
import { useActivities } from '../api/controls';
import { useCurrentRiskMethod } from '../api/method-admin';
import { useFunctions } from '@/lib/api/functions';
import { useUserOptions } from '@/lib/api/users';
import {
  EXPORT_FORMATS,
  exportRegister,
  PDF_ROW_LIMIT,
  HEAT_MAP_KINDS,
  useRegisterReport,
  type ExportFormat,
  type RegisterFilters,
} from '../api/reports';
import { PlansTable } from '../components/action-plans/plans-table';
import { reportsParams } from '../components/controls/list-params';
import { SortHeader } from '@/components/ui/sort-header';
import { HeatMapCard } from '../components/reports/heat-map';
import { OverdueActivities } from '../components/reports/overdue-activities';
import { RegisterTable } from '../components/reports/register-table';

const TABS = ['heatmaps', 'register', 'appetite', 'overdue'] as const;
type Tab = (typeof TABS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const FORMAT_ICON = { csv: IconFileTypeCsv, xlsx: IconFileSpreadsheet, pdf: IconFileText } as const;

export function ReportsRoute() {
  const { t, i18n } = useTranslation();
  const canExport = usePermissions()['report.export'] === true;
  const canManageMethod = useCan('settings.manage');
  const [params, setParams] = useListParams(reportsParams);
  const tab: Tab = (TABS as readonly string[]).includes(params.tab) ? (params.tab as Tab) : 'heatmaps';
  const today = new Date().toISOString().slice(0, 10);
  const asOf = DATE.test(params.as_of) && params.as_of <= today ? params.as_of : '';

  const method = useCurrentRiskMethod();
  const categories = useRiskCategories();
  const functions = useFunctions({ silent: true });
  const users = useUserOptions();

  /** The scope every tab shares: the date and the category and function. */
  const scope: RegisterFilters = {
    as_of: asOf || undefined,
    category_id: params.category_id || undefined,
    function_id: params.function_id || undefined,
  };
  const filters: RegisterFilters = {
    q: params.q || undefined,
    sort: params.sort || undefined,
    rating: params.rating || undefined,
    category_id: params.category_id || undefined,
    function_id: params.function_id || undefined,
    owner_id: params.owner_id || undefined,
    status: params.status || undefined,
    approval_status: params.approval_status || undefined,
    as_of: asOf || undefined,
  };
  const register = useRegisterReport(
    { ...filters, page: params.page, per_page: params.per_page },
    { enabled: tab === 'register' },
  );
  const appetite = useRegisterReport(
    { ...scope, over_appetite: true, sort: '-net_score', page: 1, per_page: 100 },
    { enabled: tab === 'appetite' },
  );
  const overduePlans = useActionPlans(
    { page: 1, per_page: 100, overdue: true, sort: 'due_date' },
    { enabled: tab === 'overdue' },
  );
  const overdueActivities = useActivities({ page: 1, per_page: 100, status: 'over' }, { enabled: tab === 'overdue' });
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const filtered = Boolean(params.q || params.rating || params.owner_id || params.status || params.approval_status);
  const clearFilters = () => setParams({ q: '', rating: '', owner_id: '', status: '', approval_status: '' });

  /** What the current tab shows, as the export's filters. */
  const shown = (): RegisterFilters =>
    tab === 'appetite'
      ? { ...scope, over_appetite: true, sort: '-net_score' }
      : tab === 'heatmaps'
        ? scope
        : filters;

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const name = await exportRegister(format, shown());
      notifications.show({ color: 'success', message: t('reports.exported', { name }) });
    } catch (error) {
      handleApiError(error);
    } finally {
      setExporting(null);
    }
  };

  const ratingOptions = (method.data?.risk_bands ?? []).map((band) => ({
    value: band.name,
    label: t(`ratings.${band.name}`, { defaultValue: band.name }),
  }));
  const categoryOptions = (categories.data ?? [])
    .map((category) => ({ value: category.id, label: category.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const functionOptions = (functions.data ?? [])
    .map((fn) => ({ value: fn.id, label: fn.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <>
      <PageHeader
        route="riskReports"
        description={t('reports.subtitle')}
        actions={
          <Group gap="sm">
            {canManageMethod ? (
              <Button component={Link} to="/risk/method" variant="default" leftSection={<IconAdjustmentsHorizontal size={18} />}>
                {t('reports.riskMethod')}
              </Button>
            ) : null}
            {canExport && tab !== 'overdue' ? (
              <Menu position="bottom-end" width={240}>
                <Menu.Target>
                  <Button
                    leftSection={<IconDownload size={18} />}
                    rightSection={<IconChevronDown size={16} />}
                    loading={exporting !== null}
                  >
                    {t('reports.export')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>{t('reports.exportHint')}</Menu.Label>
                  {EXPORT_FORMATS.map((format) => {
                    const FormatIcon = FORMAT_ICON[format];
                    return (
                      <Menu.Item key={format} leftSection={<FormatIcon size={16} />} onClick={() => void download(format)}>
                        {t(`reports.formats.${format}`)}
                        {format === 'pdf' ? (
                          <Text size="xs" c="dimmed" data-testid="pdf-limit">
                            {t('reports.pdfLimit', { limit: formatNumber(PDF_ROW_LIMIT, i18n.language) })}
                          </Text>
                        ) : null}
                      </Menu.Item>
                    );
                  })}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        }
      />

      <Card mb="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Group align="flex-end" gap="md">
            <TextInput
              type="date"
              label={t('reports.asOf')}
              description={t('reports.asOfHint')}
              leftSection={<IconCalendar size={16} stroke={1.6} />}
              value={asOf}
              max={today}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (value === '' || DATE.test(value)) setParams({ as_of: value });
              }}
              w={200}
            />
            {asOf ? (
              <Button variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={() => setParams({ as_of: '' })}>
                {t('reports.today')}
              </Button>
            ) : null}
            <Select
              label={t('reports.filters.category')}
              placeholder={t('list.all')}
              data={categoryOptions}
              value={params.category_id || null}
              onChange={(value) => setParams({ category_id: value ?? '' })}
              searchable
              clearable
              w={220}
              nothingFoundMessage={t('list.nothingFound')}
            />
            <Select
              label={t('reports.filters.function')}
              placeholder={t('list.all')}
              data={functionOptions}
              value={params.function_id || null}
              onChange={(value) => setParams({ function_id: value ?? '' })}
              searchable
              clearable
              w={220}
              nothingFoundMessage={t('list.nothingFound')}
            />
          </Group>
          <Badge size="lg" variant="light" color={asOf ? 'warning' : 'success'} tt="none" data-testid="as-of-badge">
            {asOf ? t('reports.asOfShown', { date: formatDate(asOf, i18n.language) }) : t('reports.current')}
          </Badge>
        </Group>
      </Card>

      <Tabs value={tab} onChange={(value) => setParams({ tab: value === 'heatmaps' ? '' : (value ?? '') })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="heatmaps" leftSection={<IconGridDots size={16} />}>
            {t('reports.tabs.heatmaps')}
          </Tabs.Tab>
          <Tabs.Tab value="register" leftSection={<IconListDetails size={16} />}>
            {t('reports.tabs.register')}
          </Tabs.Tab>
          <Tabs.Tab value="appetite" leftSection={<IconAlertTriangle size={16} />}>
            {t('reports.tabs.appetite')}
          </Tabs.Tab>
          <Tabs.Tab value="overdue" leftSection={<IconClockExclamation size={16} />}>
            {t('reports.tabs.overdue')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="heatmaps">
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
            {HEAT_MAP_KINDS.map((kind) => (
              <HeatMapCard
                key={kind}
                query={{
                  kind,
                  as_of: asOf || undefined,
                  category_id: params.category_id || undefined,
                  function_id: params.function_id || undefined,
                }}
              />
            ))}
          </SimpleGrid>
          {params.category_id || params.function_id ? (
            <Text size="xs" c="dimmed" mt="sm">
              {t('reports.heatMap.filtered')}
            </Text>
          ) : null}
        </Tabs.Panel>

        <Tabs.Panel value="register">
          <Card padding={0}>
            <ListFilters
              filtered={filtered}
              onClear={clearFilters}
              cols={{ base: 1, sm: 2, lg: 4 }}
              search={{
                value: params.q,
                onSearch: (q) => setParams({ q }, { replace: true }),
                placeholder: t('reports.register.searchPlaceholder'),
              }}
            >
              <FilterSelect
                label={t('reports.filters.rating')}
                data={ratingOptions}
                value={params.rating}
                onChange={(rating) => setParams({ rating })}
                named
              />
              <FilterSelect
                label={t('reports.filters.owner')}
                data={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
                value={params.owner_id}
                onChange={(owner_id) => setParams({ owner_id })}
                searchable
              />
              <FilterSelect
                label={t('reports.filters.status')}
                data={['active', 'inactive'].map((value) => ({ value, label: t(`status.${value}`) }))}
                value={params.status}
                onChange={(status) => setParams({ status })}
              />
              <FilterSelect
                label={t('reports.filters.approval')}
                data={['proposed', 'pending', 'approved', 'rejected'].map((value) => ({
                  value,
                  label: t(`status.${value}`),
                }))}
                value={params.approval_status}
                onChange={(approval_status) => setParams({ approval_status })}
              />
            </ListFilters>
            <div style={{ opacity: register.isPlaceholderData ? 0.6 : 1 }}>
              <RegisterTable
                risks={register.data?.data ?? []}
                loading={register.isPending}
                error={register.error}
                onRetry={() => void register.refetch()}
                empty={filtered ? t('reports.register.emptyFiltered') : t('reports.register.empty')}
                header={(column, label) => (
                  <SortHeader key={column} column={column} sort={params.sort} onSort={(sort) => setParams({ sort })}>
                    {label}
                  </SortHeader>
                )}
              />
            </div>
            <Divider />
            <ListFooter
              page={params.page}
              perPage={params.per_page}
              total={register.data?.total ?? 0}
              perPageOptions={PER_PAGE_OPTIONS}
              onPageChange={(next) => setParams({ page: next })}
              onPerPageChange={(perPage) => setParams({ per_page: perPage })}
            />
          </Card>
        </Tabs.Panel>

        <Tabs.Panel value="appetite">
          <SectionCard
            title={t('reports.appetite.title')}
            description={t('reports.appetite.hint')}
            actions={
              appetite.data ? (
                <Badge color={appetite.data.total > 0 ? 'danger' : 'success'} variant="light" size="lg" tt="none">
                  {t('reports.appetite.count', { count: appetite.data.total })}
                </Badge>
              ) : null
            }
            divided
            padded={false}
          >
            <RegisterTable
              risks={appetite.data?.data ?? []}
              loading={appetite.isPending}
              error={appetite.error}
              onRetry={() => void appetite.refetch()}
              empty={t('reports.appetite.empty')}
            />
          </SectionCard>
        </Tabs.Panel>

        <Tabs.Panel value="overdue">
          <Stack gap="lg">
            {asOf ? (
              <Alert color="info" variant="light">
                {t('reports.overdue.asOfNote')}
              </Alert>
            ) : null}
            <SectionCard
              title={t('reports.overdue.plans')}
              count={overduePlans.data?.total}
              countColor={(overduePlans.data?.total ?? 0) > 0 ? 'danger' : 'success'}
              divided
              padded={false}
            >
              {overduePlans.isPending ? (
                <Skeleton height={120} m="lg" />
              ) : (overduePlans.data?.data ?? []).length === 0 ? (
                <Text c="dimmed" ta="center" py="xl" size="sm">
                  {t('reports.overdue.noPlans')}
                </Text>
              ) : (
                <PlansTable plans={overduePlans.data?.data ?? []} />
              )}
            </SectionCard>
            <SectionCard
              title={t('reports.overdue.activities')}
              count={overdueActivities.data?.total}
              countColor={(overdueActivities.data?.total ?? 0) > 0 ? 'danger' : 'success'}
              divided
              padded={false}
            >
              {overdueActivities.isPending ? (
                <Skeleton height={120} m="lg" />
              ) : (overdueActivities.data?.data ?? []).length === 0 ? (
                <Text c="dimmed" ta="center" py="xl" size="sm">
                  {t('reports.overdue.noActivities')}
                </Text>
              ) : (
                <OverdueActivities activities={overdueActivities.data?.data ?? []} />
              )}
            </SectionCard>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {/* The legend of the rating colours, from the method in force. */}
      {method.data && tab === 'heatmaps' ? (
        <Card mt="lg" padding="md">
          <Group gap="lg" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('reports.legend.risk')}
            </Text>
            {method.data.risk_bands.map((band) => (
              <Group key={band.name} gap={6} wrap="nowrap">
                <span style={{ width: 14, height: 14, borderRadius: 4, background: band.color, display: 'inline-block' }} />
                <Text size="sm">
                  {t(`ratings.${band.name}`, { defaultValue: band.name })}{' '}
                  <Text span c="dimmed" size="xs">
                    ≥ {band.min_score}
                  </Text>
                </Text>
              </Group>
            ))}
            <Divider orientation="vertical" />
            <Text size="sm" fw={600}>
              {t('reports.legend.control')}
            </Text>
            {method.data.control_bands.map((band) => (
              <Group key={band.name} gap={6} wrap="nowrap">
                <span style={{ width: 14, height: 14, borderRadius: 4, background: band.color, display: 'inline-block' }} />
                <Text size="sm">
                  {t(`ratings.${band.name}`, { defaultValue: band.name })}{' '}
                  <Text span c="dimmed" size="xs">
                    ≥ {band.min_score}
                  </Text>
                </Text>
              </Group>
            ))}
          </Group>
        </Card>
      ) : null}
    </>
  );
}
