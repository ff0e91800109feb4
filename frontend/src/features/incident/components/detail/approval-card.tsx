// The incident's approval history (newest first): who created, changed,
// submitted, approved, rejected or deleted it, with the status change and
// the reviewer's comment.
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { StatusBadge } from '@/components/ui/status-badge';
import surfaces from '@/components/ui/surfaces.module.css';
import { humanize } from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/format';
import { LineBreaks } from '@/lib/line-breaks';
import type { IncidentApproval } from '../../api/types';

export function ApprovalCard({ approvals }: { approvals: IncidentApproval[] }) {
  const { t, i18n } = useTranslation();
  const newest = [...approvals].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SectionCard title={t('incidentDetail.approvals.title')} icon={IconSend} count={approvals.length} id="incident-approvals">
      {newest.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('incidentDetail.approvals.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {newest.map((record, index) => {
            const name = record.actor_name || t('incidentDetail.approvals.someone');
            return (
              <Stack key={`${record.at}-${index}`} gap={4} pb="xs" className={surfaces.divided} data-testid="approval-record">
                <Text size="sm" fw={600}>
                  {t(`incidentDetail.approvals.actions.${record.action}`, {
                    name,
                    defaultValue: `${name}: ${humanize(record.action)}`,
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(record.at, i18n.language)}
                </Text>
                {record.from_status && record.to_status && record.from_status !== record.to_status ? (
                  <Group gap={4}>
                    <StatusBadge status={record.from_status} />
                    <Text size="xs" c="dimmed" aria-hidden className={surfaces.directional}>
                      →
                    </Text>
                    <VisuallyHidden>{t('incidentDetail.approvals.to')}</VisuallyHidden>
                    <StatusBadge status={record.to_status} />
                  </Group>
                ) : null}
                {record.comment ? (
                  <Text size="sm" p="xs" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6 }}>
                    <LineBreaks text={record.comment} />
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
