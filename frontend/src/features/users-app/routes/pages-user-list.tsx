// /pages/user/list: the sample users as a grid of cards (the template's
// "pages" style), with the same server paging, filters and search as the
// app's table.
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/api-client';
import { anyFilter } from '@/lib/list-filters';
import { useListParams } from '@/lib/list-params';
import { useDemoUsers } from '../api/users';
import { UserAvatar, UserRole, UserStatusBadge } from '../components/user-badges';
import { UserFilters } from '../components/user-filters';
import { USER_FILTERS, demoUsersParams, demoUsersQuery } from '../lib/users';

const CARD_PAGE_SIZES = [12, 24, 48] as const;

export function PagesUserListRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListParams(demoUsersParams);
  // Cards come by the dozen: a grid of 3 or 4 columns stays full.
  const perPage = (CARD_PAGE_SIZES as readonly number[]).includes(filters.per_page) ? filters.per_page : 12;
  const users = useDemoUsers({ ...demoUsersQuery(filters), perPage });
  const rows = users.data?.data ?? [];
  const filtered = anyFilter(filters, USER_FILTERS);

  return (
    <>
      <PageHeader route="pagesUserList" description={t('usersApp.cards.subtitle')} />
      <Card padding={0} mb="lg">
        <UserFilters filters={filters} onChange={setFilters} />
      </Card>
      {users.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : users.isError && rows.length === 0 ? (
        <EmptyState icon={IconUsers} title={t('usersApp.loadFailed')} description={errorMessage(users.error)} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={IconUsers}
          title={filtered ? t('usersApp.list.emptyFiltered') : t('usersApp.list.empty')}
          description={t('usersApp.list.emptyHint')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg" style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((user) => (
            <Card key={user.id} padding="lg" data-testid="demo-user-card">
              <Stack align="center" gap={6}>
                <UserAvatar user={user} size={72} />
                <Text fw={600} fz="lg" ta="center" c="var(--rh-heading-color)">
                  {user.name}
                </Text>
                <Group gap="xs">
                  <UserRole role={user.role} />
                  <UserStatusBadge status={user.status} />
                </Group>
                <Badge variant="light" color="gray" tt="none">
                  {t(`usersApp.departments.${user.department}`)} · {user.company}
                </Badge>
              </Stack>
              <Stack gap={6} mt="md">
                <Group gap={8} wrap="nowrap">
                  <IconMail size={16} stroke={1.6} aria-hidden />
                  <Text size="sm" truncate>
                    {user.email}
                  </Text>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconMapPin size={16} stroke={1.6} aria-hidden />
                  <Text size="sm" truncate>
                    {user.location.city}, {user.country}
                  </Text>
                </Group>
              </Stack>
              <Button component={Link} to={`${paths.pagesUserView}?id=${user.id}`} variant="light" fullWidth mt="md">
                {t('usersApp.cards.profile')}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Card padding={0} mt="lg">
        <ListFooter
          page={filters.page}
          perPage={perPage}
          total={users.data?.total ?? 0}
          perPageOptions={CARD_PAGE_SIZES}
          onPageChange={(page) => setFilters({ page })}
          onPerPageChange={(per_page) => setFilters({ per_page })}
        />
      </Card>
    </>
  );
}
