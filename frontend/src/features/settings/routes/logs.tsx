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
  Skeleton,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconDownload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import surfaces from '@/components/ui/surfaces.module.css';
import { AuditDrawer, type AuditLook } from '@/components/audit/audit-drawer';
import { handleApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { exportAuditEvents, useAuditEvents, type AuditFilters } from '../api/audit';
import type { AuditEvent } from '../api/types';
import { entityName } from '@/lib/audit-diff';
import { actionColor, AUDIT_SERVICES, serviceColor } from '../components/audit-look';
import { auditParams, PER_PAGE_OPTIONS, useListParams } from '../lib/list-params';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every service's events, as they are recorded: raw actions and types, the service as a badge. */
const LOOK: AuditLook = { texts: 'settings.logs', actionColor, serviceColor, entityName };

export function LogsRoute() {
  const { t, i18n } = useTranslation();
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
        <Group justify="space-between" px="lg" pt="lg" pb="sm">
          <Title order={2} fz={18}>
            {t('list.filters')}
          </Title>
          {filtered ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                setFilters({ q: '', service: '', actor_id: '', action: '', entity_type: '', from: '', to: '' })
              }
            >
              {t('list.clearFilters')}
            </Button>
          ) : null}
        </Group>
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
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-busy={events.isFetching}>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <Table.Th w={210}>{t('settings.logs.columns.time')}</Table.Th>
                <Table.Th>{t('settings.logs.columns.actor')}</Table.Th>
                <Table.Th w={130}>{t('settings.logs.columns.service')}</Table.Th>
                <Table.Th>{t('settings.logs.columns.action')}</Table.Th>
                <Table.Th>{t('settings.logs.columns.entity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
              {events.isPending
                ? Array.from({ length: 6 }, (_, i) => (
                    <Table.Tr key={i}>
                      <Table.Td colSpan={5}>
                        <Skeleton height={24} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : null}
              {!events.isPending && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Group justify="center" gap="xs" py="xl" c="dimmed">
                      <IconHistory size={20} />
                      <Text c="dimmed">{filtered ? t('settings.logs.emptyFiltered') : t('settings.logs.empty')}</Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {rows.map((event) => (
                <Table.Tr
                  key={event.id}
                  data-testid="audit-row"
                  data-event-id={event.id}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  aria-label={t('settings.logs.openEvent', { action: event.action, actor: event.actor.name })}
                  onClick={() => setOpen(event)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      setOpen(event);
                    }
                  }}
                >
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(event.occurred_at, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} c="var(--rh-heading-color)">
                      {event.actor.name || t('settings.logs.unknownActor')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={serviceColor(event.service)} variant="outline" tt="none">
                      {event.service}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={actionColor(event.action)} variant="light" tt="none">
                      {event.action}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
