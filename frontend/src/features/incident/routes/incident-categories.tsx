// /incident/categories: incident categories (incident.read; changes need
// incident.write). The category tree (three levels at most, the shared tree
// editor of components/tree) with each category's notification deadline, loss
// threshold and incidents; add, rename / move / change, and delete (refused
// with 409 CATEGORY_IN_USE while incidents or sub-categories use it).
import { Button, Card, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCategory, IconClockHour4, IconPlus, IconTags } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryDeleteModal } from '@/components/tree/category-delete-modal';
import { buildCategoryTree, flatten, visibleCategories, type CategoryNode } from '@/components/tree/category-tree';
import { CATEGORY_ACTIONS_WIDTH, CategoryCountHeading, CategoryTreeRows } from '@/components/tree/category-tree-rows';
import { TreeColumnHeading, TreeHeader, TreeToolbar, TreeView } from '@/components/tree/tree-editor';
import { EmptyRows } from '@/components/ui/empty-rows';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { handleApiError, isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useIncidentCategories, useIncidentCategoryMutations } from '../api/categories';
import type { IncidentCategory } from '../api/types';
import { IncidentCategoryFormModal } from '../components/categories/category-form-modal';
import classes from '../components/categories/categories.module.css';

type Node = CategoryNode<IncidentCategory>;
type FormState = { open: boolean; category: IncidentCategory | null; parentId: string };


export function IncidentCategoriesRoute() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('incident.write');
  const categories = useIncidentCategories();
  const { remove } = useIncidentCategoryMutations();
  const [q, setQ] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [form, setForm] = useState<FormState>({ open: false, category: null, parentId: '' });
  const [deleting, setDeleting] = useState<Node | null>(null);

  const tree = useMemo(
    () => buildCategoryTree(categories.data ?? [], (category) => category.incident_count),
    [categories.data],
  );
  const all = useMemo(() => flatten(tree), [tree]);
  const rows = visibleCategories(tree, collapsed, q);
  const inUse = isApiError(remove.error) && remove.error.code === 'CATEGORY_IN_USE';
  const withDeadline = all.filter((node) => node.item.notification_hours > 0).length;
  const incidents = all.reduce((sum, node) => sum + node.item.incident_count, 0);

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const openDelete = (node: Node) => {
    remove.reset();
    setDeleting(node);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.item.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('incidentCategories.deleted', { name: deleting.item.name }) });
        if (selectedId === deleting.item.id) setSelectedId(null);
        setDeleting(null);
      },
      onError: (error) => {
        if (!(isApiError(error) && error.code === 'CATEGORY_IN_USE')) handleApiError(error);
      },
    });
  };

  const blocked = deleting ? deleting.children.length > 0 || deleting.item.incident_count > 0 : false;

  return (
    <>
      <PageHeader
        route="incidentCategories"
        description={t('incidentCategories.subtitle')}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ open: true, category: null, parentId: '' })}>
              {t('incidentCategories.add')}
            </Button>
          ) : null
        }
      />
      <StatGrid>
        <StatCard label={t('incidentCategories.stats.categories')} value={categories.data?.length} icon={IconTags} color="primary" />
        <StatCard
          label={t('incidentCategories.stats.withDeadline')}
          value={categories.data ? withDeadline : undefined}
          icon={IconClockHour4}
          color="warning"
        />
        <StatCard
          label={t('incidentCategories.stats.incidents')}
          value={categories.data ? incidents : undefined}
          icon={IconCategory}
          color="success"
        />
      </StatGrid>

      <Card padding={0}>
        <TreeToolbar
          search={
            <SearchInput
              value={q}
              onSearch={setQ}
              placeholder={t('incidentCategories.search')}
              w={{ base: '100%', sm: 280 }}
              delay={150}
            />
          }
          expandAllLabel={t('incidentCategories.expandAll')}
          collapseAllLabel={t('incidentCategories.collapseAll')}
          onExpandAll={() => setCollapsed(new Set())}
          onCollapseAll={() => setCollapsed(new Set(all.filter((node) => node.children.length > 0).map((node) => node.item.id)))}
        />
        <TreeHeader name={t('incidentCategories.columns.name')} actionsWidth={canWrite ? CATEGORY_ACTIONS_WIDTH : undefined}>
          <TreeColumnHeading className={classes.column}>{t('incidentCategories.columns.deadline')}</TreeColumnHeading>
          <TreeColumnHeading className={classes.column}>{t('incidentCategories.columns.threshold')}</TreeColumnHeading>
          <CategoryCountHeading>{t('incidentCategories.columns.incidents')}</CategoryCountHeading>
        </TreeHeader>
        <TreeView
          label={t('nav.items.incidentCategories')}
          loading={categories.isPending}
          empty={
            rows.length === 0 ? (
              <EmptyRows
                color="gray"
                icon={<IconTags size={26} />}
                title={
                  categories.error
                    ? t('incidentCategories.failed')
                    : q
                      ? t('incidentCategories.noMatches')
                      : t('incidentCategories.empty')
                }
                hint={!q && !categories.error ? (canWrite ? t('incidentCategories.emptyHint') : null) : null}
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
            canChange={canWrite}
            onAddChild={(parentId) => setForm({ open: true, category: null, parentId })}
            onEdit={(category) => setForm({ open: true, category, parentId: '' })}
            onDelete={openDelete}
            textPrefix="incidentCategories"
            ownCount={(category) => category.incident_count}
            countKey="incidentCount"
            columns={({ item: category }) => (
              <>
                <Text size="sm" className={classes.column} c={category.notification_hours ? undefined : 'dimmed'}>
                  {category.notification_hours ? t('incidentCategories.hours', { count: category.notification_hours }) : '—'}
                </Text>
                <Text size="sm" className={classes.column} c={category.loss_threshold ? undefined : 'dimmed'}>
                  <bdi>{category.loss_threshold ? formatNumber(category.loss_threshold, i18n.language) : '—'}</bdi>
                </Text>
              </>
            )}
          />
        </TreeView>
      </Card>

      {canWrite ? (
        <>
          <IncidentCategoryFormModal
            opened={form.open}
            category={form.category}
            parentId={form.parentId}
            tree={tree}
            onClose={() => setForm((current) => ({ ...current, open: false }))}
            onSaved={(saved) => {
              setSelectedId(saved.id);
              if (saved.parent_id) setCollapsed((current) => new Set([...current].filter((id) => id !== saved.parent_id)));
            }}
          />
          <CategoryDeleteModal
            node={deleting}
            onClose={() => setDeleting(null)}
            onConfirm={confirmDelete}
            deleting={remove.isPending}
            textPrefix="incidentCategories"
            warning={
              blocked
                ? t('incidentCategories.inUseWarning', {
                    incidents: deleting?.item.incident_count ?? 0,
                    children: deleting?.children.length ?? 0,
                  })
                : null
            }
            inUse={inUse ? { title: t('incidentCategories.inUseTitle'), message: t('incidentCategories.inUse') } : null}
          />
        </>
      ) : null}
    </>
  );
}
