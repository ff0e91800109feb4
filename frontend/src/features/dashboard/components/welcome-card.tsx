// Dashboard greeting: the signed-in user's name, role, status and email.
import { Avatar, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SecurityIllustration } from '@/components/ui/illustrations/security-illustration';
import type { User } from '@/lib/auth';
import { initials } from '@/lib/format';
import classes from './dashboard.module.css';

export function WelcomeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const role = t(`roles.${user.role}`, { defaultValue: user.role });
  return (
    <Card className={classes.welcome} padding="lg">
      <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
        <Stack gap="sm" miw={0}>
          <Group gap="md" wrap="nowrap">
            <Avatar src={user.avatar || null} alt={user.name} size={56} radius="xl" color="primary" variant="filled">
              {initials(user.name)}
            </Avatar>
            <Box miw={0}>
              <Title order={2} fz={22} data-testid="welcome-title">
                {t('dashboard.welcome', { name: user.name })}
              </Title>
              <Group gap={6} mt={4} wrap="nowrap">
                <IconMail size={14} stroke={1.7} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Group>
            </Box>
          </Group>
          <Text c="dimmed" maw={520}>
            {t('riskDashboard.intro')}
          </Text>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('dashboard.role')}
            </Text>
            <Badge size="lg" variant="filled" color="primary" data-testid="user-role">
              {role}
            </Badge>
            <Badge size="lg" color={user.status === 'active' ? 'success' : 'warning'}>
              {t(`status.${user.status}`, { defaultValue: user.status })}
            </Badge>
          </Group>
        </Stack>
        <SecurityIllustration className={classes.welcomeArt} />
      </Group>
    </Card>
  );
}
