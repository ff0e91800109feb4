// The tree example's data: a flat list (id, name, parent) made into a tree
// by components/tree's buildTree, the same one the category editors use,
// then into Mantine Tree nodes; and a search that keeps each match's
// ancestors so the match stays reachable.
import type { TreeNodeData } from '@mantine/core';
import { buildTree, type TreeInput, type TreeNode } from '@/components/tree/tree';

/** Mantine Tree nodes from the tree of `items`. */
export function toTreeData<T extends TreeInput>(items: readonly T[]): TreeNodeData[] {
  const convert = (node: TreeNode<T>): TreeNodeData => ({
    value: node.item.id,
    label: node.item.name,
    ...(node.children.length > 0 ? { children: node.children.map(convert) } : {}),
  });
  return buildTree(items).map(convert);
}

/** The nodes whose label contains `query` (any case), with their ancestors; all nodes for an empty query. */
export function filterTree(nodes: readonly TreeNodeData[], query: string): TreeNodeData[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return [...nodes];
  const out: TreeNodeData[] = [];
  for (const node of nodes) {
    const label = typeof node.label === 'string' ? node.label : String(node.value);
    const children = node.children ? filterTree(node.children, query) : [];
    if (label.toLocaleLowerCase().includes(wanted)) out.push(node);
    else if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** The values of every node that has children (to expand everything that matched). */
export function branchValues(nodes: readonly TreeNodeData[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.value, ...branchValues(node.children)] : []));
}
