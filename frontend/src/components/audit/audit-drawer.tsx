// One audit event in a side drawer: who, when, what (with a link to it where
// the feature knows one), where from, and the before/after diff with the
// changed keys highlighted. Shared by Settings' Logs and the risk Audit Trail;
// each passes its look (colours, labels, texts) as an `AuditLook`.
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Code,
  CopyButton,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconFilter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import { diffChanges, listDelta, type DiffRow } from '@/lib/audit-diff';
import {
  auditActionLabel,
  auditEntityTypeLabel,
  auditFieldLabel,
  auditListItemText,
  auditServiceLabel,
  auditValueText,
  type AuditNames,
} from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/format';
import { useAuditNames } from './use-audit-names';

/** One event of an audit log (GET /api/v1/audit-events and the risk service's own trail). */
export type AuditEvent = {
  id: string;
  occurred_at: string;
  actor: { id: string; name: string };
  service: string;
  entity: { type: string; id: string };
  action: string;
  changes: { before: unknown; after: unknown } | null;
  request_id: string;
  trace_id: string;
  source_ip: string;
};

/** How a feature shows its events in the drawer. */
export type AuditLook = {
  /**
   * Where the drawer's texts live: `<texts>.drawer.*`, `<texts>.columns.actor`,
   * `<texts>.columns.entity`, `<texts>.unknownActor`, `<texts>.filterActor`.
   */
  texts: string;
  actionColor: (action: string) => string;
  /** The action's text; the shared `audit.actions.*` label when not given. */
  actionLabel?: (action: string) => string;
  /** The entity type's text; the shared `audit.entityTypes.*` label when not given. */
  entityTypeLabel?: (type: string) => string;
  /** A readable name of the event's entity from its snapshots, or ''. */
  entityName: (changes: AuditEvent['changes']) => string;
  /** The page of the event's entity (`<texts>.drawer.openEntity` links to it), if any. */
  entityHref?: (event: AuditEvent) => string | null;
  /** Given, the event's service shows as a badge in this colour. */
  serviceColor?: (service: string) => string;
};

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Stack>
  );
}

function Copyable({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" truncate className={surfaces.plainText}>
        {value}
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
            <ActionIcon size="sm" variant="subtle" color={copied ? 'success' : 'gray'} onClick={copy} aria-label={t('common.copy')}>
              {copied ? <IconCheck size={13} /> : <IconCopy size={13} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** How the diff shows a value: its field's label and the names its ids stand for. */
type ValueContext = { names: AuditNames; entityType: string };

/** A list value as chips: items that went (before) or came (after) stand out. */
function ListValue({ row, side, context }: { row: DiffRow; side: 'before' | 'after'; context: ValueContext }) {
  const { t } = useTranslation();
  const delta = listDelta(row.before, row.after);
  const items = side === 'before' ? row.before : row.after;
  if (!delta || !Array.isArray(items)) return null;
  if (items.length === 0) return <Text size="sm" c="dimmed">—</Text>;
  const marked = new Set(side === 'before' ? delta.removed : delta.added);
  return (
    <Group gap={4}>
      {items.map(String).map((item) => (
        <Badge
          key={item}
          title={item}
          size="sm"
          tt="none"
          variant={marked.has(item) ? 'filled' : 'light'}
          color={marked.has(item) ? (side === 'before' ? 'danger' : 'success') : 'gray'}
          td={marked.has(item) && side === 'before' ? 'line-through' : undefined}
          data-delta={marked.has(item) ? (side === 'before' ? 'removed' : 'added') : undefined}
          data-value={item}
        >
          {auditListItemText(t, row.key, item, context.names, context.entityType)}
        </Badge>
      ))}
    </Group>
  );
}

function Value({ row, side, context }: { row: DiffRow; side: 'before' | 'after'; context: ValueContext }) {
  const { t } = useTranslation();
  const value = side === 'before' ? row.before : row.after;
  const kind = row.kind;
  if (value === undefined) return <Text size="sm" c="dimmed">—</Text>;
  if (Array.isArray(value) && listDelta(row.before, row.after)) {
    return <ListValue row={row} side={side} context={context} />;
  }
  const text = auditValueText(t, row.key, value, context.names, context.entityType);
  const changed = kind !== 'unchanged';
  return (
    <Code
      block={text.includes('\n')}
      title={typeof value === 'string' && value !== text ? value : undefined}
      fz="xs"
      className={changed ? (side === 'before' ? surfaces.diffBefore : surfaces.diffAfter) : undefined}
      bg={changed ? undefined : 'transparent'}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {text}
    </Code>
  );
}

/** The before/after table; its ids show as the names the viewer may read. */
function DiffTable({ rows, texts, entityType }: { rows: DiffRow[]; texts: string; entityType: string }) {
  const { t } = useTranslation();
  const names = useAuditNames();
  const context: ValueContext = { names, entityType };
  return (
    <Table withTableBorder withColumnBorders verticalSpacing="xs" layout="fixed" data-testid="audit-diff">
      <Table.Thead className={surfaces.tableHead}>
        <Table.Tr>
          <Table.Th w="26%">{t(`${texts}.drawer.field`)}</Table.Th>
          <Table.Th>{t(`${texts}.drawer.before`)}</Table.Th>
          <Table.Th>{t(`${texts}.drawer.after`)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.key}
            data-key={row.key}
            data-kind={row.kind}
            data-changed={row.kind !== 'unchanged' || undefined}
            className={row.kind !== 'unchanged' ? surfaces.diffRow : undefined}
          >
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {row.kind !== 'unchanged' ? (
                  <Box
                    w={6}
                    h={6}
                    style={{ borderRadius: 6, flex: 'none' }}
                    bg={row.kind === 'added' ? 'success.6' : row.kind === 'removed' ? 'danger.6' : 'warning.6'}
                    aria-hidden
                  />
                ) : null}
                <Text size="sm" fw={row.kind !== 'unchanged' ? 600 : 400} truncate title={row.key}>
                  {auditFieldLabel(t, row.key)}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Value row={row} side="before" context={context} />
            </Table.Td>
            <Table.Td>
              <Value row={row} side="after" context={context} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function AuditDrawer({
  event,
  look,
  onClose,
  onFilterActor,
}: {
  event: AuditEvent | null;
  look: AuditLook;
  onClose: () => void;
  onFilterActor: (actorId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const texts = look.texts;
  const [onlyChanged, setOnlyChanged] = useState(false);
  const rows = event ? diffChanges(event.changes?.before ?? null, event.changes?.after ?? null) : [];
  const shown = onlyChanged ? rows.filter((row) => row.kind !== 'unchanged') : rows;
  const changed = rows.filter((row) => row.kind !== 'unchanged').length;
  const href = event && look.entityHref ? look.entityHref(event) : null;
  const name = event ? look.entityName(event.changes) : '';

  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      size={640}
      // The drawer's title is already an <h2>: give it the text, not another heading.
      title={t(`${texts}.drawer.title`)}
      styles={{ title: { fontSize: 18, fontWeight: 600, color: 'var(--rh-heading-color)' } }}
      padding="lg"
    >
      {event ? (
        <Stack gap="lg" data-testid="audit-details">
          <Group gap="sm">
            <Badge color={look.actionColor(event.action)} variant="light" size="lg" tt="none">
              {look.actionLabel ? look.actionLabel(event.action) : auditActionLabel(t, event.action)}
            </Badge>
            {look.serviceColor ? (
              <Badge color={look.serviceColor(event.service)} variant="outline" tt="none">
                {auditServiceLabel(t, event.service)}
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              {formatDateTime(event.occurred_at, i18n.language)}
            </Text>
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <Field label={t(`${texts}.columns.actor`)}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={500} data-testid="audit-actor">
                  {event.actor.name || t(`${texts}.unknownActor`)}
                </Text>
                {event.actor.id ? (
                  <Tooltip label={t(`${texts}.filterActor`)}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={t(`${texts}.filterActor`)}
                      onClick={() => onFilterActor(event.actor.id)}
                    >
                      <IconFilter size={13} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Field>
            <Field label={t(`${texts}.columns.entity`)}>
              <Text size="sm" fw={500}>
                {look.entityTypeLabel ? look.entityTypeLabel(event.entity.type) : auditEntityTypeLabel(t, event.entity.type)}
                {name ? ` · ${name}` : ''}
              </Text>
              {href ? (
                <Anchor component={Link} to={href} size="sm" onClick={onClose}>
                  {t(`${texts}.drawer.openEntity`)}
                </Anchor>
              ) : null}
              {event.entity.id ? (
                <Text size="xs" c="dimmed" ff="monospace">
                  {event.entity.id}
                </Text>
              ) : null}
            </Field>
            <Field label={t(`${texts}.drawer.requestId`)}>
              <Copyable value={event.request_id} />
            </Field>
            <Field label={t(`${texts}.drawer.traceId`)}>
              <Copyable value={event.trace_id} />
            </Field>
            <Field label={t(`${texts}.drawer.sourceIp`)}>
              <Text size="sm" ff="monospace">
                {event.source_ip || '—'}
              </Text>
            </Field>
            <Field label={t(`${texts}.drawer.eventId`)}>
              <Copyable value={event.id} />
            </Field>
          </SimpleGrid>

          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>
                {t(`${texts}.drawer.changes`)}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {t(`${texts}.drawer.changedCount`, { count: changed })}
                </Text>
              </Text>
              {rows.length > 0 ? (
                <Switch
                  size="xs"
                  label={t(`${texts}.drawer.onlyChanged`)}
                  checked={onlyChanged}
                  onChange={(e) => setOnlyChanged(e.currentTarget.checked)}
                />
              ) : null}
            </Group>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t(`${texts}.drawer.noChanges`)}
              </Text>
            ) : (
              <DiffTable rows={shown} texts={texts} entityType={event.entity.type} />
            )}
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}
