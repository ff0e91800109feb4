// A statistics card: an icon, a figure, its label, a trend and a sparkline.
import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp, type Icon } from '@tabler/icons-react';
import { Sparkline } from './sparkline';

export type StatCardProps = {
  icon: Icon;
  color: string;
  value: string;
  label: string;
  /** Change in percent; positive is shown in success, negative in danger. */
  trend?: number;
  trendLabel?: string;
  spark?: readonly number[];
  /** 'horizontal': icon beside the figure; 'vertical': centred, icon on top. */
  layout?: 'horizontal' | 'vertical';
};

export function StatCard({ icon: StatIcon, color, value, label, trend, trendLabel, spark, layout = 'horizontal' }: StatCardProps) {
  const trendBadge =
    trend === undefined ? null : (
      <Badge
        variant="light"
        color={trend >= 0 ? 'success' : 'danger'}
        leftSection={trend >= 0 ? <IconTrendingUp size={12} /> : <IconTrendingDown size={12} />}
        aria-label={trendLabel}
      >
        <bdi>{`${trend >= 0 ? '+' : ''}${trend}%`}</bdi>
      </Badge>
    );
  if (layout === 'vertical') {
    return (
      <Card>
        <Stack align="center" gap={6}>
          <ThemeIcon size={48} radius="xl" variant="light" color={color}>
            <StatIcon size={24} stroke={1.7} />
          </ThemeIcon>
          <Text fz={24} fw={700} c="var(--rh-heading-color)">
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {trendBadge}
        </Stack>
      </Card>
    );
  }
  return (
    <Card padding={0}>
      <Group justify="space-between" align="flex-start" p="lg" pb={spark ? 'xs' : 'lg'} wrap="nowrap">
        <Stack gap={2}>
          <Text fz={24} fw={700} c="var(--rh-heading-color)">
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {trendBadge ? <Group mt={6}>{trendBadge}</Group> : null}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <StatIcon size={22} stroke={1.7} />
        </ThemeIcon>
      </Group>
      {spark ? <Sparkline values={spark} color={color} /> : null}
    </Card>
  );
}
