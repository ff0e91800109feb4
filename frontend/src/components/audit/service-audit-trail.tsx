// One module's audit trail screen (the risk Audit Trail, the incident
// Activity): that service's events, newest first, server-paged, filtered by
// entity type, action, actor, date range and free text (kept in the URL); a
// row opens its before/after diff; the same filters export CSV. Each module
// passes its service, entity types, actions and look; the texts are the
// shared `auditTrail.*` ones plus the screen's subtitle and search hint.
import { Anchor, Badge, Button, Card, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteId } from '@/config/routes';
import { ColumnVisibility } from '@/components/table/column-chooser';
import { ListViewTools } from '@/components/table/saved-views-menu';
import { ListFilters } from '@/components/ui/filters-header';
import { PageHeader } from '@/components/ui/page-header';
import { exportServiceAuditEvents, useServiceAuditEvents, type AuditService } from '@/lib/api/audit-events';
import { useUserOptions } from '@/lib/api/users';
import { auditActionLabel, auditEntityTypeLabel } from '@/lib/audit-labels';
import { defineListParams, useListParams } from '@/lib/list-params';
import type { ViewList } from '@/lib/saved-views';
import type { AuditEvent, AuditLook } from './audit-drawer';
import { AuditDateRange, AuditLog } from './audit-log';
import { auditRangeInvalid } from './audit-range';
import { useAuditExport } from './use-audit-export';

/** The filters an audit trail keeps in the URL. */
const serviceAuditParams = defineListParams(['q', 'entity_type', 'action', 'actor_id', 'from', 'to'] as const);

type ServiceAuditTrailProps = {
  service: AuditService;
  route: RouteId;
  subtitle: string;
  searchPlaceholder: string;
  entityTypes: readonly string[];
  actions: readonly string[];
  /** Colours and entity names and links (its texts: `auditTrail`). */
  look: Omit<AuditLook, 'texts'>;
  /** The CSV's file name before the day, e.g. "risk-audit-trail". */
  exportPrefix: string;
  /** Saved views and the column chooser, for lists that have them. */
  views?: ViewList;
};

/** The entity column: its type as a badge, its name linking to its page where it has one. */
function EntityCell({ event, look }: { event: AuditEvent; look: Omit<AuditLook, 'texts'> }) {
  const { t } = useTranslation();
  const href = look.entityHref?.(event) ?? null;
  const label = look.entityName(event.changes);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="outline" color="gray" tt="none" style={{ flex: 'none' }}>
        {auditEntityTypeLabel(t, event.entity.type)}
      </Badge>
      <Tooltip label={event.entity.id || '—'}>
        {href ? (
          <Anchor component={Link} to={href} size="sm" fw={500} truncate maw={320} onClick={(e) => e.stopPropagation()}>
            {label || t('auditTrail.drawer.openEntity')}
          </Anchor>
        ) : (
          <Text size="sm" fw={500} truncate maw={320}>
            {label || '—'}
          </Text>
        )}
      </Tooltip>
    </Group>
  );
}

export function ServiceAuditTrail({
  service,
  route,
  subtitle,
  searchPlaceholder,
  entityTypes,
  actions,
  look: moduleLook,
  exportPrefix,
  views,
}: ServiceAuditTrailProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(serviceAuditParams);
  const query = serviceAuditParams.toQuery(filters);
  const rangeInvalid = auditRangeInvalid(filters.from, filters.to);
  const events = useServiceAuditEvents(service, rangeInvalid ? { ...query, to: undefined } : query);
  const users = useUserOptions();
  const look: AuditLook = {
    texts: 'auditTrail',
    actionLabel: (action) => auditActionLabel(t, action),
    entityTypeLabel: (type) => auditEntityTypeLabel(t, type),
    ...moduleLook,
  };

  const rows = events.data?.data ?? [];
  const { page: _page, per_page: _perPage, ...exportFilters } = query;
  const filtered = serviceAuditParams.filters.some((name) => filters[name]);
  const actorOptions = (users.data ?? []).map((user) => ({ value: user.id, label: user.name }));
  if (filters.actor_id && !actorOptions.some((option) => option.value === filters.actor_id)) {
    const known = rows.find((row) => row.actor.id === filters.actor_id)?.actor.name;
    actorOptions.unshift({ value: filters.actor_id, label: known ?? filters.actor_id.slice(0, 8) });
  }

  const { exporting, exportCsv } = useAuditExport('auditTrail', () =>
    exportServiceAuditEvents(service, exportFilters, exportPrefix),
  );

  const card = (
    <Card padding={0}>
      <ListFilters
        filtered={filtered}
        onClear={() => setFilters({ q: '', entity_type: '', action: '', actor_id: '', from: '', to: '' })}
        cols={{ base: 1, sm: 2, lg: 5 }}
        search={{
          value: filters.q,
          onSearch: (q) => setFilters({ q }, { replace: true }),
          placeholder: searchPlaceholder,
          width: 340,
        }}
      >
        <Select
          label={t('auditTrail.filters.entityType')}
          placeholder={t('list.all')}
          data={entityTypes.map((type) => ({ value: type, label: auditEntityTypeLabel(t, type) }))}
          value={filters.entity_type || null}
          onChange={(value) => setFilters({ entity_type: value ?? '' })}
          clearable
        />
        <Select
          label={t('auditTrail.filters.action')}
          placeholder={t('list.all')}
          data={actions.map((action) => ({ value: action, label: auditActionLabel(t, action) }))}
          value={filters.action || null}
          onChange={(value) => setFilters({ action: value ?? '' })}
          clearable
        />
        <Select
          label={t('auditTrail.filters.actor')}
          placeholder={t('list.all')}
          data={actorOptions}
          value={filters.actor_id || null}
          onChange={(value) => setFilters({ actor_id: value ?? '' })}
          searchable
          clearable
          nothingFoundMessage={t('list.nothingFound')}
        />
        <AuditDateRange texts="auditTrail" from={filters.from} to={filters.to} onChange={setFilters} />
      </ListFilters>
      <AuditLog
        events={events}
        look={look}
        module={service}
        filtered={filtered}
        page={filters.page}
        perPage={filters.per_page}
        onPage={setFilters}
        onFilterActor={(actorId) => setFilters({ actor_id: actorId })}
        entityCell={(event) => <EntityCell event={event} look={moduleLook} />}
      />
    </Card>
  );

  const withViews = (content: ReactNode) =>
    views ? (
      <>
        <ListViewTools list={views} />
        <ColumnVisibility list={views}>{content}</ColumnVisibility>
      </>
    ) : (
      content
    );

  return (
    <>
      <PageHeader
        route={route}
        description={subtitle}
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={rangeInvalid}
          >
            {t('auditTrail.export')}
          </Button>
        }
      />
      {withViews(card)}
    </>
  );
}
