// The controls linked to the risk, each linking to its page.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import type { Control } from '../../api/types';
import { OutcomeBadge, PriorityBadge, RatingBadge, StatusBadge } from '../badges';
import { SectionCard } from '@/components/ui/section-card';

export function LinkedControlsCard({ controls }: { controls: Control[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('risk.detail.controls')} icon={IconShieldCheck} count={controls.length} padded={false} id="risk-controls">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" horizontalSpacing="lg" aria-label={t('risk.detail.controls')}>
          <Table.Thead className={surfaces.tableHead}>
            <Table.Tr>
              <Table.Th>{t('risk.detail.control.reference')}</Table.Th>
              <Table.Th>{t('risk.detail.control.title')}</Table.Th>
              <Table.Th>{t('risk.form.control.intention')}</Table.Th>
              <Table.Th>{t('risk.form.control.criticality')}</Table.Th>
              <Table.Th>{t('risk.form.control.state')}</Table.Th>
              <Table.Th>{t('risk.detail.control.rating')}</Table.Th>
              <Table.Th>{t('risk.detail.control.compliance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {controls.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    {t('risk.detail.control.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {controls.map((control) => (
              <Table.Tr key={control.id} data-testid="control-row">
                <Table.Td>
                  <Anchor component={Link} to={`/risk/control/${encodeURIComponent(control.id)}`} size="sm" ff="monospace">
                    {control.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/risk/control/${encodeURIComponent(control.id)}`} size="sm" fw={500} c="var(--rh-heading-color)">
                    {control.title}
                  </Anchor>
                  {control.overdue_activities > 0 ? (
                    <Badge ms={6} size="xs" color="danger" variant="light" tt="none">
                      {t('risk.detail.control.overdue', { count: control.overdue_activities })}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`risk.form.control.intentions.${control.intention}`)}</Text>
                </Table.Td>
                <Table.Td>
                  <PriorityBadge priority={control.criticality} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={control.state} />
                </Table.Td>
                <Table.Td>
                  <RatingBadge rating={control.control_ratings} />
                </Table.Td>
                <Table.Td>
                  {control.compliance ? <OutcomeBadge outcome={control.compliance} /> : <Text c="dimmed">–</Text>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
