// A tidy card for a screen that has nothing to show yet.
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SetupIllustration } from './illustrations/setup-illustration';

type EmptyStateProps = {
  title: ReactNode;
  description: ReactNode;
  icon?: Icon;
  children?: ReactNode;
};

export function EmptyState({ title, description, icon: IconComponent, children }: EmptyStateProps) {
  return (
    <Card padding="xl">
      <Stack align="center" gap="md" py="xl" ta="center">
        <SetupIllustration width={260} style={{ maxWidth: '100%', height: 'auto' }} />
        {IconComponent ? (
          <ThemeIcon size={44} radius="md" variant="light" color="primary">
            <IconComponent size={24} stroke={1.7} />
          </ThemeIcon>
        ) : null}
        <Title order={2} fz={20}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          <bdi>{description}</bdi>
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
