// A titled card of the risk page.
import { Badge, Box, Card, Group, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SectionCardProps = {
  title: ReactNode;
  icon: Icon;
  count?: number;
  actions?: ReactNode;
  children: ReactNode;
  padded?: boolean;
  id?: string;
};

export function SectionCard({ title, icon: IconComponent, count, actions, children, padded = true, id }: SectionCardProps) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <Card padding={0} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" px="lg" pt="lg" pb={padded ? 'sm' : 'md'} wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={30} radius="md" variant="light" color="primary">
            <IconComponent size={17} stroke={1.7} />
          </ThemeIcon>
          <Title order={2} fz={16} id={titleId}>
            {title}
          </Title>
          {count !== undefined ? (
            <Badge variant="light" color="gray" size="sm" circle={count < 10}>
              {count}
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {padded ? <Box px="lg" pb="lg">{children}</Box> : children}
    </Card>
  );
}
