// /settings/role: Roles (needs settings.manage). One card per role with its
// users, permissions and description; add, rename (custom roles), describe
// and delete (custom roles without users). Nobody but an administrator edits
// the role they hold: its edit button is disabled and says why (role-rules).
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconLock, IconPlus, IconTable, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { SetupIllustration } from '@/components/ui/illustrations/setup-illustration';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/auth';
import { useCan } from '@/lib/permissions';
import { usePermissionCatalogue, useRoleMutations, useRoles } from '../api/roles';
import type { Role } from '../api/types';
import { roleDescription, roleLabel, roleLook } from '../components/role-look';
import { RoleFormModal } from '../components/role-form-modal';
import { canEditRole } from '../components/role-rules';

function RoleCard({
  role,
  total,
  canManage,
  canEdit,
  onEdit,
  onDelete,
}: {
  role: Role;
  total: number;
  canManage: boolean;
  /** False for the role the signed-in user holds (unless an administrator). */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { color, icon: RoleIcon } = roleLook(role.name);
  const label = roleLabel(t, role.name);
  const granted = role.name === 'admin' ? total : role.permissions.length;
  return (
    <Card data-testid="role-card" aria-label={label} component="article">
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} c="dimmed">
            <IconUsers size={16} stroke={1.7} />
            <Text size="sm" c="dimmed">
              {t('settings.roles.userCount', { count: role.user_count })}
            </Text>
          </Group>
          {role.built_in ? (
            <Badge color="gray" variant="light" tt="none" leftSection={<IconLock size={11} />}>
              {t('settings.roles.builtIn')}
            </Badge>
          ) : (
            <Badge color="primary" variant="light" tt="none">
              {t('settings.roles.custom')}
            </Badge>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color={color}>
            <RoleIcon size={24} stroke={1.6} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz={18} lh={1.3}>
              {label}
            </Title>
            <Text size="xs" c="dimmed" ff="monospace">
              {role.name}
            </Text>
          </div>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
          {roleDescription(t, role) || t('settings.roles.noDescription')}
        </Text>
        <Group gap={6}>
          {(role.name === 'admin' ? [] : role.permissions.slice(0, 6)).map((name) => (
            <Badge key={name} size="sm" variant="outline" color="gray" tt="none">
              {t(`permissions.${name}`, { defaultValue: name })}
            </Badge>
          ))}
          {role.name === 'admin' ? (
            <Badge size="sm" variant="light" color="danger" tt="none">
              {t('settings.roles.allPermissions')}
            </Badge>
          ) : null}
          {role.name !== 'admin' && role.permissions.length > 6 ? (
            <Badge size="sm" variant="light" color="gray" tt="none">
              +{role.permissions.length - 6}
            </Badge>
          ) : null}
        </Group>
        <Group justify="space-between" mt="auto" wrap="nowrap">
          <Text size="sm" fw={500}>
            {t('settings.roles.permissionCount', { granted, total })}
          </Text>
          {canManage ? (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={canEdit ? t('settings.roles.edit') : t('settings.roles.ownRole')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={onEdit}
                  disabled={!canEdit}
                  style={canEdit ? undefined : { pointerEvents: 'auto' }}
                  aria-label={t('settings.roles.editRole', { name: label })}
                >
                  <IconEdit size={18} stroke={1.6} />
                </ActionIcon>
              </Tooltip>
              {role.built_in ? null : (
                <Tooltip label={role.user_count > 0 ? t('settings.roles.inUse') : t('settings.roles.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    onClick={onDelete}
                    disabled={role.user_count > 0}
                    aria-label={t('settings.roles.deleteRole', { name: label })}
                  >
                    <IconTrash size={18} stroke={1.6} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

export function RolesRoute() {
  const { t } = useTranslation();
  const canManage = useCan('settings.manage');
  const me = useAuth().user;
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const { remove } = useRoleMutations();
  const [editing, setEditing] = useState<Role | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const total = catalogue.data?.length ?? 0;

  const open = (role: Role | null) => {
    setEditing(role);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        route="settingsRoles"
        description={t('settings.roles.subtitle')}
        actions={
          <Group gap="sm">
            <Button component={Link} to={paths.settingsRolesMatrix} variant="light" leftSection={<IconTable size={18} />}>
              {t('settings.roles.openMatrix')}
            </Button>
            {canManage ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
                {t('settings.roles.add')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
        {roles.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <Card key={i}>
                <Skeleton height={22} width="50%" mb="md" />
                <Skeleton height={14} mb="xs" />
                <Skeleton height={14} width="70%" />
              </Card>
            ))
          : (roles.data ?? []).map((role) => (
              <RoleCard
                key={role.name}
                role={role}
                total={total}
                canManage={canManage}
                canEdit={canEditRole(me, role.name)}
                onEdit={() => open(role)}
                onDelete={() => setDeleting(role)}
              />
            ))}
        {canManage && !roles.isPending ? (
          <Card>
            <Stack align="center" justify="center" gap="sm" h="100%" ta="center">
              <SetupIllustration width={150} style={{ height: 'auto' }} />
              <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
                {t('settings.roles.add')}
              </Button>
              <Text size="sm" c="dimmed" maw={280}>
                {t('settings.roles.addHint')}{' '}
                <Anchor component={Link} to={paths.settingsRolesMatrix} size="sm" underline="always">
                  {t('nav.items.rolesMatrix')}
                </Anchor>
              </Text>
            </Stack>
          </Card>
        ) : null}
      </SimpleGrid>

      {canManage ? (
        <>
          <RoleFormModal opened={formOpen} role={editing} onClose={() => setFormOpen(false)} />
          <ConfirmModal
            opened={deleting !== null}
            title={t('settings.roles.deleteTitle', { name: deleting?.name ?? '' })}
            confirmLabel={t('settings.roles.delete')}
            loading={remove.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              remove.mutate(deleting.name, {
                onSuccess: () => {
                  notifications.show({ color: 'success', message: t('settings.roles.deleted', { name: deleting.name }) });
                  setDeleting(null);
                },
              })
            }
          >
            {t('settings.roles.deleteBody')}
          </ConfirmModal>
        </>
      ) : null}
    </>
  );
}
