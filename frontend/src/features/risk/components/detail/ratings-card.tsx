// Gross and net ratings, each with its position on the method's matrix, and
// the rating of the risk's controls.
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Risk, RiskMethod } from '../../api/types';
import { RatingBadge, Trend } from '../badges';
import { RiskMatrix } from '../risk-form/risk-matrix';
import { SectionCard } from '@/components/ui/section-card';

export function RatingsCard({ risk, method }: { risk: Risk; method: RiskMethod | undefined }) {
  const { t } = useTranslation();
  const block = (kind: 'gross' | 'net') => {
    const rating = kind === 'gross' ? risk.gross_risk : risk.net_risk;
    const position =
      kind === 'gross'
        ? { likelihood: risk.gross_likelihood, impact: risk.gross_impact }
        : { likelihood: risk.net_likelihood, impact: risk.net_impact };
    return (
      <Stack gap={8} align="center" data-testid={`${kind}-rating`}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          {t(`risk.detail.${kind}`)}
        </Text>
        <RatingBadge rating={rating} />
        {method ? (
          <RiskMatrix
            method={method}
            size="sm"
            value={position}
            ghost={kind === 'net' ? { likelihood: risk.gross_likelihood, impact: risk.gross_impact } : null}
            label={t(`risk.detail.${kind}Matrix`)}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          {t('risk.net.position', position)}
        </Text>
      </Stack>
    );
  };
  return (
    <SectionCard title={t('risk.detail.ratings')} icon={IconGauge} id="risk-ratings">
      <SimpleGrid cols={2} spacing="md">
        {block('gross')}
        {block('net')}
      </SimpleGrid>
      <Stack gap={6} mt="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('risk.detail.controlRating')}
          </Text>
          <RatingBadge rating={risk.control_rating} />
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('risk.detail.trendLabel')}
          </Text>
          <Trend value={risk.trend} />
        </Group>
      </Stack>
    </SectionCard>
  );
}
