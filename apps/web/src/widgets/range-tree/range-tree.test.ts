import { describe, expect, it } from 'vitest';
import { checkedKeysOf, type RangeNode, rangeOf, toTreeData } from './range-tree.ts';

const SCHOOL_TREE: RangeNode[] = [
  {
    nodeId: 's1',
    id: 1,
    name: '阳光第一幼儿园',
    type: 1,
    subList: [
      {
        nodeId: 'g1',
        id: 1,
        name: '大班',
        type: 2,
        subList: [
          { nodeId: 'c1', id: 1, name: '大一班', type: 3 },
          { nodeId: 'c2', id: 2, name: '大二班', type: 3 },
        ],
      },
      { nodeId: 'g2', id: 2, name: '中班', type: 2, subList: [{ nodeId: 'c3', id: 3, name: '中一班', type: 3, subList: null }] },
    ],
  },
];

describe('manage range tree', () => {
  it('turns nodes into tree data keyed by nodeId', () => {
    const data = toTreeData(SCHOOL_TREE);
    expect(data[0].key).toBe('s1');
    expect(data[0].children?.[0].children?.map((c) => c.title)).toEqual(['大一班', '大二班']);
    expect(data[0].children?.[1].children?.[0].children).toBeUndefined();
  });

  it('reads a checked school node as the whole school', () => {
    expect(rangeOf(SCHOOL_TREE, ['s1', 'g1', 'c1', 'c2', 'g2', 'c3']).range).toEqual({ wholeSchool: true, classIds: [] });
  });

  it('reads checked classes as class ids, grades adding nothing themselves', () => {
    const { range, classes } = rangeOf(SCHOOL_TREE, ['g1', 'c1', 'c2', 'c3']);
    expect(range).toEqual({ wholeSchool: false, classIds: [1, 2, 3] });
    expect(classes.map((c) => c.name)).toEqual(['大一班', '大二班', '中一班']);
  });

  it('checks the nodes of a stored range', () => {
    expect(checkedKeysOf(SCHOOL_TREE, { wholeSchool: true, classIds: [] })).toEqual(['s1']);
    expect(checkedKeysOf(SCHOOL_TREE, { wholeSchool: false, classIds: [3, 1] })).toEqual(['c1', 'c3']);
    expect(checkedKeysOf(SCHOOL_TREE, null)).toEqual([]);
  });
});
