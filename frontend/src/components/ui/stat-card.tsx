// A small figure card at the top of a screen: a value (a skeleton while it loads), a label, an optional hint, an icon.
import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type StatCardProps = { label: ReactNode; value: number | undefined; hint?: ReactNode; icon: Icon; color: string };

export function StatCard({ label, value, hint, icon: StatIcon, color }: StatCardProps) {
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={28} width={48} />
          ) : (
            <Text fz={26} fw={600} lh={1.2} c="var(--rh-heading-color)">
              {value}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        <ThemeIcon size={42} radius="md" variant="light" color={color}>
          <StatIcon size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
