// One heat map of the risk reports (gross, net or control) in a card: the
// shared grid, fed from GET /api/v1/reports/heatmap, its cells listing their
// risks (or controls) as links to their pages. A risk map places active risks
// only; the card says how many inactive ones it leaves out (their count from
// GET /api/v1/risks?status=inactive with the same filters and date).
import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeatMapGrid, type HeatMapGridItem } from '@/components/ui/heat-map-grid';
import { useHeatMap, useRegisterReport, type HeatMapQuery } from '../../api/reports';
import type { HeatMap } from '../../api/types';

/** Where a cell's item lives: controls on their page, risks on theirs. */
function heatMapItemHref(kind: HeatMap['kind']) {
  return (item: HeatMapGridItem) =>
    kind === 'control' ? `/risk/control/${encodeURIComponent(item.id)}` : `/risk/risk/${encodeURIComponent(item.id)}`;
}

/** The grid of one heat map, with links; for a map already loaded. */
export function RiskHeatMap({ map, compact = false }: { map: HeatMap; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <HeatMapGrid
      map={map}
      compact={compact}
      itemHref={heatMapItemHref(map.kind)}
      ratingLabel={(rating) => t(`ratings.${rating}`, { defaultValue: rating })}
    />
  );
}

export function HeatMapCard({ query }: { query: HeatMapQuery }) {
  const { t } = useTranslation();
  const map = useHeatMap(query);
  const total = (map.data?.cells ?? []).reduce((sum, cell) => sum + cell.count, 0);
  const risks = query.kind !== 'control';
  const inactive = useRegisterReport(
    {
      status: 'inactive',
      page: 1,
      per_page: 1,
      as_of: query.as_of,
      category_id: query.category_id,
      function_id: query.function_id,
    },
    { enabled: risks },
  );
  const leftOut = risks ? (inactive.data?.total ?? 0) : 0;
  return (
    <Card h="100%" data-testid={`heat-map-${query.kind}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz={17}>
              {t(`reports.heatMap.${query.kind}.title`)}
            </Title>
            <Text size="xs" c="dimmed">
              {t(`reports.heatMap.${query.kind}.hint`)}
            </Text>
            {map.data && leftOut > 0 ? (
              <Text size="xs" c="dimmed" data-testid="inactive-left-out">
                {t('reports.heatMap.inactiveLeftOut', { shown: total, total: total + leftOut, count: leftOut })}
              </Text>
            ) : null}
          </div>
          {map.data ? (
            <Badge variant="light" color="gray" tt="none" style={{ flex: 'none' }}>
              {t(query.kind === 'control' ? 'reports.heatMap.controlCount' : 'reports.heatMap.riskCount', {
                count: total,
              })}
            </Badge>
          ) : null}
        </Group>
        {map.isError ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('reports.heatMap.loadError')}
          </Alert>
        ) : map.data ? (
          <div style={{ opacity: map.isPlaceholderData ? 0.6 : 1 }}>
            <RiskHeatMap map={map.data} />
          </div>
        ) : (
          <Skeleton height={300} />
        )}
      </Stack>
    </Card>
  );
}
