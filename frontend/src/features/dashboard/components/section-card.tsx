// A dashboard card with a title, an optional count and a "view all" link.
import { Anchor, Badge, Card, Divider, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  title: ReactNode;
  count?: number;
  countColor?: string;
  link?: { to: string; label: ReactNode };
  children: ReactNode;
  testId?: string;
};

export function SectionCard({ title, count, countColor = 'gray', link, children, testId }: Props) {
  return (
    <Card padding={0} h="100%" data-testid={testId}>
      <Group justify="space-between" px="lg" py="md" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz={17}>
            {title}
          </Title>
          {count !== undefined ? (
            <Badge variant="light" color={countColor} tt="none">
              {count}
            </Badge>
          ) : null}
        </Group>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      <Divider />
      {children}
    </Card>
  );
}
