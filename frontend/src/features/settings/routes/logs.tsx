// /settings/logs: Logs (needs audit.read). Every audit event, newest first,
// filtered by service, action, entity type, date range and free text (kept in
// the URL); a row opens its before/after diff; the same filters export CSV.
import {
  Badge,
  Button,
  Card,
  CloseButton,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { AuditDrawer, type AuditLook } from '@/components/audit/audit-drawer';
import { AuditTable } from '@/components/audit/audit-table';
import { FiltersHeader } from '@/components/ui/filters-header';
import { handleApiError } from '@/lib/api-client';
import { exportAuditEvents, useAuditEvents, type AuditFilters } from '../api/audit';
import type { AuditEvent } from '../api/types';
import { entityName } from '@/lib/audit-diff';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { actionColor, AUDIT_SERVICES, serviceColor } from '../components/audit-look';
import { auditParams } from '../lib/list-params';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every service's events, as they are recorded: raw actions and types, the service as a badge. */
const LOOK: AuditLook = { texts: 'settings.logs', actionColor, serviceColor, entityName };

export function LogsRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(auditParams);
  const query = auditParams.toQuery(filters);
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const events = useAuditEvents(rangeInvalid ? { ...query, to: undefined } : query);
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const [exporting, setExporting] = useState(false);

  const rows = events.data?.data ?? [];
  const { page: _page, per_page: _perPage, ...exportFilters } = query;
  const filtered = auditParams.filters.some((name) => filters[name]);
  const actorName = rows.find((row) => row.actor.id === filters.actor_id)?.actor.name;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await exportAuditEvents(exportFilters as AuditFilters);
      notifications.show({ color: 'success', message: t('settings.logs.exported', { name }) });
    } catch (error) {
      handleApiError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        route="settingsLogs"
        description={t('settings.logs.subtitle')}
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={rangeInvalid}
          >
            {t('settings.logs.export')}
          </Button>
        }
      />
      <Card padding={0}>
        <FiltersHeader
          filtered={filtered}
          onClear={() => setFilters({ q: '', service: '', actor_id: '', action: '', entity_type: '', from: '', to: '' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" px="lg" pb="lg">
          <Select
            label={t('settings.logs.filters.service')}
            placeholder={t('list.all')}
            data={AUDIT_SERVICES.map((service) => ({
              value: service,
              label: t(`settings.logs.services.${service}`),
            }))}
            value={filters.service || null}
            onChange={(value) => setFilters({ service: value ?? '' })}
            clearable
          />
          <SearchInput
            label={t('settings.logs.filters.action')}
            aria-label={t('settings.logs.filters.action')}
            placeholder="login_succeeded"
            value={filters.action}
            onSearch={(action) => setFilters({ action }, { replace: true })}
            leftSection={null}
          />
          <SearchInput
            label={t('settings.logs.filters.entityType')}
            aria-label={t('settings.logs.filters.entityType')}
            placeholder="user"
            value={filters.entity_type}
            onSearch={(entityType) => setFilters({ entity_type: entityType }, { replace: true })}
            leftSection={null}
          />
          <TextInput
            type="date"
            label={t('settings.logs.filters.from')}
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === '' || DATE.test(value)) setFilters({ from: value });
            }}
          />
          <TextInput
            type="date"
            label={t('settings.logs.filters.to')}
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            value={filters.to}
            min={filters.from || undefined}
            error={rangeInvalid ? t('settings.logs.filters.rangeInvalid') : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === '' || DATE.test(value)) setFilters({ to: value });
            }}
          />
        </SimpleGrid>
        <Divider />
        <Group justify="space-between" px="lg" py="md" gap="sm">
          <SearchInput
            value={filters.q}
            onSearch={(q) => setFilters({ q }, { replace: true })}
            placeholder={t('settings.logs.searchPlaceholder')}
            w={{ base: '100%', sm: 340 }}
          />
          {filters.actor_id ? (
            <Badge
              size="lg"
              variant="light"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('settings.logs.clearActor')}
                  onClick={() => setFilters({ actor_id: '' })}
                />
              }
            >
              {t('settings.logs.actorFilter', { name: actorName ?? filters.actor_id.slice(0, 8) })}
            </Badge>
          ) : null}
        </Group>
        <AuditTable
          events={rows}
          look={LOOK}
          loading={events.isPending}
          fetching={events.isFetching}
          stale={events.isPlaceholderData}
          filtered={filtered}
          module="settings"
          error={events.error}
          onRetry={() => void events.refetch()}
          onOpen={setOpen}
          entityCell={(event) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {event.entity.type}
              </Text>
              <Tooltip label={event.entity.id || '—'}>
                <Text size="sm" fw={500} truncate maw={240}>
                  {entityName(event.changes) ||
                    (/^[0-9a-f-]{20,}$/i.test(event.entity.id) ? (
                      <Text span size="xs" c="dimmed" ff="monospace">
                        {event.entity.id.slice(0, 8)}
                      </Text>
                    ) : (
                      event.entity.id
                    ))}
                </Text>
              </Tooltip>
            </Group>
          )}
        />
        <Divider />
        <ListFooter
          page={filters.page}
          perPage={filters.per_page}
          total={events.data?.total ?? 0}
          perPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(next) => setFilters({ page: next })}
          onPerPageChange={(perPage) => setFilters({ per_page: perPage })}
        />
      </Card>
      <AuditDrawer
        event={open}
        look={LOOK}
        onClose={() => setOpen(null)}
        onFilterActor={(actorId) => {
          setOpen(null);
          setFilters({ actor_id: actorId });
        }}
      />
    </>
  );
}
