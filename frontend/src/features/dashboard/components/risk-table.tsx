// A short list of risks (top risks, risks over appetite): reference (a link
// to the risk), title, owner, net rating and trend or appetite.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import type { DashboardRisk } from '../api/dashboard';
import { RatingBadge } from './rating-badge';

export function RiskTable({ risks, show }: { risks: readonly DashboardRisk[]; show: 'trend' | 'appetite' }) {
  const { t } = useTranslation();
  if (risks.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {show === 'appetite' ? t('riskDashboard.appetite.empty') : t('riskDashboard.topRisks.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table verticalSpacing="xs" horizontalSpacing="md" highlightOnHover>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th>{t('riskDashboard.columns.risk')}</Table.Th>
            <Table.Th>{t('riskDashboard.columns.net')}</Table.Th>
            <Table.Th>
              {show === 'trend' ? t('riskDashboard.columns.trend') : t('riskDashboard.columns.appetite')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {risks.map((risk) => (
            <Table.Tr key={risk.id} data-testid={show === 'trend' ? 'top-risk' : 'appetite-risk'}>
              <Table.Td maw={280}>
                <Anchor component={Link} to={`/risk/risk/${encodeURIComponent(risk.id)}`} size="sm" fw={600} ff="monospace">
                  {risk.reference}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  <bdi>
                    {risk.title}
                    {risk.owner_name ? ` · ${risk.owner_name}` : ''}
                  </bdi>
                </Text>
              </Table.Td>
              <Table.Td>
                <RatingBadge rating={risk.net_risk} />
              </Table.Td>
              <Table.Td>
                {show === 'trend' ? (
                  risk.trend ? (
                    <Text size="sm" fw={600} c={risk.trend > 0 ? 'danger' : 'success'}>
                      {risk.trend > 0 ? `▲ ${risk.trend}` : `▼ ${Math.abs(risk.trend)}`}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      0
                    </Text>
                  )
                ) : (
                  <Badge color="danger" variant="light" tt="none">
                    {t('riskDashboard.appetite.limit', {
                      appetite: t(`ratings.${risk.appetite}`, { defaultValue: risk.appetite }),
                    })}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
