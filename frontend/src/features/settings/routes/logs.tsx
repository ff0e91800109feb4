// /settings/logs: Logs (needs audit.read). Every audit event, newest first,
// filtered by service, action, entity type, date range and free text (kept in
// the URL); a row opens its before/after diff; the same filters export CSV.
import { Badge, Button, Card, CloseButton, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ColumnVisibility } from '@/components/table/column-chooser';
import { ListViewTools } from '@/components/table/saved-views-menu';
import type { AuditEvent, AuditLook } from '@/components/audit/audit-drawer';
import { AuditDateRange, AuditLog } from '@/components/audit/audit-log';
import { auditRangeInvalid } from '@/components/audit/audit-range';
import { useAuditExport } from '@/components/audit/use-audit-export';
import { ListFilters } from '@/components/ui/filters-header';
import { exportAuditEvents, useAuditEvents, type AuditFilters } from '../api/audit';
import { entityName } from '@/lib/audit-diff';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  auditActionLabel,
  auditEntityTypeLabel,
  auditServiceLabel,
} from '@/lib/audit-labels';
import { useListParams } from '@/lib/list-params';
import { actionColor, AUDIT_SERVICES, serviceColor } from '../components/audit-look';
import { auditParams } from '../lib/list-params';

/** Every service's events: actions, types and services by their labels, the service as a badge. */
const LOOK: AuditLook = { texts: 'settings.logs', actionColor, serviceColor, entityName };

/**
 * An entity without a name in its snapshots: a built-in role by its label,
 * a readable id (a role's or a route's) as it is, an opaque id not at all.
 */
function entityIdText(t: TFunction, event: AuditEvent): string {
  const id = event.entity.id;
  if (!id || /^[0-9a-f-]{20,}$/i.test(id)) return '—';
  if (event.entity.type === 'role') return t(`roles.${id}`, { defaultValue: id });
  return id;
}

/** The entity column: its type, then its name from the snapshots (the id in a tooltip). */
function EntityCell({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {auditEntityTypeLabel(t, event.entity.type)}
      </Text>
      <Tooltip label={event.entity.id || '—'}>
        <Text size="sm" fw={500} truncate maw={240}>
          {entityName(event.changes) || entityIdText(t, event)}
        </Text>
      </Tooltip>
    </Group>
  );
}

/** Codes as options sorted by their label; a code from the address that is not among them is kept. */
function options(codes: readonly string[], current: string, label: (code: string) => string) {
  const all = current && !codes.includes(current) ? [...codes, current] : [...codes];
  return all
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
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
      <ListViewTools list="logs" />
      <ColumnVisibility list="logs">
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
              label: auditServiceLabel(t, service),
            }))}
            value={filters.service || null}
            onChange={(value) => setFilters({ service: value ?? '' })}
            clearable
          />
          <Select
            label={t('settings.logs.filters.action')}
            placeholder={t('list.all')}
            data={options(AUDIT_ACTIONS, filters.action, (action) => auditActionLabel(t, action))}
            value={filters.action || null}
            onChange={(value) => setFilters({ action: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage={t('list.nothingFound')}
          />
          <Select
            label={t('settings.logs.filters.entityType')}
            placeholder={t('list.all')}
            data={options(AUDIT_ENTITY_TYPES, filters.entity_type, (type) => auditEntityTypeLabel(t, type))}
            value={filters.entity_type || null}
            onChange={(value) => setFilters({ entity_type: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage={t('list.nothingFound')}
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
      </ColumnVisibility>
    </>
  );
}
