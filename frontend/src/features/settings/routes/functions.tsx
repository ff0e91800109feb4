// /department: Functions (needs settings.manage to open; writing needs it
// too). The organisation tree with head and member count per function,
// expand/collapse, search, and the selected function's details and members.
import {
  Avatar,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBinaryTree,
  IconEdit,
  IconPlus,
  IconSitemap,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import {
  TreeColumnHeading,
  TreeHeader,
  TreeRow,
  TreeRowAction,
  TreeRowActions,
  TreeToolbar,
  TreeView,
} from '@/components/tree/tree-editor';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import surfaces from '@/components/ui/surfaces.module.css';
import { EmptyRows } from '@/components/ui/empty-rows';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { initials } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { OrgFunction } from '../api/types';
import { useFunctionMutations, useFunctions } from '@/lib/api/functions';
import { useUsers } from '@/lib/api/users';
import { RoleLabel, StatusBadge } from '../components/badges';
import { roleLook } from '../components/role-look';
import { FunctionFormModal } from '../components/function-form-modal';
import classes from '../components/functions.module.css';
import { buildTree, parentIds, pathTo, visibleRows, type TreeNode } from '@/components/tree/tree';

type FormState = { open: boolean; fn: OrgFunction | null; parentId: string | null };

/** Room for the three row actions (add a sub-function, edit, delete). */
const ACTIONS_WIDTH = 90;

function Members({ fn }: { fn: OrgFunction }) {
  const { t } = useTranslation();
  const members = useUsers({ page: 1, per_page: 100, function_id: fn.id });
  const rows = members.data?.data ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('settings.functions.members')}
        </Text>
        <Badge variant="light" color="primary" tt="none">
          {members.data?.total ?? fn.member_count}
        </Badge>
      </Group>
      {members.isPending ? (
        <Stack gap="xs">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {t('settings.functions.noMembers')}
        </Text>
      ) : (
        <Stack gap={0} data-testid="function-members">
          {rows.map((user) => (
            <Group key={user.id} gap="sm" py={8} wrap="nowrap" className={surfaces.divided}>
              <Avatar radius="xl" size={34} color={roleLook(user.role).color} variant="light" src={user.avatar || null}>
                {initials(user.name)}
              </Avatar>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {user.name}
                  {fn.head_user_id === user.id ? (
                    <Badge ms={6} size="xs" variant="light" color="warning" tt="none">
                      {t('settings.functions.headBadge')}
                    </Badge>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </div>
              <RoleLabel role={user.role} />
              {user.status === 'active' ? null : <StatusBadge status={user.status} />}
            </Group>
          ))}
          {(members.data?.total ?? 0) > rows.length ? (
            <Text size="xs" c="dimmed" pt="xs">
              {t('settings.functions.moreMembers', { count: (members.data?.total ?? 0) - rows.length })}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function Details({
  fn,
  tree,
  canManage,
  onEdit,
  onAddChild,
}: {
  fn: OrgFunction;
  tree: readonly TreeNode<OrgFunction>[];
  canManage: boolean;
  onEdit: () => void;
  onAddChild: () => void;
}) {
  const { t } = useTranslation();
  const trail = pathTo(tree, fn.id);
  return (
    <Card data-testid="function-details">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={44} radius="md" variant="light" color="primary">
              <IconSitemap size={24} stroke={1.6} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz={18} lh={1.3}>
                {fn.name}
              </Title>
              {trail.length > 1 ? (
                <Text size="xs" c="dimmed" truncate>
                  {trail
                    .slice(0, -1)
                    .map((step) => step.name)
                    .join(' › ')}
                </Text>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('settings.functions.topLevel')}
                </Text>
              )}
            </div>
          </Group>
          {canManage ? (
            <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={onEdit} style={{ flex: 'none' }}>
              {t('settings.functions.edit')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c={fn.description ? undefined : 'dimmed'}>
          {fn.description || t('settings.functions.noDescription')}
        </Text>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('settings.functions.head')}
            </Text>
            {fn.head_name ? (
              <Group gap={8} mt={4} wrap="nowrap">
                <Avatar size={26} radius="xl" color="warning" variant="light">
                  {initials(fn.head_name)}
                </Avatar>
                <Text size="sm" fw={500}>
                  {fn.head_name}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" mt={4}>
                {t('settings.functions.noHead')}
              </Text>
            )}
          </div>
        </Group>
        <Divider />
        <Members fn={fn} />
        {canManage ? (
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAddChild}>
            {t('settings.functions.addChild')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

export function FunctionsRoute() {
  const { t } = useTranslation();
  const canManage = useCan('settings.manage');
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const selectedId = search.get('selected');
  const functions = useFunctions({ q });
  const everything = useFunctions();
  const users = useUsers({ page: 1, per_page: 100, status: 'active' }, { enabled: canManage });
  const { remove } = useFunctionMutations();

  const tree = useMemo(() => buildTree(functions.data ?? []), [functions.data]);
  const fullTree = useMemo(() => buildTree(everything.data ?? []), [everything.data]);
  // Everything starts expanded; this holds what the user folded. A new search unfolds everything.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [searched, setSearched] = useState(q);
  if (searched !== q) {
    setSearched(q);
    setCollapsed(new Set());
  }
  const [form, setForm] = useState<FormState>({ open: false, fn: null, parentId: null });
  const [deleting, setDeleting] = useState<OrgFunction | null>(null);

  const openSet = useMemo(() => new Set(parentIds(tree).filter((id) => !collapsed.has(id))), [tree, collapsed]);
  const rows = visibleRows(tree, openSet);
  const selected = (everything.data ?? []).find((fn) => fn.id === selectedId) ?? null;
  const all = everything.data ?? [];

  const select = (id: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('selected', id);
        else next.delete('selected');
        return next;
      },
      { replace: true },
    );
  const setQuery = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const totalMembers = all.reduce((sum, fn) => sum + fn.member_count, 0);
  const headed = all.filter((fn) => fn.head_user_id).length;

  return (
    <>
      <PageHeader
        route="settingsFunctions"
        description={t('settings.functions.subtitle')}
        actions={
          canManage ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ open: true, fn: null, parentId: null })}>
              {t('settings.functions.add')}
            </Button>
          ) : null
        }
      />
      <StatGrid>
        <StatCard
          label={t('settings.functions.stats.functions')}
          value={everything.data?.length}
          icon={IconBinaryTree}
          color="primary"
        />
        <StatCard
          label={t('settings.functions.stats.members')}
          value={everything.data ? totalMembers : undefined}
          icon={IconUsers}
          color="success"
        />
        <StatCard
          label={t('settings.functions.stats.withHead')}
          value={everything.data ? headed : undefined}
          icon={IconSitemap}
          color="warning"
        />
      </StatGrid>
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card padding={0}>
            <TreeToolbar
              search={
                <SearchInput value={q} onSearch={setQuery} placeholder={t('settings.functions.search')} w={{ base: '100%', sm: 280 }} />
              }
              expandAllLabel={t('settings.functions.expandAll')}
              collapseAllLabel={t('settings.functions.collapseAll')}
              onExpandAll={() => setCollapsed(new Set())}
              onCollapseAll={() => setCollapsed(new Set(parentIds(tree)))}
            />
            <TreeHeader name={t('settings.functions.columns.name')} actionsWidth={canManage ? ACTIONS_WIDTH : undefined}>
              <TreeColumnHeading className={classes.head}>{t('settings.functions.columns.head')}</TreeColumnHeading>
              <TreeColumnHeading w={70} ta="center">
                {t('settings.functions.columns.members')}
              </TreeColumnHeading>
            </TreeHeader>
            <TreeView
              label={t('nav.items.functions')}
              loading={functions.isPending}
              empty={
                rows.length === 0 ? (
                  <EmptyRows
                    color="gray"
                    icon={<IconSitemap size={26} />}
                    title={q ? t('settings.functions.noMatches') : t('settings.functions.empty')}
                    hint={!q && canManage ? t('settings.functions.emptyHint') : null}
                  />
                ) : null
              }
            >
              {rows.map(({ node, expanded: open, hasChildren }) => {
                const fn = node.item;
                return (
                  <TreeRow
                    key={fn.id}
                    name={fn.name}
                    description={fn.description}
                    depth={node.depth}
                    hasChildren={hasChildren}
                    open={open}
                    selected={fn.id === selectedId}
                    iconColor={node.depth === 0 ? 'primary' : 'info'}
                    flag={
                      node.misplaced
                        ? { label: t('settings.functions.orphan'), hint: t('settings.functions.orphanHint') }
                        : null
                    }
                    toggleLabel={t(open ? 'settings.functions.collapse' : 'settings.functions.expand', { name: fn.name })}
                    onSelect={() => select(fn.id)}
                    onToggle={() => toggle(fn.id)}
                    actions={
                      canManage ? (
                        <TreeRowActions width={ACTIONS_WIDTH}>
                          <TreeRowAction
                            tooltip={t('settings.functions.addChild')}
                            label={t('settings.functions.addChildTo', { name: fn.name })}
                            icon={<IconPlus size={17} stroke={1.6} />}
                            onClick={() => setForm({ open: true, fn: null, parentId: fn.id })}
                          />
                          <TreeRowAction
                            tooltip={t('settings.functions.edit')}
                            label={t('settings.functions.editNamed', { name: fn.name })}
                            icon={<IconEdit size={17} stroke={1.6} />}
                            onClick={() => setForm({ open: true, fn, parentId: null })}
                          />
                          <TreeRowAction
                            tooltip={t('settings.functions.delete')}
                            label={t('settings.functions.deleteNamed', { name: fn.name })}
                            color="danger"
                            icon={<IconTrash size={17} stroke={1.6} />}
                            onClick={() => setDeleting(fn)}
                          />
                        </TreeRowActions>
                      ) : null
                    }
                  >
                    <Group gap={6} wrap="nowrap" className={classes.head}>
                      {fn.head_name ? (
                        <>
                          <Avatar size={24} radius="xl" color="warning" variant="light">
                            {initials(fn.head_name)}
                          </Avatar>
                          <Text size="sm" truncate>
                            {fn.head_name}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Group>
                    <Group w={70} justify="center">
                      <Badge
                        variant="light"
                        color={fn.member_count > 0 ? 'success' : 'gray'}
                        leftSection={<IconUsers size={11} />}
                        aria-label={t('settings.functions.memberCount', { count: fn.member_count })}
                      >
                        {fn.member_count}
                      </Badge>
                    </Group>
                  </TreeRow>
                );
              })}
            </TreeView>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {selected ? (
            <Details
              fn={selected}
              tree={fullTree}
              canManage={canManage}
              onEdit={() => setForm({ open: true, fn: selected, parentId: null })}
              onAddChild={() => setForm({ open: true, fn: null, parentId: selected.id })}
            />
          ) : (
            <Card>
              <Stack align="center" gap="sm" py="xl" ta="center">
                <ThemeIcon size={52} radius="xl" variant="light" color="primary">
                  <IconSitemap size={28} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600}>{t('settings.functions.pickTitle')}</Text>
                <Text size="sm" c="dimmed" maw={320}>
                  {t('settings.functions.pickHint')}
                </Text>
                {all.length > 0 ? (
                  <UnstyledButton onClick={() => select(tree[0]?.item.id ?? null)}>
                    <Text size="sm" c="primary" fw={500}>
                      {t('settings.functions.openFirst')}
                    </Text>
                  </UnstyledButton>
                ) : null}
              </Stack>
            </Card>
          )}
        </Grid.Col>
      </Grid>

      {canManage ? (
        <>
          <FunctionFormModal
            opened={form.open}
            fn={form.fn}
            parentId={form.parentId}
            tree={fullTree}
            functions={all}
            users={users.data?.data ?? []}
            onClose={() => setForm((current) => ({ ...current, open: false }))}
            onSaved={(saved) => {
              select(saved.id);
              const parent = saved.parent_id;
              if (parent) {
                setCollapsed((current) => new Set([...current].filter((id) => id !== parent)));
              }
            }}
          />
          <ConfirmModal
            opened={deleting !== null}
            title={t('settings.functions.deleteTitle', { name: deleting?.name ?? '' })}
            confirmLabel={t('settings.functions.delete')}
            loading={remove.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notifications.show({
                    color: 'success',
                    message: t('settings.functions.deleted', { name: deleting.name }),
                  });
                  if (selectedId === deleting.id) select(null);
                  setDeleting(null);
                },
              })
            }
          >
            {t('settings.functions.deleteBody')}
          </ConfirmModal>
        </>
      ) : null}
    </>
  );
}
