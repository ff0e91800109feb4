// The todo app (/todo/all, /todo/:filter; spec sections 2, 4, 5): a sidebar of
// filters and tags, a search, the caller's tasks newest first a page at a
// time, toggles in place, add and edit in a drawer, the one-way trash.
import { Box, Button, Card, Center, Divider, Flex, Group, Loader, NavLink, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconChecks,
  IconListCheck,
  IconPlus,
  IconPoint,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { handleApiError } from '@/lib/api-client';
import { useTaskMutations, useTasks, type Task } from '../api/todo';
import { TaskDrawer } from '../components/task-drawer';
import { TaskRow } from '../components/task-row';
import { FILTERS, parseRouteFilter, routeParam, TAGS, toggled, type FilterName, type Toggle } from '../lib/todo-filter';

const FILTER_ICONS: Record<FilterName, Icon> = {
  all: IconListCheck,
  starred: IconStar,
  important: IconAlertCircle,
  completed: IconChecks,
  trashed: IconTrash,
};

export function TodoRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const filter = parseRouteFilter(params.filter) ?? { filter: 'all' as const };
  const current = routeParam(filter);
  const [q, setQ] = useState('');
  const [drawer, setDrawer] = useState<{ opened: boolean; task: Task | null }>({ opened: false, task: null });
  const tasks = useTasks(filter, q);
  const { update, trash } = useTaskMutations();
  const rows = tasks.data?.pages.flat() ?? [];

  const onToggle = (task: Task, flag: Toggle) => update.mutate(toggled(task, flag), { onError: handleApiError });
  const onTrash = (task: Task) =>
    trash.mutate(task.id, {
      onSuccess: () => notifications.show({ color: 'success', message: t('todo.notices.trashed') }),
      onError: handleApiError,
    });

  return (
    <>
      <PageHeader route="todo" />
      <Card padding={0} radius="md" withBorder>
        <Flex direction={{ base: 'column', sm: 'row' }} mih={560}>
          <Box w={{ base: '100%', sm: 250 }} p="md" style={{ flexShrink: 0 }}>
            <Button fullWidth leftSection={<IconPlus size={18} />} onClick={() => setDrawer({ opened: true, task: null })}>
              {t('todo.addTask')}
            </Button>
            <Stack gap={2} mt="md" component="nav" aria-label={t('todo.filtersLabel')}>
              {FILTERS.map((name) => {
                const FilterIcon = FILTER_ICONS[name];
                return (
                  <NavLink
                    key={name}
                    component={Link}
                    to={`/todo/${name}`}
                    label={t(`todo.filters.${name}`)}
                    leftSection={<FilterIcon size={18} stroke={1.7} />}
                    active={current === name}
                    variant="light"
                    style={{ borderRadius: 6 }}
                  />
                );
              })}
            </Stack>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed" mt="lg" mb={6} px="sm">
              {t('todo.tagsTitle')}
            </Text>
            <Stack gap={2}>
              {TAGS.map((tag) => (
                <NavLink
                  key={tag.value}
                  component={Link}
                  to={`/todo/${tag.value}`}
                  label={t(`todo.tags.${tag.value}`)}
                  leftSection={<IconPoint size={18} fill={`var(--mantine-color-${tag.color}-filled)`} color={`var(--mantine-color-${tag.color}-filled)`} />}
                  active={current === tag.value}
                  variant="light"
                  style={{ borderRadius: 6 }}
                />
              ))}
            </Stack>
          </Box>
          <Divider orientation="vertical" visibleFrom="sm" />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group px="lg" py="sm" gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <SearchInput value={q} onSearch={setQ} placeholder={t('todo.searchPlaceholder')} style={{ flex: 1 }} />
            </Group>
            <ScrollArea.Autosize mah={640}>
              {tasks.isPending ? (
                <Center py="xl">
                  <Loader size="sm" />
                </Center>
              ) : tasks.isError ? (
                <Center py="xl">
                  <Stack align="center" gap="xs">
                    <Text c="dimmed">{t('todo.failed')}</Text>
                    <Button variant="light" size="xs" onClick={() => void tasks.refetch()}>
                      {t('common.tryAgain')}
                    </Button>
                  </Stack>
                </Center>
              ) : rows.length === 0 ? (
                <Center py={60}>
                  <Stack align="center" gap="xs">
                    <ThemeIcon size={48} radius="xl" variant="light" color="primary">
                      <IconListCheck size={26} />
                    </ThemeIcon>
                    <Text fw={500}>{t('todo.empty')}</Text>
                    <Text size="sm" c="dimmed">
                      {q ? t('todo.emptySearch') : t('todo.emptyHint')}
                    </Text>
                  </Stack>
                </Center>
              ) : (
                <div role="list" aria-label={t('todo.listLabel')}>
                  {rows.map((task) => (
                    <div role="listitem" key={task.id}>
                      <TaskRow task={task} onOpen={(opened) => setDrawer({ opened: true, task: opened })} onToggle={onToggle} onTrash={onTrash} />
                    </div>
                  ))}
                </div>
              )}
              {tasks.hasNextPage ? (
                <Center py="md">
                  <Button variant="subtle" onClick={() => void tasks.fetchNextPage()} loading={tasks.isFetchingNextPage}>
                    {t('todo.loadMore')}
                  </Button>
                </Center>
              ) : null}
            </ScrollArea.Autosize>
          </Box>
        </Flex>
      </Card>
      <TaskDrawer opened={drawer.opened} task={drawer.task} onClose={() => setDrawer((d) => ({ ...d, opened: false }))} />
    </>
  );
}
