// /extensions/access-control: what the signed-in user may do, from the real
// permission map (lib/permissions: the map the sign-in returned, reloaded
// when it changes): the user's role, each permission granted or denied,
// example actions enabled by the same `can` check the menus and route guards
// use, and, for those who manage settings, every role's grants from the
// Roles Matrix API. The server enforces every permission again.
import { Alert, Avatar, Badge, Button, Group, Progress, SimpleGrid, Stack, Table, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconClipboardCheck,
  IconFileCertificate,
  IconFlag,
  IconHistory,
  IconInfoCircle,
  IconLock,
  IconSettings,
  IconTags,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { can, PERMISSIONS, usePermissions, type PermissionMap, type PermissionName } from '@/lib/permissions';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

type RoleGrants = { name: string; permissions: string[] };

const ACTIONS: { key: string; permission: PermissionName; icon: ComponentType<{ size?: number }>; color: string }[] = [
  { key: 'createRisk', permission: 'risk.write', icon: IconFlag, color: 'primary' },
  { key: 'approveRisk', permission: 'risk.approve', icon: IconClipboardCheck, color: 'success' },
  { key: 'reportIncident', permission: 'incident.write', icon: IconFileCertificate, color: 'warning' },
  { key: 'manageCategories', permission: 'category.manage', icon: IconTags, color: 'info' },
  { key: 'openSettings', permission: 'settings.manage', icon: IconSettings, color: 'dark' },
  { key: 'readAudit', permission: 'audit.read', icon: IconHistory, color: 'grape' },
];

/** The permissions, granted or denied per `map`, with example actions; shown for the given user. */
export function AccessControlView({
  map,
  role,
  name,
  email,
}: {
  map: PermissionMap;
  role: string;
  name: string;
  email: string;
}) {
  const { t } = useTranslation('template-extensions');
  const { t: tApp } = useTranslation();
  const granted = PERMISSIONS.filter((permission) => can(permission, map));
  const manages = can('settings.manage', map);
  const roles = useQuery({
    queryKey: ['template', 'access-control', 'roles'],
    queryFn: ({ signal }) => api.get<{ data: RoleGrants[] }>('/api/v1/roles', { query: { per_page: 100 }, signal }),
    select: (page) => page.data,
    enabled: manages,
  });
  const roleName = tApp(`roles.${role}`, { defaultValue: role });

  return (
    <ExampleGrid>
      <ExampleCard title={t('access.userTitle')} description={t('access.userHint')}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar name={name} color="initials" size="lg" radius="xl" />
            <div>
              <Text fw={600}>{name}</Text>
              <Text size="sm" c="dimmed">
                {email}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <Text size="sm">{t('access.role')}</Text>
            <Badge variant="light" data-testid="access-role">
              {roleName}
            </Badge>
          </Group>
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm">{t('access.grantedCount', { count: granted.length, total: PERMISSIONS.length })}</Text>
              <Text size="sm" fw={600}>
                {Math.round((granted.length / PERMISSIONS.length) * 100)}%
              </Text>
            </Group>
            <Progress value={(granted.length / PERMISSIONS.length) * 100} color="success" />
          </div>
          <Alert variant="light" color="info" icon={<IconInfoCircle size={18} />}>
            {t('access.serverNote')}
          </Alert>
        </Stack>
      </ExampleCard>

      <ExampleCard title={t('access.actionsTitle')} description={t('access.actionsHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {ACTIONS.map((action) => {
            const allowed = can(action.permission, map);
            const button = (
              <Button
                fullWidth
                variant={allowed ? 'light' : 'default'}
                color={action.color}
                leftSection={allowed ? <action.icon size={16} /> : <IconLock size={16} />}
                disabled={!allowed}
                onClick={() =>
                  notifications.show({
                    color: 'success',
                    title: t(`access.actions.${action.key}`),
                    message: t('access.allowedMessage'),
                  })
                }
              >
                {t(`access.actions.${action.key}`)}
              </Button>
            );
            return allowed ? (
              <div key={action.key}>{button}</div>
            ) : (
              <Tooltip key={action.key} label={t('access.needs', { permission: action.permission })} withArrow>
                <div>{button}</div>
              </Tooltip>
            );
          })}
        </SimpleGrid>
      </ExampleCard>

      <ExampleCard title={t('access.tableTitle')} description={t('access.tableHint')} flush>
        <Table verticalSpacing="sm" horizontalSpacing="lg" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('access.permission')}</Table.Th>
              <Table.Th>{t('access.meaning')}</Table.Th>
              <Table.Th>{t('access.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PERMISSIONS.map((permission) => {
              const ok = can(permission, map);
              return (
                <Table.Tr key={permission} data-testid={`perm-${permission}`}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {permission}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`access.permissions.${permission.replace('.', '_')}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={ok ? 'success' : 'danger'}
                      variant="light"
                      leftSection={ok ? <IconCheck size={12} /> : <IconX size={12} />}
                    >
                      {ok ? t('access.granted') : t('access.denied')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ExampleCard>

      <ExampleCard title={t('access.rolesTitle')} description={manages ? t('access.rolesHint') : t('access.rolesHidden')} flush={manages}>
        {!manages ? (
          <Group gap="sm">
            <ThemeIcon variant="light" color="gray" radius="xl">
              <IconLock size={16} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {t('access.needs', { permission: 'settings.manage' })}
            </Text>
          </Group>
        ) : roles.isError ? (
          <Text size="sm" c="danger" p="lg">
            {t('access.rolesFailed')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" horizontalSpacing="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('access.role')}</Table.Th>
                <Table.Th>{t('access.granted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(roles.data ?? []).map((entry) => (
                <Table.Tr key={entry.name} data-current={entry.name === role || undefined}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={entry.name === role ? 700 : 500}>
                        {tApp(`roles.${entry.name}`, { defaultValue: entry.name })}
                      </Text>
                      {entry.name === role ? (
                        <Badge size="xs" variant="light">
                          {t('access.you')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Text size="sm">
                        {entry.name === 'admin' ? PERMISSIONS.length : PERMISSIONS.filter((name) => entry.permissions.includes(name)).length} / {PERMISSIONS.length}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ExampleCard>
    </ExampleGrid>
  );
}

export function AccessControlPage() {
  const { t } = useTranslation('template-extensions');
  const map = usePermissions();
  const { user, userRole } = useAuth();
  return (
    <TemplatePage route="tplAccessControl" description={t('access.description')}>
      <AccessControlView map={map} role={user?.role || userRole} name={user?.name ?? ''} email={user?.email ?? ''} />
    </TemplatePage>
  );
}
