// /settings/user: Users (needs settings.manage). Server-paged list with
// search, role/status/function filters (kept in the URL), and add, edit,
// reset password, deactivate and reactivate. An administrator's account, and
// one whose role the roles list marks as not assignable to the signed-in user
// (it holds permissions they lack), is changed only by an administrator: for
// anyone else its actions are disabled, with the reason (role-rules).
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDotsVertical,
  IconEdit,
  IconKey,
  IconPlayerPlay,
  IconPlus,
  IconUserCheck,
  IconUserOff,
  IconUsers,
  IconUserShield,
  IconLock,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ListFooter } from '@/components/ui/list-footer';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageHeader } from '@/components/ui/page-header';
import { ColumnVisibility } from '@/components/table/column-chooser';
import { ListViewTools } from '@/components/table/saved-views-menu';
import surfaces from '@/components/ui/surfaces.module.css';
import { ListFilters } from '@/components/ui/filters-header';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { EmptyRows } from '@/components/ui/empty-rows';
import { TableStates } from '@/components/ui/table-states';
import { useAuth } from '@/lib/auth';
import { formatDate, initials } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { useRoles } from '../api/roles';
import type { ManagedUser } from '../api/types';
import { useUserMutations } from '../api/users';
import { useFunctions } from '@/lib/api/functions';
import { useUsers } from '@/lib/api/users';
import { RoleLabel, StatusBadge } from '../components/badges';
import { roleLabel, roleLook } from '../components/role-look';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { accountLock } from '../components/role-rules';
import { UserFormModal } from '../components/user-form-modal';
import { usersParams } from '../lib/list-params';

function useUserTotals() {
  const all = useUsers({ page: 1, per_page: 1 });
  const active = useUsers({ page: 1, per_page: 1, status: 'active' });
  const inactive = useUsers({ page: 1, per_page: 1, status: 'inactive' });
  return { all: all.data?.total, active: active.data?.total, inactive: inactive.data?.total };
}

export function UsersRoute() {
  const { t, i18n } = useTranslation();
  const canManage = useCan('settings.manage');
  const me = useAuth().user;
  const [filters, setFilters] = useListParams(usersParams);
  const users = useUsers(usersParams.toQuery(filters));
  const roles = useRoles();
  const functions = useFunctions();
  const totals = useUserTotals();
  const { setActive } = useUserMutations();

  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<ManagedUser | null>(null);
  const [toggling, setToggling] = useState<ManagedUser | null>(null);

  const functionNames = useMemo(
    () => new Map((functions.data ?? []).map((fn) => [fn.id, fn.name])),
    [functions.data],
  );
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.name, label: roleLabel(t, role.name) }));
  const statusOptions = ['active', 'inactive'].map((status) => ({ value: status, label: t(`status.${status}`) }));
  const functionOptions = (functions.data ?? [])
    .map((fn) => ({ value: fn.id, label: fn.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const openForm = (user: ManagedUser | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  const confirmToggle = () => {
    if (!toggling) return;
    const activate = toggling.status !== 'active';
    setActive.mutate(
      { id: toggling.id, active: activate },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'success',
            message: t(activate ? 'settings.users.reactivated' : 'settings.users.deactivated', { name: saved.name }),
          });
          setToggling(null);
        },
      },
    );
  };

  const page = users.data;
  const rows = page?.data ?? [];
  const filtered = Boolean(filters.q || filters.role || filters.status || filters.function_id);

  return (
    <>
      <PageHeader
        route="settingsUsers"
        description={t('settings.users.subtitle')}
        actions={
          canManage ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
              {t('settings.users.add')}
            </Button>
          ) : null
        }
      />

      <StatGrid>
        <StatCard label={t('settings.users.stats.total')} value={totals.all} icon={IconUsers} color="primary" />
        <StatCard label={t('settings.users.stats.active')} value={totals.active} icon={IconUserCheck} color="success" />
        <StatCard label={t('settings.users.stats.inactive')} value={totals.inactive} icon={IconUserOff} color="warning" />
        <StatCard
          label={t('settings.users.stats.roles')}
          value={roles.data?.length}
          icon={IconUserShield}
          color="info"
        />
      </StatGrid>

      <ListViewTools list="users" />
      <ColumnVisibility list="users">
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setFilters({ q: '', role: '', status: '', function_id: '' })}
          cols={{ base: 1, sm: 3 }}
          search={{
            value: filters.q,
            onSearch: (q) => setFilters({ q }, { replace: true }),
            placeholder: t('settings.users.searchPlaceholder'),
          }}
        >
          <FilterSelect
            label={t('settings.users.filters.role')}
            data={roleOptions}
            value={filters.role}
            onChange={(role) => setFilters({ role })}
          />
          <FilterSelect
            label={t('settings.users.filters.function')}
            data={functionOptions}
            value={filters.function_id}
            onChange={(function_id) => setFilters({ function_id })}
            searchable
          />
          <FilterSelect
            label={t('settings.users.filters.status')}
            data={statusOptions}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
          />
        </ListFilters>

        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-busy={users.isFetching}>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <Table.Th>{t('settings.users.columns.user')}</Table.Th>
                <Table.Th>{t('settings.users.columns.role')}</Table.Th>
                <Table.Th>{t('settings.users.columns.function')}</Table.Th>
                <Table.Th>{t('settings.users.columns.status')}</Table.Th>
                <Table.Th>{t('settings.users.columns.created')}</Table.Th>
                {canManage ? <Table.Th w={80}>{t('list.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
              <TableStates
                columns={canManage ? 6 : 5}
                rows={rows.length}
                loading={users.isPending}
                error={users.error}
                module="settings"
                onRetry={() => void users.refetch()}
                retrying={users.isFetching}
                skeleton={{ height: 28 }}
                empty={
                  <EmptyRows
                    icon={<IconUsers size={28} stroke={1.6} />}
                    title={filtered ? t('settings.users.emptyFiltered') : t('settings.users.empty')}
                  />
                }
              />
              {rows.map((user) => {
                const self = user.id === me?.id;
                const lock = accountLock(roles.data ?? [], me, user);
                const manageable = lock === null;
                return (
                  <Table.Tr key={user.id} data-testid="user-row">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar
                          src={user.avatar || null}
                          alt={user.name}
                          radius="xl"
                          size={38}
                          color={roleLook(user.role).color}
                          variant="light"
                        >
                          {initials(user.name)}
                        </Avatar>
                        <div style={{ minWidth: 0 }}>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" fw={600} c="var(--rh-heading-color)" truncate>
                              {user.name}
                            </Text>
                            {self ? (
                              <Badge size="xs" variant="light" color="primary" tt="none">
                                {t('settings.users.you')}
                              </Badge>
                            ) : null}
                            {user.must_change_password ? (
                              <Tooltip label={t('settings.users.mustChange')}>
                                <IconLock
                                  size={14}
                                  color="var(--mantine-color-warning-6)"
                                  aria-label={t('settings.users.mustChange')}
                                />
                              </Tooltip>
                            ) : null}
                          </Group>
                          <Text size="xs" c="dimmed" truncate>
                            {user.email}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <RoleLabel role={user.role} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={user.function_id ? undefined : 'dimmed'}>
                        {user.function_id ? (functionNames.get(user.function_id) ?? '—') : '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={user.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(user.created_at, i18n.language)}</Text>
                    </Table.Td>
                    {canManage ? (
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          {/* Disabled, the button still takes the pointer: its tooltip says why. */}
                          <Tooltip label={lock ? t(`settings.users.${lock}`) : t('settings.users.actions.edit')}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('settings.users.actions.editUser', { name: user.name })}
                              onClick={() => openForm(user)}
                              disabled={!manageable}
                              style={manageable ? undefined : { pointerEvents: 'auto' }}
                            >
                              <IconEdit size={18} stroke={1.6} />
                            </ActionIcon>
                          </Tooltip>
                          <Menu position="bottom-end" width={220}>
                            <Menu.Target>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('settings.users.actions.menu', { name: user.name })}
                              >
                                <IconDotsVertical size={18} stroke={1.6} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              {lock ? (
                                <Menu.Label maw={220} style={{ whiteSpace: 'normal' }}>
                                  {t(`settings.users.${lock}`)}
                                </Menu.Label>
                              ) : null}
                              {/* One's own password changes on the account page,
                                  with the current one (409 SELF_RESET here). */}
                              <Menu.Item
                                leftSection={<IconKey size={16} />}
                                disabled={self || !manageable}
                                onClick={() => setResetting(user)}
                              >
                                {t('settings.users.actions.resetPassword')}
                              </Menu.Item>
                              {user.status === 'active' ? (
                                <Menu.Item
                                  color="danger"
                                  leftSection={<IconUserOff size={16} />}
                                  disabled={self || !manageable}
                                  onClick={() => setToggling(user)}
                                >
                                  {t('settings.users.actions.deactivate')}
                                </Menu.Item>
                              ) : (
                                <Menu.Item
                                  color="success"
                                  leftSection={<IconPlayerPlay size={16} />}
                                  disabled={!manageable}
                                  onClick={() => setToggling(user)}
                                >
                                  {t('settings.users.actions.reactivate')}
                                </Menu.Item>
                              )}
                            </Menu.Dropdown>
                          </Menu>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Divider />
        <ListFooter
          page={filters.page}
          perPage={filters.per_page}
          total={page?.total ?? 0}
          perPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(next) => setFilters({ page: next })}
          onPerPageChange={(perPage) => setFilters({ per_page: perPage })}
        />
      </Card>
      </ColumnVisibility>

      {canManage ? (
        <>
          <UserFormModal
            opened={formOpen}
            user={editing}
            roles={roles.data ?? []}
            functions={functions.data ?? []}
            onClose={() => setFormOpen(false)}
          />
          <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
          <ConfirmModal
            opened={toggling !== null}
            title={t(
              toggling?.status === 'active' ? 'settings.users.deactivateTitle' : 'settings.users.reactivateTitle',
              { name: toggling?.name ?? '' },
            )}
            confirmLabel={t(
              toggling?.status === 'active' ? 'settings.users.actions.deactivate' : 'settings.users.actions.reactivate',
            )}
            color={toggling?.status === 'active' ? 'danger' : 'success'}
            loading={setActive.isPending}
            onConfirm={confirmToggle}
            onClose={() => setToggling(null)}
          >
            {t(toggling?.status === 'active' ? 'settings.users.deactivateBody' : 'settings.users.reactivateBody')}
          </ConfirmModal>
        </>
      ) : null}
    </>
  );
}
