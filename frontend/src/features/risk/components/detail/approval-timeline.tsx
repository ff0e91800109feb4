// Who created, changed, submitted, approved or rejected the risk, when, and
// with which comment; newest first.
import { Group, Text, ThemeIcon, Timeline, VisuallyHidden } from '@mantine/core';
import {
  IconCheck,
  IconClockExclamation,
  IconEdit,
  IconPlus,
  IconSend,
  IconTrash,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import { humanize } from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/format';
import type { ApprovalRecord } from '../../api/types';
import { StatusBadge } from '../badges';
import { MultiLine } from '../risk-form/multi-line';
import { SectionCard } from '@/components/ui/section-card';

const LOOK: Record<ApprovalRecord['action'], { icon: Icon; color: string }> = {
  create: { icon: IconPlus, color: 'primary' },
  update: { icon: IconEdit, color: 'info' },
  submit: { icon: IconSend, color: 'warning' },
  approve: { icon: IconCheck, color: 'success' },
  reject: { icon: IconX, color: 'danger' },
  stale: { icon: IconClockExclamation, color: 'warning' },
  delete: { icon: IconTrash, color: 'dark' },
};

export function ApprovalTimeline({ approvals }: { approvals: ApprovalRecord[] }) {
  const { t, i18n } = useTranslation();
  const newest = [...approvals].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SectionCard title={t('risk.detail.approvals')} icon={IconSend} count={approvals.length} id="risk-approvals">
      {newest.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('risk.detail.approval.none')}
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} active={newest.length}>
          {newest.map((record) => {
            const look = LOOK[record.action] ?? LOOK.update;
            const IconComponent = look.icon;
            return (
              <Timeline.Item
                key={record.id}
                data-testid="approval-record"
                bullet={
                  <ThemeIcon size={26} radius="xl" color={look.color} variant="filled">
                    <IconComponent size={14} />
                  </ThemeIcon>
                }
                title={
                  <Text size="sm" fw={600}>
                    {t(`risk.detail.approval.actions.${record.action}`, {
                      name: record.actor_name ?? t('risk.detail.approval.someone'),
                      defaultValue: `${record.actor_name ?? t('risk.detail.approval.someone')}: ${humanize(record.action)}`,
                    })}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(record.at, i18n.language)}
                </Text>
                {record.from_status && record.to_status && record.from_status !== record.to_status ? (
                  <Group gap={4} mt={4}>
                    <StatusBadge status={record.from_status} />
                    <Text size="xs" c="dimmed" aria-hidden className={surfaces.directional}>
                      →
                    </Text>
                    <VisuallyHidden>{t('risk.detail.approval.to')}</VisuallyHidden>
                    <StatusBadge status={record.to_status} />
                  </Group>
                ) : null}
                {record.comment ? (
                  <Text size="sm" mt={6} p="xs" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6 }}>
                    <MultiLine text={record.comment} />
                  </Text>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </SectionCard>
  );
}
