// A figure card at the top of the dashboard, optionally a link.
import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

type StatCardProps = { label: ReactNode; value: number | undefined; icon: Icon; color: string; to?: string };

export function StatCard({ label, value, icon: StatIcon, color, to }: StatCardProps) {
  const body = (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height={28} width={48} />
        ) : (
          <Text fz={28} fw={600} lh={1.2} c="var(--rh-heading-color)">
            {value}
          </Text>
        )}
      </Stack>
      <ThemeIcon size={44} radius="md" variant="light" color={color}>
        <StatIcon size={24} stroke={1.6} />
      </ThemeIcon>
    </Group>
  );
  return to ? (
    <Card component={Link} to={to} padding="lg" className={classes.statLink}>
      {body}
    </Card>
  ) : (
    <Card padding="lg">{body}</Card>
  );
}
