// The demo accounts hint on the sign-in page; a click fills the form.
import { Badge, Code, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './demo-accounts.module.css';

export const DEMO_PASSWORD = 'Demo-1234';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', role: 'admin', color: 'primary' },
  { email: 'editor@demo.com', role: 'editor', color: 'info' },
  { email: 'staff@demo.com', role: 'staff', color: 'success' },
  { email: 'demo@demo.com', role: 'user', color: 'warning' },
] as const;

export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.box} p="md" radius="md">
      <Group gap={6} mb={8} wrap="nowrap">
        <IconInfoCircle size={18} stroke={1.8} color="var(--mantine-color-primary-6)" />
        <Text size="sm" fw={600} c="primary">
          {t('auth.demo.title')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb={8}>
        {t('auth.demo.hint')}{' '}
        <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
          {DEMO_PASSWORD}
        </Code>
      </Text>
      <Stack gap={4}>
        {DEMO_ACCOUNTS.map((account) => (
          <UnstyledButton
            key={account.email}
            className={classes.account}
            onClick={() => onPick(account.email, DEMO_PASSWORD)}
            aria-label={t('auth.demo.use', { email: account.email })}
          >
            <Text size="sm" fw={500}>
              {account.email}
            </Text>
            <Badge size="sm" color={account.color}>
              {t(`roles.${account.role}`)}
            </Badge>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
