// /risk/category: Risk categories (everyone with risk.read can view; changes
// need category.manage). The category tree (root, sub and sub-sub categories)
// with the risks in each, expand / collapse, a name filter, and add, rename /
// describe, move and delete (refused while risks or sub-categories use it).
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconCategory,
  IconChevronDown,
  IconChevronRight,
  IconEdit,
  IconFolder,
  IconFolderOpen,
  IconListDetails,
  IconPlus,
  IconTags,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import surfaces from '@/components/ui/surfaces.module.css';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useRiskCategories, useRiskCategoryMutations, type RiskCategory } from '@/lib/api/risk-categories';
import { CategoryFormModal } from '../components/category-form-modal';
import classes from '../components/category-tree.module.css';
import { buildCategoryTree, categoryPath, flatten, MAX_LEVELS, type CategoryNode } from '../components/category-tree';
import { StatCard } from '../components/stat-card';

type FormState = { open: boolean; category: RiskCategory | null; parentId: string };

const LEVEL_COLOR = ['primary', 'info', 'success'] as const;

/** Rows to show: roots, and children of nodes not folded; with a filter, matches and their ancestors. */
function visible(
  roots: readonly CategoryNode<RiskCategory>[],
  collapsed: ReadonlySet<string>,
  q: string,
): CategoryNode<RiskCategory>[] {
  const needle = q.trim().toLowerCase();
  const matches = (node: CategoryNode<RiskCategory>): boolean =>
    node.item.name.toLowerCase().includes(needle) ||
    node.item.description.toLowerCase().includes(needle) ||
    node.children.some(matches);
  const out: CategoryNode<RiskCategory>[] = [];
  const walk = (node: CategoryNode<RiskCategory>) => {
    if (needle && !matches(node)) return;
    out.push(node);
    if (needle || !collapsed.has(node.item.id)) node.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

export function RiskCategoriesRoute() {
  const { t } = useTranslation();
  const canManage = useCan('category.manage');
  const categories = useRiskCategories();
  const { remove } = useRiskCategoryMutations();
  const [q, setQ] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [form, setForm] = useState<FormState>({ open: false, category: null, parentId: '' });
  const [deleting, setDeleting] = useState<CategoryNode<RiskCategory> | null>(null);

  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  const all = useMemo(() => flatten(tree), [tree]);
  const rows = visible(tree, collapsed, q);
  const selected = all.find((node) => node.item.id === selectedId) ?? null;
  const categorised = all.reduce((sum, node) => sum + node.item.risk_count, 0);
  const inUseError =
    isApiError(remove.error) && remove.error.status === 409 ? errorMessage(remove.error) : null;

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const openDelete = (node: CategoryNode<RiskCategory>) => {
    remove.reset();
    setDeleting(node);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.item.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('riskCategories.deleted', { name: deleting.item.name }) });
        if (selectedId === deleting.item.id) setSelectedId(null);
        setDeleting(null);
      },
      onError: (error) => {
        if (!(isApiError(error) && error.status === 409)) {
          notifications.show({ color: 'danger', message: errorMessage(error) });
        }
      },
    });
  };

  const blocked = deleting ? deleting.children.length > 0 || deleting.item.risk_count > 0 : false;

  return (
    <>
      <PageHeader
        route="settingsCategories"
        description={t('riskCategories.subtitle')}
        actions={
          canManage ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ open: true, category: null, parentId: '' })}>
              {t('riskCategories.add')}
            </Button>
          ) : null
        }
      />
      <Grid gutter="lg" mb="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StatCard
            label={t('riskCategories.stats.categories')}
            value={categories.data?.length}
            icon={IconTags}
            color="primary"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StatCard
            label={t('riskCategories.stats.roots')}
            value={categories.data ? tree.length : undefined}
            icon={IconCategory}
            color="info"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StatCard
            label={t('riskCategories.stats.risks')}
            value={categories.data ? categorised : undefined}
            icon={IconListDetails}
            color="success"
          />
        </Grid.Col>
      </Grid>

      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card padding={0}>
            <Group justify="space-between" px="lg" py="md" gap="sm">
              <SearchInput
                value={q}
                onSearch={setQ}
                placeholder={t('riskCategories.search')}
                w={{ base: '100%', sm: 280 }}
                delay={150}
              />
              <Group gap="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => setCollapsed(new Set())}>
                  {t('riskCategories.expandAll')}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  color="gray"
                  onClick={() => setCollapsed(new Set(all.filter((node) => node.children.length > 0).map((node) => node.item.id)))}
                >
                  {t('riskCategories.collapseAll')}
                </Button>
              </Group>
            </Group>
            <Group
              px="lg"
              py={8}
              gap="sm"
              className={surfaces.band}
              wrap="nowrap"
            >
              <Text size="xs" fw={600} tt="uppercase" c="dimmed" className={classes.name}>
                {t('riskCategories.columns.name')}
              </Text>
              <Text size="xs" fw={600} tt="uppercase" c="dimmed" className={classes.count}>
                {t('riskCategories.columns.risks')}
              </Text>
              {canManage ? <span className={classes.actions} /> : null}
            </Group>
            <div className={classes.scroller}>
              <div role="tree" aria-label={t('nav.items.categories')}>
                {categories.isPending
                  ? Array.from({ length: 5 }, (_, i) => (
                      <Group key={i} px="lg" py="sm">
                        <Skeleton height={22} />
                      </Group>
                    ))
                  : null}
                {!categories.isPending && rows.length === 0 ? (
                  <Stack align="center" gap="xs" py={48} px="lg" ta="center">
                    <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                      <IconTags size={26} />
                    </ThemeIcon>
                    <Text fw={600}>{q ? t('riskCategories.noMatches') : t('riskCategories.empty')}</Text>
                    {!q ? (
                      <Text size="sm" c="dimmed">
                        {canManage ? t('riskCategories.emptyHint') : t('riskCategories.emptyReadOnly')}
                      </Text>
                    ) : null}
                  </Stack>
                ) : null}
                {rows.map((node) => {
                  const category = node.item;
                  const hasChildren = node.children.length > 0;
                  const open = Boolean(q) || !collapsed.has(category.id);
                  const isSelected = category.id === selectedId;
                  return (
                    <div
                      key={category.id}
                      role="treeitem"
                      aria-level={node.depth + 1}
                      aria-expanded={hasChildren ? open : undefined}
                      aria-selected={isSelected}
                      aria-label={category.name}
                      tabIndex={0}
                      className={classes.row}
                      data-selected={isSelected || undefined}
                      data-testid="category-row"
                      onClick={() => setSelectedId(category.id)}
                      onKeyDown={(event) => {
                        if (event.target !== event.currentTarget) return;
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          setSelectedId(category.id);
                        } else if (event.key === 'ArrowRight' && hasChildren && !open) toggle(category.id);
                        else if (event.key === 'ArrowLeft' && hasChildren && open) toggle(category.id);
                      }}
                    >
                      {Array.from({ length: node.depth }, (_, i) => (
                        <span key={i} className={classes.guide} />
                      ))}
                      <span className={classes.toggle}>
                        {hasChildren ? (
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="sm"
                            tabIndex={-1}
                            aria-label={t(open ? 'riskCategories.collapse' : 'riskCategories.expand', {
                              name: category.name,
                            })}
                            onClick={(event) => {
                              event.stopPropagation();
                              toggle(category.id);
                            }}
                          >
                            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                          </ActionIcon>
                        ) : null}
                      </span>
                      <Group gap="sm" wrap="nowrap" className={classes.name}>
                        <ThemeIcon size={30} radius="md" variant="light" color={LEVEL_COLOR[node.depth] ?? 'gray'}>
                          {hasChildren && open ? <IconFolderOpen size={17} /> : <IconFolder size={17} />}
                        </ThemeIcon>
                        <div style={{ minWidth: 0 }}>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" fw={600} c="var(--rh-heading-color)" truncate>
                              {category.name}
                            </Text>
                            {node.misplaced ? (
                              <Tooltip label={t('riskCategories.misplacedHint')}>
                                <Badge size="xs" color="warning" variant="light" tt="none">
                                  {t('riskCategories.misplaced')}
                                </Badge>
                              </Tooltip>
                            ) : null}
                          </Group>
                          {category.description ? (
                            <Text size="xs" c="dimmed" truncate>
                              {category.description}
                            </Text>
                          ) : null}
                        </div>
                      </Group>
                      <span className={classes.count}>
                        <Tooltip label={t('riskCategories.countHint', { own: category.risk_count, total: node.total })}>
                          <Badge
                            variant="light"
                            color={node.total > 0 ? 'success' : 'gray'}
                            aria-label={t('riskCategories.riskCount', { count: node.total })}
                            data-testid="category-count"
                          >
                            {node.total}
                          </Badge>
                        </Tooltip>
                      </span>
                      {canManage ? (
                        <Group gap={0} wrap="nowrap" className={classes.actions}>
                          {node.depth + 1 < MAX_LEVELS ? (
                            <Tooltip label={t('riskCategories.addChild')}>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('riskCategories.addChildTo', { name: category.name })}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  setForm({ open: true, category: null, parentId: category.id });
                                }}
                              >
                                <IconPlus size={17} stroke={1.6} />
                              </ActionIcon>
                            </Tooltip>
                          ) : null}
                          <Tooltip label={t('riskCategories.edit')}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('riskCategories.editNamed', { name: category.name })}
                              onClick={(event) => {
                                event.stopPropagation();
                                setForm({ open: true, category, parentId: '' });
                              }}
                            >
                              <IconEdit size={17} stroke={1.6} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('riskCategories.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="danger"
                              aria-label={t('riskCategories.deleteNamed', { name: category.name })}
                              onClick={(event) => {
                                event.stopPropagation();
                                openDelete(node);
                              }}
                            >
                              <IconTrash size={17} stroke={1.6} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </div>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {selected ? (
            <Card data-testid="category-details">
              <Stack gap="md">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={44} radius="md" variant="light" color={LEVEL_COLOR[selected.depth] ?? 'gray'}>
                    <IconTags size={24} stroke={1.6} />
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Title order={2} fz={18} lh={1.3}>
                      {selected.item.name}
                    </Title>
                    <Text size="xs" c="dimmed" truncate>
                      {selected.depth === 0
                        ? t('riskCategories.level.0')
                        : categoryPath(tree, selected.item.id).slice(0, -1).join(' › ')}
                    </Text>
                  </div>
                </Group>
                <Text size="sm" c={selected.item.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
                  {selected.item.description || t('riskCategories.noDescription')}
                </Text>
                <Group gap="xl">
                  <div>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('riskCategories.ownRisks')}
                    </Text>
                    <Text fz={22} fw={600}>
                      {selected.item.risk_count}
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('riskCategories.totalRisks')}
                    </Text>
                    <Text fz={22} fw={600}>
                      {selected.total}
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('riskCategories.subCategories')}
                    </Text>
                    <Text fz={22} fw={600}>
                      {selected.children.length}
                    </Text>
                  </div>
                </Group>
                <Badge variant="light" color={LEVEL_COLOR[selected.depth] ?? 'gray'} tt="none" w="fit-content">
                  {t(`riskCategories.level.${Math.min(selected.depth, 2)}`)}
                </Badge>
                {canManage ? (
                  <Group gap="sm">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconEdit size={14} />}
                      onClick={() => setForm({ open: true, category: selected.item, parentId: '' })}
                    >
                      {t('riskCategories.edit')}
                    </Button>
                    {selected.depth + 1 < MAX_LEVELS ? (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPlus size={14} />}
                        onClick={() => setForm({ open: true, category: null, parentId: selected.item.id })}
                      >
                        {t('riskCategories.addChild')}
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            </Card>
          ) : (
            <Card>
              <Stack align="center" gap="sm" py="xl" ta="center">
                <ThemeIcon size={52} radius="xl" variant="light" color="primary">
                  <IconTags size={28} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600}>{t('riskCategories.pickTitle')}</Text>
                <Text size="sm" c="dimmed" maw={320}>
                  {t('riskCategories.pickHint')}
                </Text>
              </Stack>
            </Card>
          )}
        </Grid.Col>
      </Grid>

      {canManage ? (
        <>
          <CategoryFormModal
            opened={form.open}
            category={form.category}
            parentId={form.parentId}
            tree={tree}
            onClose={() => setForm((current) => ({ ...current, open: false }))}
            onSaved={(saved) => {
              setSelectedId(saved.id);
              if (saved.parent_id) {
                setCollapsed((current) => new Set([...current].filter((id) => id !== saved.parent_id)));
              }
            }}
          />
          <Modal
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            title={t('riskCategories.deleteTitle', { name: deleting?.item.name ?? '' })}
            centered
            radius="md"
          >
            <Stack gap="lg">
              <Text size="sm">{t('riskCategories.deleteBody')}</Text>
              {blocked && !inUseError ? (
                <Alert color="warning" variant="light" icon={<IconAlertCircle size={18} />}>
                  {t('riskCategories.inUseWarning', {
                    risks: deleting?.item.risk_count ?? 0,
                    children: deleting?.children.length ?? 0,
                  })}
                </Alert>
              ) : null}
              {inUseError ? (
                <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} data-testid="category-in-use">
                  {inUseError}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setDeleting(null)}>
                  {t('common.cancel')}
                </Button>
                <Button color="danger" onClick={confirmDelete} loading={remove.isPending} disabled={Boolean(inUseError)}>
                  {t('riskCategories.delete')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      ) : null}
    </>
  );
}
