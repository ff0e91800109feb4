// /settings/logs: Logs (needs audit.read). Every audit event, newest first,
// filtered by service, action, entity type, date range and free text (kept in
// the URL); a row opens its before/after diff; the same filters export CSV.
import { Badge, Button, Card, CloseButton, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import type { AuditEvent, AuditLook } from '@/components/audit/audit-drawer';
import { AuditDateRange, AuditLog } from '@/components/audit/audit-log';
import { auditRangeInvalid } from '@/components/audit/audit-range';
import { useAuditExport } from '@/components/audit/use-audit-export';
import { ListFilters } from '@/components/ui/filters-header';
import { exportAuditEvents, useAuditEvents, type AuditFilters } from '../api/audit';
import { entityName } from '@/lib/audit-diff';
import { useListParams } from '@/lib/list-params';
import { actionColor, AUDIT_SERVICES, serviceColor } from '../components/audit-look';
import { auditParams } from '../lib/list-params';

/** Every service's events, as they are recorded: raw actions and types, the service as a badge. */
const LOOK: AuditLook = { texts: 'settings.logs', actionColor, serviceColor, entityName };

/** The entity column: its type, then its name from the snapshots, else a short id. */
function EntityCell({ event }: { event: AuditEvent }) {
  return (
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
  );
}

export function LogsRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(auditParams);
  const query = auditParams.toQuery(filters);
  const rangeInvalid = auditRangeInvalid(filters.from, filters.to);
  const events = useAuditEvents(rangeInvalid ? { ...query, to: undefined } : query);

  const rows = events.data?.data ?? [];
  const { page: _page, per_page: _perPage, ...exportFilters } = query;
  const filtered = auditParams.filters.some((name) => filters[name]);
  const actorName = rows.find((row) => row.actor.id === filters.actor_id)?.actor.name;

  const { exporting, exportCsv } = useAuditExport('settings.logs', () =>
    exportAuditEvents(exportFilters as AuditFilters),
  );

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
        <ListFilters
          filtered={filtered}
          onClear={() => setFilters({ q: '', service: '', actor_id: '', action: '', entity_type: '', from: '', to: '' })}
          cols={{ base: 1, sm: 2, lg: 5 }}
          search={{
            value: filters.q,
            onSearch: (q) => setFilters({ q }, { replace: true }),
            placeholder: t('settings.logs.searchPlaceholder'),
            width: 340,
          }}
          aside={
            filters.actor_id ? (
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
            ) : null
          }
        >
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
          <AuditDateRange texts="settings.logs" from={filters.from} to={filters.to} onChange={setFilters} />
        </ListFilters>
        <AuditLog
          events={events}
          look={LOOK}
          module="settings"
          filtered={filtered}
          page={filters.page}
          perPage={filters.per_page}
          onPage={setFilters}
          onFilterActor={(actorId) => setFilters({ actor_id: actorId })}
          entityCell={(event) => <EntityCell event={event} />}
        />
      </Card>
    </>
  );
}
