// /risk/activity: Audit Trail (audit.read). The risk service's audit events,
// newest first, server-paged, filtered by entity type, action, actor, date
// range and free text (kept in the URL); a row opens its before/after diff;
// the same filters export CSV.
import {
  Anchor,
  Badge,
  Button,
  Card,
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
import { Link } from 'react-router';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { AuditDrawer, type AuditLook } from '@/components/audit/audit-drawer';
import { AuditTable } from '@/components/audit/audit-table';
import { FiltersHeader } from '@/components/ui/filters-header';
import { handleApiError } from '@/lib/api-client';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import {
  exportAuditTrail,
  RISK_ACTIONS,
  RISK_ENTITY_TYPES,
  useAuditTrail,
  type AuditEvent,
  type AuditTrailFilters,
} from '../api/audit-trail';
import { useUserOptions } from '@/lib/api/users';
import { actionColor, entityHref, entityLabel } from '../components/audit/audit-look';
import { auditTrailParams } from '../components/controls/list-params';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AuditTrailRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(auditTrailParams);
  const query = auditTrailParams.toQuery(filters);
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const events = useAuditTrail(rangeInvalid ? { ...query, to: undefined } : query);
  const users = useUserOptions();
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const look: AuditLook = {
    texts: 'auditTrail',
    actionColor,
    actionLabel: (action) => t(`auditTrail.actions.${action}`, { defaultValue: action }),
    entityTypeLabel: (type) => t(`auditTrail.entityTypes.${type}`, { defaultValue: type }),
    entityName: entityLabel,
    entityHref,
  };
  const [exporting, setExporting] = useState(false);

  const rows = events.data?.data ?? [];
  const { page: _page, per_page: _perPage, ...exportFilters } = query;
  const filtered = auditTrailParams.filters.some((name) => filters[name]);
  const actorOptions = (users.data ?? []).map((user) => ({ value: user.id, label: user.name }));
  if (filters.actor_id && !actorOptions.some((option) => option.value === filters.actor_id)) {
    const known = rows.find((row) => row.actor.id === filters.actor_id)?.actor.name;
    actorOptions.unshift({ value: filters.actor_id, label: known ?? filters.actor_id.slice(0, 8) });
  }

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await exportAuditTrail(exportFilters as AuditTrailFilters);
      notifications.show({ color: 'success', message: t('auditTrail.exported', { name }) });
    } catch (error) {
      handleApiError(error);
    } finally {
      setExporting(false);
    }
  };

  const setDate = (key: 'from' | 'to', value: string) => {
    if (value === '' || DATE.test(value)) setFilters({ [key]: value });
  };

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
      <Card padding={0}>
        <FiltersHeader
          filtered={filtered}
          onClear={() => setFilters({ q: '', entity_type: '', action: '', actor_id: '', from: '', to: '' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" px="lg" pb="lg">
          <Select
            label={t('auditTrail.filters.entityType')}
            placeholder={t('list.all')}
            data={RISK_ENTITY_TYPES.map((type) => ({ value: type, label: t(`auditTrail.entityTypes.${type}`) }))}
            value={filters.entity_type || null}
            onChange={(value) => setFilters({ entity_type: value ?? '' })}
            clearable
          />
          <Select
            label={t('auditTrail.filters.action')}
            placeholder={t('list.all')}
            data={RISK_ACTIONS.map((action) => ({ value: action, label: t(`auditTrail.actions.${action}`) }))}
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
          <TextInput
            type="date"
            label={t('auditTrail.filters.from')}
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setDate('from', event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('auditTrail.filters.to')}
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            value={filters.to}
            min={filters.from || undefined}
            error={rangeInvalid ? t('auditTrail.filters.rangeInvalid') : undefined}
            onChange={(event) => setDate('to', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Divider />
        <Group justify="space-between" px="lg" py="md" gap="sm">
          <SearchInput
            value={filters.q}
            onSearch={(q) => setFilters({ q }, { replace: true })}
            placeholder={t('auditTrail.searchPlaceholder')}
            w={{ base: '100%', sm: 340 }}
          />
        </Group>
        <AuditTable
          events={rows}
          look={look}
          loading={events.isPending}
          fetching={events.isFetching}
          stale={events.isPlaceholderData}
          filtered={filtered}
          module="risk"
          error={events.error}
          onRetry={() => void events.refetch()}
          onOpen={setOpen}
          entityCell={(event) => {
            const href = entityHref(event);
            const label = entityLabel(event.changes);
            return (
              <Group gap={6} wrap="nowrap">
                <Badge variant="outline" color="gray" tt="none" style={{ flex: 'none' }}>
                  {t(`auditTrail.entityTypes.${event.entity.type}`, { defaultValue: event.entity.type })}
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
                      {label || event.entity.id.slice(0, 8)}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={500} truncate maw={320}>
                      {label || event.entity.id.slice(0, 8)}
                    </Text>
                  )}
                </Tooltip>
              </Group>
            );
          }}
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
        look={look}
        onClose={() => setOpen(null)}
        onFilterActor={(actorId) => {
          setOpen(null);
          setFilters({ actor_id: actorId });
        }}
      />
    </>
  );
}
