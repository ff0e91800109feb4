// The rows of a category tree screen (risk categories in Settings, incident
// categories): name and description, expand / collapse, the misplaced flag,
// the row actions (add a sub-category, edit, delete) for who may change the
// tree, the feature's own columns (`columns`) and the count badge of the
// category's items (risks, incidents) with its sub-categories'. The texts are
// the feature's, under `textPrefix` (`misplaced`, `misplacedHint`, `expand`,
// `collapse`, `addChild`, `addChildTo`, `edit`, `editNamed`, `delete`,
// `deleteNamed`, `countHint` and the `countKey` plural).
import { Badge, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_LEVEL_COLOR, MAX_LEVELS, type CategoryInput, type CategoryNode } from './category-tree';
import classes from './category-tree-rows.module.css';
import { TreeColumnHeading, TreeRow, TreeRowAction, TreeRowActions } from './tree-editor';

/** Room for the three row actions (add a sub-category, edit, delete). */
export const CATEGORY_ACTIONS_WIDTH = 110;

type Category = CategoryInput & { description: string };

type CategoryTreeRowsProps<T extends Category> = {
  rows: readonly CategoryNode<T>[];
  /** A filter is on: every row shows open. */
  filtered: boolean;
  collapsed: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  /** Whether the row actions show. */
  canChange: boolean;
  onAddChild: (parentId: string) => void;
  onEdit: (category: T) => void;
  onDelete: (node: CategoryNode<T>) => void;
  textPrefix: string;
  /** The category's own count of items. */
  ownCount: (category: T) => number;
  /** The key (under `textPrefix`) of the count badge's label, e.g. `riskCount`. */
  countKey: string;
  /** The feature's own cells, before the count. */
  columns?: (node: CategoryNode<T>) => ReactNode;
};

/** The heading of the count column. */
export function CategoryCountHeading({ children }: { children: ReactNode }) {
  return <TreeColumnHeading className={classes.count}>{children}</TreeColumnHeading>;
}

export function CategoryTreeRows<T extends Category>({
  rows,
  filtered,
  collapsed,
  selectedId,
  onSelect,
  onToggle,
  canChange,
  onAddChild,
  onEdit,
  onDelete,
  textPrefix,
  ownCount,
  countKey,
  columns,
}: CategoryTreeRowsProps<T>) {
  const { t } = useTranslation();
  return rows.map((node) => {
    const category = node.item;
    const hasChildren = node.children.length > 0;
    const open = filtered || !collapsed.has(category.id);
    return (
      <TreeRow
        key={category.id}
        name={category.name}
        description={category.description}
        depth={node.depth}
        hasChildren={hasChildren}
        open={open}
        selected={category.id === selectedId}
        iconColor={CATEGORY_LEVEL_COLOR[node.depth] ?? 'gray'}
        flag={node.misplaced ? { label: t(`${textPrefix}.misplaced`), hint: t(`${textPrefix}.misplacedHint`) } : null}
        toggleLabel={t(open ? `${textPrefix}.collapse` : `${textPrefix}.expand`, { name: category.name })}
        testId="category-row"
        onSelect={() => onSelect(category.id)}
        onToggle={() => onToggle(category.id)}
        actions={
          canChange ? (
            <TreeRowActions width={CATEGORY_ACTIONS_WIDTH}>
              {node.depth + 1 < MAX_LEVELS ? (
                <TreeRowAction
                  tooltip={t(`${textPrefix}.addChild`)}
                  label={t(`${textPrefix}.addChildTo`, { name: category.name })}
                  icon={<IconPlus size={17} stroke={1.6} />}
                  onClick={() => onAddChild(category.id)}
                />
              ) : null}
              <TreeRowAction
                tooltip={t(`${textPrefix}.edit`)}
                label={t(`${textPrefix}.editNamed`, { name: category.name })}
                icon={<IconEdit size={17} stroke={1.6} />}
                onClick={() => onEdit(category)}
              />
              <TreeRowAction
                tooltip={t(`${textPrefix}.delete`)}
                label={t(`${textPrefix}.deleteNamed`, { name: category.name })}
                color="danger"
                icon={<IconTrash size={17} stroke={1.6} />}
                onClick={() => onDelete(node)}
              />
            </TreeRowActions>
          ) : null
        }
      >
        {columns?.(node)}
        <span className={classes.count}>
          <Tooltip label={t(`${textPrefix}.countHint`, { own: ownCount(category), total: node.total })}>
            <Badge
              variant="light"
              color={node.total > 0 ? 'success' : 'gray'}
              aria-label={t(`${textPrefix}.${countKey}`, { count: node.total })}
              data-testid="category-count"
            >
              {node.total}
            </Badge>
          </Tooltip>
        </span>
      </TreeRow>
    );
  });
}
