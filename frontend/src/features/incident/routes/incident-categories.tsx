// /incident/categories: incident categories (incident.read; changes need
// incident.write). The category tree (three levels at most, the shared tree
// editor of components/tree) with each category's notification deadline, loss
// threshold and incidents; add, rename / move / change, and delete (refused
// with 409 CATEGORY_IN_USE while incidents or sub-categories use it).
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCategory, IconClockHour4, IconEdit, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCategoryTree, flatten, MAX_LEVELS, type CategoryNode } from '@/components/tree/category-tree';
import {
  TreeColumnHeading,
  TreeHeader,
  TreeRow,
  TreeRowAction,
  TreeRowActions,
  TreeToolbar,
  TreeView,
} from '@/components/tree/tree-editor';
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

const LEVEL_COLOR = ['primary', 'info', 'success'] as const;
const ACTIONS_WIDTH = 110;

/** Rows to show: roots, and children of nodes not folded; with a filter, matches and their ancestors. */
function visible(roots: readonly Node[], collapsed: ReadonlySet<string>, q: string): Node[] {
  const needle = q.trim().toLowerCase();
  const matches = (node: Node): boolean =>
    node.item.name.toLowerCase().includes(needle) ||
    node.item.description.toLowerCase().includes(needle) ||
    node.children.some(matches);
  const out: Node[] = [];
  const walk = (node: Node) => {
    if (needle && !matches(node)) return;
    out.push(node);
    if (needle || !collapsed.has(node.item.id)) node.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

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
  const rows = visible(tree, collapsed, q);
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
        <TreeHeader name={t('incidentCategories.columns.name')} actionsWidth={canWrite ? ACTIONS_WIDTH : undefined}>
          <TreeColumnHeading className={classes.column}>{t('incidentCategories.columns.deadline')}</TreeColumnHeading>
          <TreeColumnHeading className={classes.column}>{t('incidentCategories.columns.threshold')}</TreeColumnHeading>
          <TreeColumnHeading className={classes.count}>{t('incidentCategories.columns.incidents')}</TreeColumnHeading>
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
          {rows.map((node) => {
            const category = node.item;
            const hasChildren = node.children.length > 0;
            const open = Boolean(q) || !collapsed.has(category.id);
            return (
              <TreeRow
                key={category.id}
                name={category.name}
                description={category.description}
                depth={node.depth}
                hasChildren={hasChildren}
                open={open}
                selected={category.id === selectedId}
                iconColor={LEVEL_COLOR[node.depth] ?? 'gray'}
                flag={
                  node.misplaced
                    ? { label: t('incidentCategories.misplaced'), hint: t('incidentCategories.misplacedHint') }
                    : null
                }
                toggleLabel={t(open ? 'incidentCategories.collapse' : 'incidentCategories.expand', { name: category.name })}
                testId="category-row"
                onSelect={() => setSelectedId(category.id)}
                onToggle={() => toggle(category.id)}
                actions={
                  canWrite ? (
                    <TreeRowActions width={ACTIONS_WIDTH}>
                      {node.depth + 1 < MAX_LEVELS ? (
                        <TreeRowAction
                          tooltip={t('incidentCategories.addChild')}
                          label={t('incidentCategories.addChildTo', { name: category.name })}
                          icon={<IconPlus size={17} stroke={1.6} />}
                          onClick={() => setForm({ open: true, category: null, parentId: category.id })}
                        />
                      ) : null}
                      <TreeRowAction
                        tooltip={t('incidentCategories.edit')}
                        label={t('incidentCategories.editNamed', { name: category.name })}
                        icon={<IconEdit size={17} stroke={1.6} />}
                        onClick={() => setForm({ open: true, category, parentId: '' })}
                      />
                      <TreeRowAction
                        tooltip={t('incidentCategories.delete')}
                        label={t('incidentCategories.deleteNamed', { name: category.name })}
                        color="danger"
                        icon={<IconTrash size={17} stroke={1.6} />}
                        onClick={() => openDelete(node)}
                      />
                    </TreeRowActions>
                  ) : null
                }
              >
                <Text size="sm" className={classes.column} c={category.notification_hours ? undefined : 'dimmed'}>
                  {category.notification_hours
                    ? t('incidentCategories.hours', { count: category.notification_hours })
                    : '—'}
                </Text>
                <Text size="sm" className={classes.column} c={category.loss_threshold ? undefined : 'dimmed'}>
                  <bdi>{category.loss_threshold ? formatNumber(category.loss_threshold, i18n.language) : '—'}</bdi>
                </Text>
                <span className={classes.count}>
                  <Tooltip label={t('incidentCategories.countHint', { own: category.incident_count, total: node.total })}>
                    <Badge
                      variant="light"
                      color={node.total > 0 ? 'success' : 'gray'}
                      aria-label={t('incidentCategories.incidentCount', { count: node.total })}
                      data-testid="category-count"
                    >
                      {node.total}
                    </Badge>
                  </Tooltip>
                </span>
              </TreeRow>
            );
          })}
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
          <Modal
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            title={t('incidentCategories.deleteTitle', { name: deleting?.item.name ?? '' })}
            centered
            radius="md"
          >
            <Stack gap="lg">
              <Text size="sm">{t('incidentCategories.deleteBody')}</Text>
              {blocked && !inUse ? (
                <Alert color="warning" variant="light" icon={<IconAlertCircle size={18} />}>
                  {t('incidentCategories.inUseWarning', {
                    incidents: deleting?.item.incident_count ?? 0,
                    children: deleting?.children.length ?? 0,
                  })}
                </Alert>
              ) : null}
              {inUse ? (
                <Alert
                  color="danger"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  title={t('incidentCategories.inUseTitle')}
                  data-testid="category-in-use"
                >
                  {t('incidentCategories.inUse')}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setDeleting(null)}>
                  {t('common.cancel')}
                </Button>
                <Button color="danger" onClick={confirmDelete} loading={remove.isPending} disabled={inUse}>
                  {t('incidentCategories.delete')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      ) : null}
    </>
  );
}
