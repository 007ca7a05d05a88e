/** Tree helper (domain §3): flat items with id and parentId, root parent 0. */
export interface FlatItem {
  id: number | string;
  parentId: number | string | null | undefined;
}

export type TreeNode<T> = T & { children: TreeNode<T>[]; leaf: boolean };

/**
 * Nests items under their parents starting from `rootId` (default 0), keeping the input order
 * among siblings. Items whose parent is not in the list are left out, as are cycles.
 */
export function toTree<T extends FlatItem>(items: readonly T[], rootId: number | string = 0): TreeNode<T>[] {
  const byParent = new Map<string, T[]>();
  for (const item of items) {
    const key = String(item.parentId ?? rootId);
    const list = byParent.get(key);
    if (list) list.push(item);
    else byParent.set(key, [item]);
  }
  const seen = new Set<string>();
  const build = (parent: string): TreeNode<T>[] =>
    (byParent.get(parent) ?? []).flatMap((item) => {
      const id = String(item.id);
      if (seen.has(id)) return [];
      seen.add(id);
      const children = build(id);
      return [{ ...item, children, leaf: children.length === 0 }];
    });
  return build(String(rootId));
}

/** Depth-first walk over nested nodes of any child key. */
export function walkTree<N>(
  nodes: readonly N[] | undefined,
  childrenOf: (n: N) => readonly N[] | undefined,
  visit: (n: N, parent: N | null) => void,
  parent: N | null = null,
) {
  for (const n of nodes ?? []) {
    visit(n, parent);
    walkTree(childrenOf(n), childrenOf, visit, n);
  }
}
