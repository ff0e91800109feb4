// Dashboard card: every permission, granted ones highlighted.
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type PermissionMap } from '@/lib/permissions';

export function PermissionsCard({ permissions }: { permissions: PermissionMap }) {
  const { t } = useTranslation();
  const names = [...new Set([...PERMISSIONS, ...Object.keys(permissions)])];
  const granted = names.filter((name) => permissions[name] === true);

  return (
    <Card h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={18}>
              {t('dashboard.permissions.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.permissions.summary', { granted: granted.length, total: names.length })}
            </Text>
          </div>
        </Group>
        <Progress value={(granted.length / Math.max(1, names.length)) * 100} size="sm" radius="xl" />
        <Group gap="xs" data-testid="permission-badges">
          {names.map((name) => {
            const has = permissions[name] === true;
            return (
              <Badge
                key={name}
                size="lg"
                variant={has ? 'light' : 'outline'}
                color={has ? 'success' : 'gray'}
                leftSection={has ? <IconCheck size={12} stroke={2.5} /> : <IconX size={12} stroke={2.5} />}
                style={{ textTransform: 'none', opacity: has ? 1 : 0.6 }}
                title={name}
                aria-label={`${t(`permissions.${name}`, { defaultValue: name })}: ${has ? t('dashboard.permissions.granted') : t('dashboard.permissions.denied')}`}
              >
                {t(`permissions.${name}`, { defaultValue: name })}
              </Badge>
            );
          })}
        </Group>
      </Stack>
    </Card>
  );
}
