import { describe, expect, it } from 'vitest';
import { toTree, walkTree } from './tree.ts';

describe('tree helper', () => {
  const items = [
    { id: 1, parentId: 0, name: '大班' },
    { id: 2, parentId: 1, name: '大一班' },
    { id: 3, parentId: 1, name: '大二班' },
    { id: 4, parentId: 0, name: '中班' },
    { id: 5, parentId: 99, name: 'orphan' },
  ];

  it('nests children under root parent 0 with a leaf flag', () => {
    const tree = toTree(items);
    expect(tree.map((n) => [n.name, n.leaf])).toEqual([
      ['大班', false],
      ['中班', true],
    ]);
    expect(tree[0].children.map((n) => [n.name, n.leaf, n.children])).toEqual([
      ['大一班', true, []],
      ['大二班', true, []],
    ]);
  });

  it('leaves out items whose parent is missing and survives cycles', () => {
    const tree = toTree([...items, { id: 6, parentId: 7 }, { id: 7, parentId: 6 }]);
    const names: string[] = [];
    walkTree(
      tree,
      (n) => n.children,
      (n) => names.push(String(n.id)),
    );
    expect(names).toEqual(['1', '2', '3', '4']);
  });

  it('matches ids written as strings and another root', () => {
    const tree = toTree(
      [
        { id: '10', parentId: '1' },
        { id: '11', parentId: 10 },
      ],
      1,
    );
    expect(tree[0].children[0].id).toBe('11');
  });
});
