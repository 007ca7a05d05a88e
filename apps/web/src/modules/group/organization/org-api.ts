import type { departmentNode, employeeAddInput, employeeRow, employeeSelfInput } from '@kg/shared/modules/group/org-schemas';
import { departmentEndpoints as D, employeeEndpoints as E, groupEntryEndpoints as G } from '@kg/shared/modules/group/organization';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** The group's departments and employees: calls and row types come from the shared declaration. */
export { D as DEPARTMENT_ENDPOINTS, E as EMPLOYEE_ENDPOINTS };
export type DepartmentNode = z.input<typeof departmentNode>;
export type EmployeeRow = z.input<typeof employeeRow>;
export type EmployeeInput = z.input<typeof employeeAddInput>;

export const ORGANIZATION_PATH = '/group/system/organization';
export const departmentEditPath = (q: { id?: number; parentId?: number } = {}) =>
  `/group/system/organization/edit${q.id ? `?id=${q.id}` : q.parentId ? `?parentId=${q.parentId}` : ''}`;
export const staffEditPath = (id?: number) => `/group/system/organization/staff_edit${id ? `?id=${id}` : ''}`;

export const fetchDepartments = () => call(D.tree, { parentId: 0 });
export const addDepartment = (name: string, parentId: number | null) => call(D.add, { name, parentId });
export const renameDepartment = (id: number, name: string) => call(D.rename, { id, name });
export const moveDepartment = (id: number, parentId: number | null) => call(D.move, { id, parentId });
export const deleteDepartment = (id: number) => call(D.remove, { id });

export const fetchEmployee = (id: number) => call(E.getById, { id });
export const saveEmployee = (input: EmployeeInput, id?: number | null) => (id ? call(E.update, { ...input, id }) : call(E.add, input));
export const leaveEmployee = (id: number) => call(E.leave, { id });
export const fetchSelf = () => call(E.self, {});
export const saveSelf = (input: z.input<typeof employeeSelfInput>) => call(E.updateSelf, input);

export const enterSchool = (schoolId: number) => call(G.enterSchool, { schoolId });

export interface DepartmentTreeNode {
  key: number;
  title: string;
  node: DepartmentNode;
  children: DepartmentTreeNode[];
}

/** The flat answer (parents first) nested by parentId, for antd's Tree and TreeSelect. */
export function nestDepartments(rows: readonly DepartmentNode[]): DepartmentTreeNode[] {
  const byId = new Map<number, DepartmentTreeNode>();
  const roots: DepartmentTreeNode[] = [];
  for (const node of rows) {
    const item = { key: node.id, title: node.name, node, children: [] as DepartmentTreeNode[] };
    byId.set(node.id, item);
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

export interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

/** TreeSelect data: value/title per department; `except` and its branch left out (a move's own subtree). */
export function departmentOptions(tree: readonly DepartmentTreeNode[], except?: number): DepartmentOption[] {
  return tree
    .filter((n) => n.key !== except)
    .map((n) => ({ value: n.key, title: n.title, children: departmentOptions(n.children, except) }));
}
