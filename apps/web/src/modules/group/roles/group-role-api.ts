import { type groupRoleRow, groupRolePermissionEndpoints as P, groupRoleEndpoints as R } from '@kg/shared/modules/group/roles';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Group roles and their permissions: calls and row type come from the shared declaration. */
export { P as GROUP_ROLE_PERMISSION_ENDPOINTS, R as GROUP_ROLE_ENDPOINTS };
export type GroupRoleRow = z.input<typeof groupRoleRow>;

export const saveGroupRole = (input: { name: string; description: string | null }, id?: number) =>
  id ? call(R.update, { id, ...input }) : call(R.add, input);
export const deleteGroupRole = (id: number) => call(R.remove, { id });
export const fetchRolePermissions = (roleId: number) => call(P.byRole, { roleId });
export const saveRolePermissions = (roleId: number, consoleCodes: string[], schoolCodes: string[]) =>
  call(P.save, { roleId, consoleCodes, schoolCodes });
