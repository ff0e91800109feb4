// A category tree (risk categories in Settings, incident categories) from the
// flat list the API returns: roots, their sub-categories and
// sub-sub-categories (three levels at most), sorted by name, with the items'
// counts (risks, incidents) summed up the tree. A category whose parent is
// missing, sits in a loop, or would be a fourth level is shown at the top,
// flagged `misplaced`, so that an administrator can move it (the shared
// `buildTree` of ./tree does the placing).
import { buildTree, pathTo, type TreeNode } from './tree';

export const MAX_LEVELS = 3;

export type CategoryInput = { id: string; name: string; parent_id: string | null };

/** A risk category's own count: its risks. */
const riskCount = (item: CategoryInput) => (item as { risk_count?: number }).risk_count ?? 0;

export type CategoryNode<T extends CategoryInput> = Omit<TreeNode<T>, 'children'> & {
  /** 0 for a root, 1 for a sub-category, 2 for a sub-sub-category. */
  depth: number;
  children: CategoryNode<T>[];
  /** The counted items (risks, incidents) in this category and every category below it. */
  total: number;
};

/** The tree of `items`; `count` is a category's own count (its risks by default). */
export function buildCategoryTree<T extends CategoryInput>(
  items: readonly T[],
  count: (item: T) => number = riskCount,
): CategoryNode<T>[] {
  const roots = buildTree(items, { maxLevels: MAX_LEVELS }) as CategoryNode<T>[];
  const sum = (node: CategoryNode<T>): number => {
    node.total = count(node.item) + node.children.reduce((acc, child) => acc + sum(child), 0);
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
  return pathTo(roots, id).map((item) => item.name);
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

/** The icon colour of a category by its level (root, sub, sub-sub). */
export const CATEGORY_LEVEL_COLOR = ['primary', 'info', 'success'] as const;

/** Rows to show: roots, and children of nodes not folded; with a filter, matches and their ancestors. */
export function visibleCategories<T extends CategoryInput & { description: string }>(
  roots: readonly CategoryNode<T>[],
  collapsed: ReadonlySet<string>,
  q: string,
): CategoryNode<T>[] {
  const needle = q.trim().toLowerCase();
  const matches = (node: CategoryNode<T>): boolean =>
    node.item.name.toLowerCase().includes(needle) ||
    node.item.description.toLowerCase().includes(needle) ||
    node.children.some(matches);
  const out: CategoryNode<T>[] = [];
  const walk = (node: CategoryNode<T>) => {
    if (needle && !matches(node)) return;
    out.push(node);
    if (needle || !collapsed.has(node.item.id)) node.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}
