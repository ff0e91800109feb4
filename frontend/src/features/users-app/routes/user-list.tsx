// /app/user/list: the sample users in a server-paged table with role,
// status and department filters and a search (all kept in the URL); each
// row opens the profile (/app/user/view) or the edit form (/app/user/edit).
import { ActionIcon, Anchor, Card, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyRows } from '@/components/ui/empty-rows';
import { ListFooter } from '@/components/ui/list-footer';
import { ListTable } from '@/components/ui/list-table';
import { PageHeader } from '@/components/ui/page-header';
import { TableStates } from '@/components/ui/table-states';
import { paths } from '@/config/routes';
import { anyFilter } from '@/lib/list-filters';
import { PER_PAGE_OPTIONS, useListParams } from '@/lib/list-params';
import { queryStates } from '@/lib/query-states';
import { useDemoUsers } from '../api/users';
import { UserAvatar, UserRole, UserStatusBadge } from '../components/user-badges';
import { UserFilters } from '../components/user-filters';
import { USER_FILTERS, demoUsersParams, demoUsersQuery } from '../lib/users';

/** Each row's links: its profile and its edit form. */
const rowLinks = [
  { label: 'usersApp.list.view', icon: IconEye, to: paths.appUserView },
  { label: 'usersApp.list.edit', icon: IconEdit, to: paths.appUserEdit },
] as const;

export function UserListRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(demoUsersParams);
  const users = useDemoUsers(demoUsersQuery(filters));
  const rows = users.data?.data ?? [];
  const filtered = anyFilter(filters, USER_FILTERS);

  return (
    <>
      <PageHeader route="appUserList" description={t('usersApp.list.subtitle')} />
      <Card padding={0}>
        <UserFilters filters={filters} onChange={setFilters} />
        <ListTable
          minWidth={900}
          highlightOnHover
          busy={users.isFetching}
          stale={users.isPlaceholderData}
          columns={[
            { label: t('usersApp.list.columns.user') },
            { label: t('usersApp.fields.username') },
            { label: t('usersApp.fields.role') },
            { label: t('usersApp.fields.department') },
            { label: t('usersApp.fields.country') },
            { label: t('usersApp.fields.status') },
            { label: t('list.actions'), w: 96 },
          ]}
        >
          <TableStates
            columns={7}
            rows={rows.length}
            module="account"
            {...queryStates(users)}
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
                  {rowLinks.map(({ label, icon: Icon, to }) => (
                    <Tooltip key={label} label={t(label, { name: user.name })}>
                      <ActionIcon
                        component={Link}
                        to={`${to}?id=${user.id}`}
                        variant="subtle"
                        color="gray"
                        aria-label={t(label, { name: user.name })}
                      >
                        <Icon size={18} stroke={1.6} />
                      </ActionIcon>
                    </Tooltip>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
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
