// A titled card of the profile pages: heading, one line of explanation, content.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (e.g. a reset button). */
  actions?: ReactNode;
  children: ReactNode;
};

export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Title order={2} fz={18}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
