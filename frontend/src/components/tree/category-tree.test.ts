import { describe, expect, it } from 'vitest';
import { allowedParents, buildCategoryTree, categoryPath, flatten } from './category-tree';

const cat = (id: string, name: string, parent_id = '', risk_count = 0) => ({ id, name, parent_id, risk_count, description: '' });

const items = [
  cat('ops', 'Operational', '', 2),
  cat('fin', 'Financial', '', 1),
  cat('it', 'IT', 'ops', 3),
  cat('people', 'People', 'ops'),
  cat('cyber', 'Cyber', 'it', 4),
  cat('credit', 'Credit', 'fin', 5),
];

describe('buildCategoryTree', () => {
  it('nests sub and sub-sub categories under their parents, sorted by name', () => {
    const tree = buildCategoryTree(items);
    expect(tree.map((node) => node.item.name)).toEqual(['Financial', 'Operational']);
    const ops = tree[1]!;
    expect(ops.children.map((node) => node.item.name)).toEqual(['IT', 'People']);
    expect(ops.children[0]!.children.map((node) => [node.item.name, node.depth])).toEqual([['Cyber', 2]]);
    expect(flatten(tree).map((node) => node.item.id)).toEqual(['fin', 'credit', 'ops', 'it', 'cyber', 'people']);
  });

  it('sums risk counts up the tree', () => {
    const tree = buildCategoryTree(items);
    const [fin, ops] = tree;
    expect(fin!.total).toBe(6);
    expect(ops!.total).toBe(2 + 3 + 4);
    expect(ops!.children[0]!.total).toBe(7);
  });

  it('never shows a fourth level: deeper categories go to the top, flagged misplaced', () => {
    const tree = buildCategoryTree([...items, cat('phish', 'Phishing', 'cyber', 1)]);
    const all = flatten(tree);
    expect(Math.max(...all.map((node) => node.depth))).toBe(2);
    const phish = tree.find((node) => node.item.id === 'phish');
    expect(phish).toMatchObject({ depth: 0, misplaced: true });
    expect(all.find((node) => node.item.id === 'cyber')!.children).toEqual([]);
  });

  it('puts categories with a missing parent or in a loop at the top, each once', () => {
    const tree = buildCategoryTree([cat('a', 'A', 'b'), cat('b', 'B', 'a'), cat('c', 'C', 'gone')]);
    const all = flatten(tree);
    expect(all.map((node) => node.item.id).sort()).toEqual(['a', 'b', 'c']);
    expect(tree.find((node) => node.item.id === 'c')!.misplaced).toBe(true);
  });

  it('names the path from the root', () => {
    expect(categoryPath(buildCategoryTree(items), 'cyber')).toEqual(['Operational', 'IT', 'Cyber']);
  });
});

describe('allowedParents', () => {
  const tree = buildCategoryTree(items);
  const ids = (nodes: ReturnType<typeof allowedParents>) => nodes.map((node) => node.item.id).sort();

  it('offers roots and sub-categories, not sub-sub-categories, to a new category', () => {
    expect(ids(allowedParents(tree, null))).toEqual(['credit', 'fin', 'it', 'ops', 'people']);
  });

  it('never offers the category itself or its descendants, nor a depth that would pass three levels', () => {
    // IT has a child, so it may only sit under a root (its own, or another).
    expect(ids(allowedParents(tree, 'it'))).toEqual(['fin', 'ops']);
    // People has none: any root or sub-category but itself.
    expect(ids(allowedParents(tree, 'people'))).toEqual(['credit', 'fin', 'it', 'ops']);
    // Operational has two levels below it: it must stay a root.
    expect(ids(allowedParents(tree, 'ops'))).toEqual([]);
  });
});
