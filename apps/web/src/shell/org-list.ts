import { InstitutionType } from '@kg/shared';

/**
 * The institution list of /iam/v1/web-oauth/org-list (overview §2): categories (groups,
 * kindergartens, supervising bodies) holding items. Items carry id or loginId, name or title,
 * tenantryId, type, organizationId (set means a group) and children.
 */
export interface OrgItem {
  id: number | string;
  loginId?: number | string | null;
  name?: string | null;
  title?: string | null;
  tenantryId?: number | null;
  type?: number | null;
  organizationId?: number | null;
  current?: boolean;
  children?: OrgItem[];
}

export interface OrgCategory {
  id: string;
  title: string;
  type?: number;
  children: OrgItem[];
}

export interface OrgList {
  total: number;
  currentId: number | null;
  tree: OrgCategory[];
}

export const itemName = (i: OrgItem): string => i.name || i.title || '';
export const itemLoginId = (i: OrgItem): number => Number(i.loginId ?? i.id);
export const isGroupItem = (i: OrgItem): boolean => i.organizationId != null || i.type === InstitutionType.group;
export const isRegulatorItem = (i: OrgItem): boolean => i.type === InstitutionType.regulator;

/** Every enterable item of the tree (items may nest: a group's schools). */
export function orgItems(list: OrgList): OrgItem[] {
  const walk = (items: readonly OrgItem[]): OrgItem[] => items.flatMap((i) => [i, ...walk(i.children ?? [])]);
  return list.tree.flatMap((c) => walk(c.children));
}

/** Accepts the org-list answer; tolerates a bare category array or the flat teacher-school list. */
export function normaliseOrgList(data: unknown): OrgList {
  const d = data as Partial<OrgList> | OrgCategory[] | OrgItem[] | null | undefined;
  let tree: OrgCategory[] = [];
  let currentId: number | null = null;
  if (Array.isArray(d)) {
    const looksLikeCategories = d.every((x) => Array.isArray((x as OrgCategory).children) && (x as OrgCategory).children.length > 0);
    tree = looksLikeCategories ? (d as OrgCategory[]) : [{ id: 'all', title: '', children: d as OrgItem[] }];
  } else if (d && Array.isArray(d.tree)) {
    tree = d.tree;
    currentId = d.currentId ?? null;
  }
  const list: OrgList = { total: 0, currentId, tree: tree.filter((c) => c.children?.length) };
  const items = orgItems(list);
  list.total = !Array.isArray(d) && typeof d?.total === 'number' ? d.total : items.length;
  if (currentId === null) {
    const current = items.find((i) => i.current);
    list.currentId = current ? itemLoginId(current) : null;
  }
  return list;
}

/** Where choosing an item leads (overview §4). */
export function targetOf(item: OrgItem, schoolId: number): string {
  if (isRegulatorItem(item)) return '/regulator/index';
  if (isGroupItem(item)) return `/group/system?schoolId=${schoolId}`;
  return `/desktop/index?schoolId=${schoolId}`;
}
