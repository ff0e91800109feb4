// /risk/activity: Audit Trail (audit.read). The risk service's audit events,
// newest first, server-paged, filtered by entity type, action, actor, date
// range and free text (kept in the URL); a row opens its before/after diff;
// the same filters export CSV.
import { Anchor, Badge, Button, Card, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ColumnVisibility } from '@/components/table/column-chooser';
import { ListViewTools } from '@/components/table/saved-views-menu';
import type { AuditLook } from '@/components/audit/audit-drawer';
import { AuditDateRange, AuditLog } from '@/components/audit/audit-log';
import { auditRangeInvalid } from '@/components/audit/audit-range';
import { useAuditExport } from '@/components/audit/use-audit-export';
import { ListFilters } from '@/components/ui/filters-header';
import { useListParams } from '@/lib/list-params';
import {
  exportAuditTrail,
  RISK_ACTIONS,
  RISK_ENTITY_TYPES,
  useAuditTrail,
  type AuditTrailFilters,
} from '../api/audit-trail';
import { useUserOptions } from '@/lib/api/users';
import { auditActionLabel, auditEntityTypeLabel } from '@/lib/audit-labels';
import { actionColor, entityHref, entityLabel } from '../components/audit/audit-look';
import { auditTrailParams } from '../components/controls/list-params';

export function AuditTrailRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(auditTrailParams);
  const query = auditTrailParams.toQuery(filters);
  const rangeInvalid = auditRangeInvalid(filters.from, filters.to);
  const events = useAuditTrail(rangeInvalid ? { ...query, to: undefined } : query);
  const users = useUserOptions();
  const look: AuditLook = {
    texts: 'auditTrail',
    actionColor,
    actionLabel: (action) => auditActionLabel(t, action),
    entityTypeLabel: (type) => auditEntityTypeLabel(t, type),
    entityName: entityLabel,
    entityHref,
  };

  const rows = events.data?.data ?? [];
  const { page: _page, per_page: _perPage, ...exportFilters } = query;
  const filtered = auditTrailParams.filters.some((name) => filters[name]);
  const actorOptions = (users.data ?? []).map((user) => ({ value: user.id, label: user.name }));
  if (filters.actor_id && !actorOptions.some((option) => option.value === filters.actor_id)) {
    const known = rows.find((row) => row.actor.id === filters.actor_id)?.actor.name;
    actorOptions.unshift({ value: filters.actor_id, label: known ?? filters.actor_id.slice(0, 8) });
  }

  const { exporting, exportCsv } = useAuditExport('auditTrail', () =>
    exportAuditTrail(exportFilters as AuditTrailFilters),
  );

  return (
    <>
      <PageHeader
        route="riskAuditTrail"
        description={t('auditTrail.subtitle')}
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
      <ListViewTools list="audit_trail" />
      <ColumnVisibility list="audit_trail">
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setFilters({ q: '', entity_type: '', action: '', actor_id: '', from: '', to: '' })}
          cols={{ base: 1, sm: 2, lg: 5 }}
          search={{
            value: filters.q,
            onSearch: (q) => setFilters({ q }, { replace: true }),
            placeholder: t('auditTrail.searchPlaceholder'),
            width: 340,
          }}
        >
          <Select
            label={t('auditTrail.filters.entityType')}
            placeholder={t('list.all')}
            data={RISK_ENTITY_TYPES.map((type) => ({ value: type, label: auditEntityTypeLabel(t, type) }))}
            value={filters.entity_type || null}
            onChange={(value) => setFilters({ entity_type: value ?? '' })}
            clearable
          />
          <Select
            label={t('auditTrail.filters.action')}
            placeholder={t('list.all')}
            data={RISK_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(t, action) }))}
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
          module="risk"
          filtered={filtered}
          page={filters.page}
          perPage={filters.per_page}
          onPage={setFilters}
          onFilterActor={(actorId) => setFilters({ actor_id: actorId })}
          entityCell={(event) => {
            const href = entityHref(event);
            const label = entityLabel(event.changes);
            return (
              <Group gap={6} wrap="nowrap">
                <Badge variant="outline" color="gray" tt="none" style={{ flex: 'none' }}>
                  {auditEntityTypeLabel(t, event.entity.type)}
                </Badge>
                <Tooltip label={event.entity.id || '—'}>
                  {href ? (
                    <Anchor
                      component={Link}
                      to={href}
                      size="sm"
                      fw={500}
                      truncate
                      maw={320}
                      onClick={(e) => e.stopPropagation()}
                    >
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
          }}
        />
      </Card>
      </ColumnVisibility>
    </>
  );
}
