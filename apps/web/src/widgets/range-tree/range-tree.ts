import { RangeNodeType } from '@kg/shared';
import { walkTree } from '../util/tree.ts';

/** A node of the manage-range tree (domain §3): type 1 whole school, 3 class; grades hold classes. */
export interface RangeNode {
  nodeId: string | number;
  id: number;
  name: string;
  type: number;
  subList?: RangeNode[] | null;
}

/** A staff member's manage range: the whole school, or chosen classes. */
export interface ManageRange {
  wholeSchool: boolean;
  classIds: number[];
}

export interface RangeTreeData {
  key: string;
  title: string;
  children?: RangeTreeData[];
}

const childrenOf = (n: RangeNode) => n.subList ?? undefined;
export const nodeKey = (n: RangeNode) => String(n.nodeId);

export function toTreeData(nodes: readonly RangeNode[]): RangeTreeData[] {
  return nodes.map((n) => ({
    key: nodeKey(n),
    title: n.name,
    children: n.subList?.length ? toTreeData(n.subList) : undefined,
  }));
}

/** The checked nodes of a range: the school node(s), or the range's classes. */
export function checkedKeysOf(nodes: readonly RangeNode[], range: ManageRange | null | undefined): string[] {
  if (!range) return [];
  const keys: string[] = [];
  const wanted = new Set(range.classIds.map(Number));
  walkTree(nodes, childrenOf, (n) => {
    if (range.wholeSchool ? n.type === RangeNodeType.school : n.type === RangeNodeType.clazz && wanted.has(Number(n.id)))
      keys.push(nodeKey(n));
  });
  return keys;
}

/** The range chosen by checked keys: any school node → whole school, else the checked classes. */
export function rangeOf(nodes: readonly RangeNode[], checked: readonly string[]): { range: ManageRange; classes: RangeNode[] } {
  const on = new Set(checked);
  let wholeSchool = false;
  const classes: RangeNode[] = [];
  walkTree(nodes, childrenOf, (n) => {
    if (!on.has(nodeKey(n))) return;
    if (n.type === RangeNodeType.school) wholeSchool = true;
    else if (n.type === RangeNodeType.clazz) classes.push(n);
  });
  return wholeSchool
    ? { range: { wholeSchool: true, classIds: [] }, classes: [] }
    : { range: { wholeSchool: false, classIds: classes.map((c) => c.id) }, classes };
}
