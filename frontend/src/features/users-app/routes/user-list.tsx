// /app/user/list: the sample users in a server-paged table with role,
// status and department filters and a search (all kept in the URL); each
// row opens the profile (/app/user/view) or the edit form (/app/user/edit).
import { ActionIcon, Anchor, Card, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyRows } from '@/components/ui/empty-rows';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListFilters } from '@/components/ui/filters-header';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import surfaces from '@/components/ui/surfaces.module.css';
import { TableStates } from '@/components/ui/table-states';
import { paths } from '@/config/routes';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { useDemoUsers } from '../api/users';
import { UserAvatar, UserRole, UserStatusBadge } from '../components/user-badges';
import { DEPARTMENTS, ROLES, STATUSES, demoUsersParams, demoUsersQuery } from '../lib/users';

export function UserListRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(demoUsersParams);
  const users = useDemoUsers(demoUsersQuery(filters));
  const rows = users.data?.data ?? [];
  const filtered = Boolean(filters.q || filters.role || filters.status || filters.department);
  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`usersApp.${prefix}.${value}`) }));

  return (
    <>
      <PageHeader route="appUserList" description={t('usersApp.list.subtitle')} />
      <Card padding={0}>
        <ListFilters
          filtered={filtered}
          onClear={() => setFilters({ q: '', role: '', status: '', department: '' })}
          cols={{ base: 1, sm: 3 }}
          search={{
            value: filters.q,
            onSearch: (q) => setFilters({ q }, { replace: true }),
            placeholder: t('usersApp.list.search'),
          }}
        >
          <FilterSelect
            label={t('usersApp.fields.role')}
            data={options('roles', ROLES)}
            value={filters.role}
            onChange={(role) => setFilters({ role })}
          />
          <FilterSelect
            label={t('usersApp.fields.status')}
            data={options('status', STATUSES)}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
          />
          <FilterSelect
            label={t('usersApp.fields.department')}
            data={options('departments', DEPARTMENTS)}
            value={filters.department}
            onChange={(department) => setFilters({ department })}
          />
        </ListFilters>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-busy={users.isFetching}>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <Table.Th>{t('usersApp.list.columns.user')}</Table.Th>
                <Table.Th>{t('usersApp.fields.username')}</Table.Th>
                <Table.Th>{t('usersApp.fields.role')}</Table.Th>
                <Table.Th>{t('usersApp.fields.department')}</Table.Th>
                <Table.Th>{t('usersApp.fields.country')}</Table.Th>
                <Table.Th>{t('usersApp.fields.status')}</Table.Th>
                <Table.Th w={96}>{t('list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
              <TableStates
                columns={7}
                rows={rows.length}
                loading={users.isPending}
                error={users.error}
                module="account"
                onRetry={() => void users.refetch()}
                retrying={users.isFetching}
                skeleton={{ height: 28 }}
                empty={
                  <EmptyRows
                    icon={<IconUsers size={28} stroke={1.6} />}
                    title={filtered ? t('usersApp.list.emptyFiltered') : t('usersApp.list.empty')}
                  />
                }
              />
              {rows.map((user) => (
                <Table.Tr key={user.id} data-testid="demo-user-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar user={user} size={38} />
                      <div style={{ minWidth: 0 }}>
                        <Anchor
                          component={Link}
                          to={`${paths.appUserView}?id=${user.id}`}
                          size="sm"
                          fw={600}
                          c="var(--rh-heading-color)"
                        >
                          {user.name}
                        </Anchor>
                        <Text size="xs" c="dimmed" truncate>
                          {user.email}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      @{user.username}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <UserRole role={user.role} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`usersApp.departments.${user.department}`, { defaultValue: user.department })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.country}</Text>
                  </Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={user.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('usersApp.list.view', { name: user.name })}>
                        <ActionIcon
                          component={Link}
                          to={`${paths.appUserView}?id=${user.id}`}
                          variant="subtle"
                          color="gray"
                          aria-label={t('usersApp.list.view', { name: user.name })}
                        >
                          <IconEye size={18} stroke={1.6} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('usersApp.list.edit', { name: user.name })}>
                        <ActionIcon
                          component={Link}
                          to={`${paths.appUserEdit}?id=${user.id}`}
                          variant="subtle"
                          color="gray"
                          aria-label={t('usersApp.list.edit', { name: user.name })}
                        >
                          <IconEdit size={18} stroke={1.6} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter
          page={filters.page}
          perPage={filters.per_page}
          total={users.data?.total ?? 0}
          perPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(page) => setFilters({ page })}
          onPerPageChange={(per_page) => setFilters({ per_page })}
        />
      </Card>
    </>
  );
}
