// A small figure card at the top of a screen: a value (a skeleton while it
// loads), a label, an optional hint, an icon; with `to`, the card is a link
// to the list the figure counts (the dashboard's cards).
import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import surfaces from './surfaces.module.css';

type StatCardProps = {
  label: ReactNode;
  value: number | undefined;
  hint?: ReactNode;
  icon: Icon;
  color: string;
  /** The card opens this page. */
  to?: string;
};

export function StatCard({ label, value, hint, icon: StatIcon, color, to }: StatCardProps) {
  const body = (
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
  );
  return to ? (
    <Card component={Link} to={to} padding="lg" className={surfaces.cardLink}>
      {body}
    </Card>
  ) : (
    <Card padding="lg">{body}</Card>
  );
}
