// The risk category tree from the flat list the API returns: roots, their
// sub-categories and sub-sub-categories (three levels at most), sorted by
// name, with risk counts summed up the tree. A category whose parent is
// missing, sits in a loop, or would be a fourth level is shown at the top,
// flagged `misplaced`, so that an administrator can move it.

export const MAX_LEVELS = 3;

export type CategoryInput = { id: string; name: string; parent_id: string | null; risk_count: number };

export type CategoryNode<T extends CategoryInput> = {
  item: T;
  /** 0 for a root, 1 for a sub-category, 2 for a sub-sub-category. */
  depth: number;
  children: CategoryNode<T>[];
  /** Risks in this category and every category below it. */
  total: number;
  misplaced: boolean;
};

const byName = <T extends CategoryInput>(a: CategoryNode<T>, b: CategoryNode<T>) =>
  a.item.name.localeCompare(b.item.name, undefined, { sensitivity: 'base' }) || a.item.id.localeCompare(b.item.id);

export function buildCategoryTree<T extends CategoryInput>(items: readonly T[]): CategoryNode<T>[] {
  const nodes = new Map<string, CategoryNode<T>>();
  for (const item of items) {
    if (!nodes.has(item.id)) nodes.set(item.id, { item, depth: 0, children: [], total: 0, misplaced: false });
  }
  const childrenOf = new Map<string, CategoryNode<T>[]>();
  const roots: CategoryNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parent_id;
    if (parent && parent !== node.item.id && nodes.has(parent)) {
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
    } else {
      node.misplaced = Boolean(parent);
      roots.push(node);
    }
  }

  const placed = new Set<string>();
  const lifted: CategoryNode<T>[] = [];
  const attach = (node: CategoryNode<T>, depth: number) => {
    placed.add(node.item.id);
    node.depth = depth;
    const kids = (childrenOf.get(node.item.id) ?? []).filter((child) => !placed.has(child.item.id));
    if (depth + 1 >= MAX_LEVELS) {
      // A fourth level is not allowed: those categories go to the top, flagged.
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
  // Lifted ones, then those left in a parent loop, become roots of their own.
  const unplaced = () => [...nodes.values()].filter((node) => !placed.has(node.item.id)).sort(byName)[0];
  for (let next = lifted.shift() ?? unplaced(); next; next = lifted.shift() ?? unplaced()) {
    next.misplaced = true;
    roots.push(next);
    attach(next, 0);
  }

  const sum = (node: CategoryNode<T>): number => {
    node.total = node.item.risk_count + node.children.reduce((acc, child) => acc + sum(child), 0);
    return node.total;
  };
  roots.forEach(sum);
  return roots;
}

/** Every node, depth first, in display order. */
export function flatten<T extends CategoryInput>(roots: readonly CategoryNode<T>[]): CategoryNode<T>[] {
  const out: CategoryNode<T>[] = [];
  const walk = (node: CategoryNode<T>) => {
    out.push(node);
    node.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

/** The names from the root down to `id`. */
export function categoryPath<T extends CategoryInput>(roots: readonly CategoryNode<T>[], id: string): string[] {
  const search = (nodes: readonly CategoryNode<T>[], trail: string[]): string[] | null => {
    for (const node of nodes) {
      const next = [...trail, node.item.name];
      if (node.item.id === id) return next;
      const found = search(node.children, next);
      if (found) return found;
    }
    return null;
  };
  return search(roots, []) ?? [];
}

/** How many levels `node` and its descendants span (1 for a leaf). */
function height<T extends CategoryInput>(node: CategoryNode<T>): number {
  return 1 + Math.max(0, ...node.children.map(height));
}

/**
 * The categories `moving` (or a new category, when null) may sit under: never
 * itself or one of its own descendants, and never so deep that it or its
 * sub-categories would pass the third level.
 */
export function allowedParents<T extends CategoryInput>(
  roots: readonly CategoryNode<T>[],
  moving: string | null,
): CategoryNode<T>[] {
  const all = flatten(roots);
  const node = moving ? all.find((candidate) => candidate.item.id === moving) : undefined;
  const below = node ? height(node) : 1;
  const excluded = new Set(node ? flatten([node]).map((descendant) => descendant.item.id) : []);
  return all.filter((candidate) => !excluded.has(candidate.item.id) && candidate.depth + 1 + below <= MAX_LEVELS);
}
