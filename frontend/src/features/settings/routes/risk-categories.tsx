// /risk/category: Risk categories (everyone with risk.read can view; changes
// need category.manage). The category tree (root, sub and sub-sub categories)
// with the risks in each, expand / collapse, a name filter, and add, rename /
// describe, move and delete (refused while risks or sub-categories use it).
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCategory,
  IconEdit,
  IconListDetails,
  IconPlus,
  IconTags,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryDeleteModal } from '@/components/tree/category-delete-modal';
import { CATEGORY_ACTIONS_WIDTH, CategoryCountHeading, CategoryTreeRows } from '@/components/tree/category-tree-rows';
import { TreeHeader, TreeToolbar, TreeView } from '@/components/tree/tree-editor';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyRows } from '@/components/ui/empty-rows';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useRiskCategories, useRiskCategoryMutations, type RiskCategory } from '@/lib/api/risk-categories';
import { CategoryFormModal } from '../components/category-form-modal';
import {
  buildCategoryTree,
  categoryPath,
  CATEGORY_LEVEL_COLOR,
  flatten,
  MAX_LEVELS,
  visibleCategories,
  type CategoryNode,
} from '@/components/tree/category-tree';

type FormState = { open: boolean; category: RiskCategory | null; parentId: string };



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
  const rows = visibleCategories(tree, collapsed, q);
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
      <StatGrid>
        <StatCard
          label={t('riskCategories.stats.categories')}
          value={categories.data?.length}
          icon={IconTags}
          color="primary"
        />
        <StatCard
          label={t('riskCategories.stats.roots')}
          value={categories.data ? tree.length : undefined}
          icon={IconCategory}
          color="info"
        />
        <StatCard
          label={t('riskCategories.stats.risks')}
          value={categories.data ? categorised : undefined}
          icon={IconListDetails}
          color="success"
        />
      </StatGrid>

      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card padding={0}>
            <TreeToolbar
              search={
                <SearchInput
                  value={q}
                  onSearch={setQ}
                  placeholder={t('riskCategories.search')}
                  w={{ base: '100%', sm: 280 }}
                  delay={150}
                />
              }
              expandAllLabel={t('riskCategories.expandAll')}
              collapseAllLabel={t('riskCategories.collapseAll')}
              onExpandAll={() => setCollapsed(new Set())}
              onCollapseAll={() =>
                setCollapsed(new Set(all.filter((node) => node.children.length > 0).map((node) => node.item.id)))
              }
            />
            <TreeHeader name={t('riskCategories.columns.name')} actionsWidth={canManage ? CATEGORY_ACTIONS_WIDTH : undefined}>
              <CategoryCountHeading>{t('riskCategories.columns.risks')}</CategoryCountHeading>
            </TreeHeader>
            <TreeView
              label={t('nav.items.categories')}
              loading={categories.isPending}
              empty={
                rows.length === 0 ? (
                  <EmptyRows
                    color="gray"
                    icon={<IconTags size={26} />}
                    title={q ? t('riskCategories.noMatches') : t('riskCategories.empty')}
                    hint={!q ? (canManage ? t('riskCategories.emptyHint') : t('riskCategories.emptyReadOnly')) : null}
                  />
                ) : null
              }
            >
              <CategoryTreeRows
                rows={rows}
                filtered={Boolean(q)}
                collapsed={collapsed}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onToggle={toggle}
                canChange={canManage}
                onAddChild={(parentId) => setForm({ open: true, category: null, parentId })}
                onEdit={(category) => setForm({ open: true, category, parentId: '' })}
                onDelete={openDelete}
                textPrefix="riskCategories"
                ownCount={(category) => category.risk_count}
                countKey="riskCount"
              />
            </TreeView>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {selected ? (
            <Card data-testid="category-details">
              <Stack gap="md">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={44} radius="md" variant="light" color={CATEGORY_LEVEL_COLOR[selected.depth] ?? 'gray'}>
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
                <Badge variant="light" color={CATEGORY_LEVEL_COLOR[selected.depth] ?? 'gray'} tt="none" w="fit-content">
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
          <CategoryDeleteModal
            node={deleting}
            onClose={() => setDeleting(null)}
            onConfirm={confirmDelete}
            deleting={remove.isPending}
            textPrefix="riskCategories"
            warning={
              blocked
                ? t('riskCategories.inUseWarning', {
                    risks: deleting?.item.risk_count ?? 0,
                    children: deleting?.children.length ?? 0,
                  })
                : null
            }
            inUse={inUseError ? { message: inUseError } : null}
          />
        </>
      ) : null}
    </>
  );
}
