// The parts of a tree editor (Settings' Functions and Risk Categories): the
// toolbar with search and expand/collapse all, the column header band, the
// tree with its loading and empty states, and a row with indentation guides,
// an expand toggle, a folder icon, the name, a warning flag, the description,
// the feature's own columns and its row actions. Keyboard: Enter or Space
// selects, ArrowRight opens, ArrowLeft closes.
import { ActionIcon, Badge, Button, Group, Skeleton, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFolder, IconFolderOpen } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import surfaces from '@/components/ui/surfaces.module.css';
import classes from './tree-editor.module.css';

/** Search on the left; "expand all" and "collapse all" on the right. */
export function TreeToolbar({
  search,
  expandAllLabel,
  collapseAllLabel,
  onExpandAll,
  onCollapseAll,
}: {
  search: ReactNode;
  expandAllLabel: string;
  collapseAllLabel: string;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  return (
    <Group justify="space-between" px="lg" py="md" gap="sm">
      {search}
      <Group gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={onExpandAll}>
          {expandAllLabel}
        </Button>
        <Button variant="subtle" size="compact-sm" color="gray" onClick={onCollapseAll}>
          {collapseAllLabel}
        </Button>
      </Group>
    </Group>
  );
}

/** A column heading of the header band. */
export function TreeColumnHeading({ className, children, ...props }: { className?: string; children: ReactNode; w?: number; ta?: 'center' }) {
  return (
    <Text size="xs" fw={600} tt="uppercase" c="dimmed" className={className} {...props}>
      {children}
    </Text>
  );
}

/** The header band: the name column, the feature's columns, room for the actions. */
export function TreeHeader({ name, children, actionsWidth }: { name: string; children?: ReactNode; actionsWidth?: number }) {
  return (
    <Group px="lg" py={8} gap="sm" className={surfaces.band} wrap="nowrap">
      <TreeColumnHeading className={classes.name}>{name}</TreeColumnHeading>
      {children}
      {actionsWidth ? <span className={classes.actions} style={{ width: actionsWidth }} /> : null}
    </Group>
  );
}

/** The scrolling tree: skeleton rows while loading, `empty` when there are no rows. */
export function TreeView({
  label,
  loading,
  empty,
  children,
}: {
  label: string;
  loading: boolean;
  /** Shown when not loading and there are no rows; null when there are. */
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={classes.scroller}>
      <div role="tree" aria-label={label}>
        {loading
          ? Array.from({ length: 5 }, (_, i) => (
              <Group key={i} px="lg" py="sm">
                <Skeleton height={22} />
              </Group>
            ))
          : null}
        {!loading ? empty : null}
        {children}
      </div>
    </div>
  );
}

/** One node of the tree. */
export function TreeRow({
  name,
  description,
  depth,
  hasChildren,
  open,
  selected,
  iconColor,
  flag,
  toggleLabel,
  testId,
  onSelect,
  onToggle,
  children,
  actions,
}: {
  name: string;
  description?: string;
  /** 0 for a root. */
  depth: number;
  hasChildren: boolean;
  open: boolean;
  selected: boolean;
  iconColor: string;
  /** A warning badge after the name (a node whose parent is missing, ...). */
  flag?: { label: string; hint: string } | null;
  /** The expand/collapse button's label. */
  toggleLabel: string;
  testId?: string;
  onSelect: () => void;
  onToggle: () => void;
  /** The feature's columns, after the name. */
  children?: ReactNode;
  /** A `TreeRowActions`, for those who may change the tree. */
  actions?: ReactNode;
}) {
  return (
    <div
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={selected}
      aria-label={name}
      tabIndex={0}
      className={classes.row}
      data-selected={selected || undefined}
      data-testid={testId}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        } else if (event.key === 'ArrowRight' && hasChildren && !open) onToggle();
        else if (event.key === 'ArrowLeft' && hasChildren && open) onToggle();
      }}
    >
      {Array.from({ length: depth }, (_, i) => (
        <span key={i} className={classes.guide} />
      ))}
      <span className={classes.toggle}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            tabIndex={-1}
            aria-label={toggleLabel}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
          >
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        ) : null}
      </span>
      <Group gap="sm" wrap="nowrap" className={classes.name}>
        <ThemeIcon size={30} radius="md" variant="light" color={iconColor}>
          {hasChildren && open ? <IconFolderOpen size={17} /> : <IconFolder size={17} />}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} c="var(--rh-heading-color)" truncate>
              {name}
            </Text>
            {flag ? (
              <Tooltip label={flag.hint}>
                <Badge size="xs" color="warning" variant="light" tt="none">
                  {flag.label}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
          {description ? (
            <Text size="xs" c="dimmed" truncate>
              {description}
            </Text>
          ) : null}
        </div>
      </Group>
      {children}
      {actions}
    </div>
  );
}

/** The row's action buttons, right-aligned in a column `width` wide. */
export function TreeRowActions({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Group gap={0} wrap="nowrap" className={classes.actions} style={{ width }}>
      {children}
    </Group>
  );
}

/** One row action: an icon button with a tooltip that does not select the row. */
export function TreeRowAction({
  tooltip,
  label,
  color = 'gray',
  icon,
  onClick,
}: {
  tooltip: string;
  label: string;
  color?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
