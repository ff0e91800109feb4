import { describe, expect, it } from 'vitest';
import { buildTree, parentIds, pathTo, subtreeIds, visibleRows, type TreeNode } from './tree';

type F = { id: string; name: string; parent_id: string | null };
const f = (id: string, name: string, parent_id: string | null = null): F => ({ id, name, parent_id });

function shape(nodes: TreeNode<F>[]): unknown[] {
  return nodes.map((node) =>
    node.children.length
      ? { [`${node.item.name}@${node.depth}${node.misplaced ? '!' : ''}`]: shape(node.children) }
      : `${node.item.name}@${node.depth}${node.misplaced ? '!' : ''}`,
  );
}

describe('functions tree', () => {
  it('puts children under their parents, sorted by name, with depths', () => {
    const tree = buildTree([
      f('3', 'Sales', null),
      f('1', 'Operations', null),
      f('4', 'Logistics', '1'),
      f('5', 'Facilities', '1'),
      f('6', 'Warehouse', '4'),
    ]);
    expect(shape(tree)).toEqual([
      { 'Operations@0': ['Facilities@1', { 'Logistics@1': ['Warehouse@2'] }] },
      'Sales@0',
    ]);
  });

  it('makes a function whose parent is missing a root marked orphan', () => {
    const tree = buildTree([f('1', 'Finance'), f('2', 'Payroll', 'gone'), f('3', 'Tax', '2')]);
    expect(shape(tree)).toEqual(['Finance@0', { 'Payroll@0!': ['Tax@1'] }]);
  });

  it('breaks a parent cycle and a self-parent so every function appears once', () => {
    const tree = buildTree([f('a', 'Alpha', 'b'), f('b', 'Beta', 'a'), f('c', 'Self', 'c')]);
    const all = visibleRows(tree, new Set(parentIds(tree))).map((row) => row.node.item.id);
    expect(all.sort()).toEqual(['a', 'b', 'c']);
    expect(tree.every((node) => node.misplaced)).toBe(true);
  });

  it('ignores duplicate ids', () => {
    expect(buildTree([f('1', 'One'), f('1', 'One again')])).toHaveLength(1);
  });

  it('shows children only of expanded nodes', () => {
    const tree = buildTree([f('1', 'Ops'), f('2', 'Logistics', '1'), f('3', 'Fleet', '2')]);
    expect(visibleRows(tree, new Set()).map((row) => row.node.item.name)).toEqual(['Ops']);
    expect(visibleRows(tree, new Set(['1'])).map((row) => [row.node.item.name, row.expanded, row.hasChildren])).toEqual([
      ['Ops', true, true],
      ['Logistics', false, true],
    ]);
    expect(parentIds(tree)).toEqual(['1', '2']);
  });

  it('finds a subtree (no parent loops) and the path to a node', () => {
    const tree = buildTree([f('1', 'Ops'), f('2', 'Logistics', '1'), f('3', 'Fleet', '2'), f('4', 'HR')]);
    expect([...subtreeIds(tree, '2')].sort()).toEqual(['2', '3']);
    expect(pathTo(tree, '3').map((item) => item.name)).toEqual(['Ops', 'Logistics', 'Fleet']);
    expect(pathTo(tree, 'none')).toEqual([]);
  });
});
