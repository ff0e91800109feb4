// A small figure card at the top of a screen: a value (a skeleton while it
// loads), a label, an optional hint, an icon; with `to`, the card is a link
// to the list the figure counts (the dashboard's cards).
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';
import surfaces from './surfaces.module.css';

type StatCardProps = {
  label: ReactNode;
  /** A number, or a formatted figure (money). */
  value: number | string | undefined;
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

/** The row of stat cards at the top of a screen: three side by side, four in two rows on a tablet. */
export function StatGrid({ children, mb = 'lg' }: { children: ReactNode; mb?: MantineSpacing }) {
  const count = Children.count(children);
  return (
    <SimpleGrid cols={count >= 4 ? { base: 1, xs: 2, lg: 4 } : { base: 1, xs: count }} spacing="lg" mb={mb}>
      {children}
    </SimpleGrid>
  );
}
