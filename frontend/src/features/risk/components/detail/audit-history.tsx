// The audit events of the risk (shown with audit.read): who did what, when,
// and which fields changed (by their labels).
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import { auditActionLabel, auditFieldLabel } from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/format';
import { useRiskAuditEvents } from '../../api/risk-audit';
import { changedKeys } from '../../lib/trend';
import { SectionCard } from '@/components/ui/section-card';

const SHOWN_KEYS = 6;

export function AuditHistory({ riskId }: { riskId: string }) {
  const { t, i18n } = useTranslation();
  const events = useRiskAuditEvents(riskId);
  const rows = events.data?.data ?? [];
  return (
    <SectionCard title={t('risk.detail.audit')} icon={IconHistory} id="risk-audit">
      {events.isPending ? (
        <Stack gap="xs">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : events.isError ? (
        <Text size="sm" c="dimmed">
          {t('risk.detail.auditFailed')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('risk.detail.auditNone')}
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((event) => {
            const keys = event.changes ? changedKeys(event.changes.before, event.changes.after) : [];
            const actor = event.actor_name ?? event.actor?.name ?? t('risk.detail.approval.someone');
            return (
              <Stack key={event.id} gap={4} data-testid="audit-event" pb="xs" className={surfaces.divided}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {actor}
                  </Text>
                  <Badge variant="light" color="gray" tt="none" size="sm">
                    {auditActionLabel(t, event.action)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.occurred_at, i18n.language)}
                </Text>
                {keys.length > 0 ? (
                  <Group gap={4}>
                    {keys.slice(0, SHOWN_KEYS).map((key) => (
                      <Badge key={key} size="xs" variant="outline" color="primary" tt="none" data-key={key}>
                        {auditFieldLabel(t, key)}
                      </Badge>
                    ))}
                    {keys.length > SHOWN_KEYS ? (
                      <Text size="xs" c="dimmed">
                        {t('risk.detail.auditMore', { count: keys.length - SHOWN_KEYS })}
                      </Text>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
