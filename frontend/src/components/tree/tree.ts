// The trees (functions, risk and incident categories) from the flat lists the API
// returns: children under their parent, sorted by name. An item whose parent
// is not in the list (deleted, or filtered out by a search), that sits in a
// parent cycle, or that would pass `maxLevels` becomes a root marked
// `misplaced`, so every item appears once and an administrator can move it.

export type TreeInput = { id: string; name: string; parent_id: string | null };

export type TreeNode<T extends TreeInput> = {
  item: T;
  children: TreeNode<T>[];
  depth: number;
  /** Not under its parent: the parent is not (reachably) in the list, or it would sit too deep. */
  misplaced: boolean;
};

const byName = <T extends TreeInput>(a: TreeNode<T>, b: TreeNode<T>) =>
  a.item.name.localeCompare(b.item.name, undefined, { sensitivity: 'base' }) || a.item.id.localeCompare(b.item.id);

/** The tree of `items`; with `maxLevels`, whatever would sit deeper is lifted to the top, misplaced. */
export function buildTree<T extends TreeInput>(
  items: readonly T[],
  { maxLevels = Infinity }: { maxLevels?: number } = {},
): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const item of items) {
    if (!nodes.has(item.id)) nodes.set(item.id, { item, children: [], depth: 0, misplaced: false });
  }
  const childrenOf = new Map<string, TreeNode<T>[]>();
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parentId = node.item.parent_id;
    if (parentId && parentId !== node.item.id && nodes.has(parentId)) {
      childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), node]);
    } else {
      node.misplaced = Boolean(parentId);
      roots.push(node);
    }
  }

  const placed = new Set<string>();
  const lifted: TreeNode<T>[] = [];
  const attach = (node: TreeNode<T>, depth: number) => {
    placed.add(node.item.id);
    node.depth = depth;
    const kids = (childrenOf.get(node.item.id) ?? []).filter((child) => !placed.has(child.item.id));
    if (depth + 1 >= maxLevels) {
      // Too deep: those items go to the top, flagged.
      for (const kid of kids) {
        kid.misplaced = true;
        lifted.push(kid);
      }
      node.children = [];
    } else {
      node.children = kids.sort(byName);
      for (const child of node.children) attach(child, depth + 1);
    }
  };

  roots.sort(byName);
  for (const root of roots) attach(root, 0);
  // Lifted ones, then those left in a parent cycle (broken at the first by name), become roots of their own.
  const unplaced = () => [...nodes.values()].filter((node) => !placed.has(node.item.id)).sort(byName)[0];
  for (let next = lifted.shift() ?? unplaced(); next; next = lifted.shift() ?? unplaced()) {
    next.misplaced = true;
    roots.push(next);
    attach(next, 0);
  }
  return roots;
}

export type VisibleRow<T extends TreeInput> = { node: TreeNode<T>; expanded: boolean; hasChildren: boolean };

/** The rows to show: every root, and the children of expanded nodes, depth first. */
export function visibleRows<T extends TreeInput>(
  roots: readonly TreeNode<T>[],
  expanded: ReadonlySet<string>,
): VisibleRow<T>[] {
  const rows: VisibleRow<T>[] = [];
  const walk = (node: TreeNode<T>) => {
    const open = expanded.has(node.item.id);
    rows.push({ node, expanded: open, hasChildren: node.children.length > 0 });
    if (open) node.children.forEach(walk);
  };
  roots.forEach(walk);
  return rows;
}

/** Ids of every node that has children (for "expand all"). */
export function parentIds<T extends TreeInput>(roots: readonly TreeNode<T>[]): string[] {
  const ids: string[] = [];
  const walk = (node: TreeNode<T>) => {
    if (node.children.length > 0) ids.push(node.item.id);
    node.children.forEach(walk);
  };
  roots.forEach(walk);
  return ids;
}

/** `id` and the ids of all its descendants: none of them may become its parent. */
export function subtreeIds<T extends TreeInput>(roots: readonly TreeNode<T>[], id: string): Set<string> {
  const out = new Set<string>();
  const collect = (node: TreeNode<T>) => {
    out.add(node.item.id);
    node.children.forEach(collect);
  };
  const find = (nodes: readonly TreeNode<T>[]): boolean =>
    nodes.some((node) => {
      if (node.item.id === id) {
        collect(node);
        return true;
      }
      return find(node.children);
    });
  find(roots);
  return out;
}

/** The path from the root to `id` (names), for breadcrumbs and the parent column. */
export function pathTo<T extends TreeInput>(roots: readonly TreeNode<T>[], id: string): T[] {
  const search = (nodes: readonly TreeNode<T>[], trail: T[]): T[] | null => {
    for (const node of nodes) {
      const next = [...trail, node.item];
      if (node.item.id === id) return next;
      const found = search(node.children, next);
      if (found) return found;
    }
    return null;
  };
  return search(roots, []) ?? [];
}
