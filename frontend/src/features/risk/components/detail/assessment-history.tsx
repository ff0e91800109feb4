// Every assessment of the risk: the trend chart and the table behind it.
import { Badge, Box, Divider, Table, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDateTime } from '@/lib/format';
import type { Assessment, RiskMethod } from '../../api/types';
import { RatingBadge } from '../badges';
import { SectionCard } from '@/components/ui/section-card';
import { TrendChart } from './trend-chart';

type AssessmentHistoryProps = {
  assessments: Assessment[];
  method: RiskMethod | undefined;
  /** User id -> name, for "assessed by". */
  names: Map<string, string>;
};

export function AssessmentHistory({ assessments, method, names }: AssessmentHistoryProps) {
  const { t, i18n } = useTranslation();
  const newest = [...assessments].sort((a, b) => b.effective_at.localeCompare(a.effective_at));
  const maxScore = method ? method.likelihood_labels.length * method.impact_labels.length : 25;
  return (
    <SectionCard
      title={t('risk.detail.history')}
      icon={IconChartLine}
      count={assessments.length}
      padded={false}
      id="risk-history"
    >
      <Box px="lg" pb="md">
        <TrendChart assessments={assessments} bands={method?.risk_bands ?? []} maxScore={maxScore} />
      </Box>
      <Divider />
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" horizontalSpacing="lg" aria-label={t('risk.detail.history')}>
          <Table.Thead className={surfaces.tableHead}>
            <Table.Tr>
              <Table.Th>{t('risk.detail.assessment.when')}</Table.Th>
              <Table.Th>{t('risk.detail.gross')}</Table.Th>
              <Table.Th>{t('risk.detail.controlRating')}</Table.Th>
              <Table.Th>{t('risk.detail.net')}</Table.Th>
              <Table.Th>{t('risk.detail.assessment.by')}</Table.Th>
              <Table.Th>{t('risk.detail.assessment.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {newest.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    {t('risk.detail.assessment.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {newest.map((a) => (
              <Table.Tr key={a.id} data-testid="assessment-row">
                <Table.Td>
                  <Text size="sm">{formatDateTime(a.effective_at, i18n.language)}</Text>
                </Table.Td>
                <Table.Td>
                  <RatingBadge rating={a.gross_risk} />
                  <Text size="xs" c="dimmed">
                    {t('risk.net.position', { likelihood: a.gross_likelihood, impact: a.gross_impact })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RatingBadge rating={a.control_rating} />
                </Table.Td>
                <Table.Td>
                  <RatingBadge rating={a.net_risk} />
                  <Text size="xs" c="dimmed">
                    {t('risk.net.position', { likelihood: a.net_likelihood, impact: a.net_impact })}
                    {a.overridden ? (
                      <Badge ms={6} size="xs" color="warning" variant="light" tt="none">
                        {t('risk.detail.assessment.overridden')}
                      </Badge>
                    ) : null}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{names.get(a.assessed_by) ?? t('audit.unknownRef')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={a.reason ? undefined : 'dimmed'}>
                    {a.reason || '–'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
