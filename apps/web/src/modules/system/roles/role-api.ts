import { BUILTIN_SCHOOL_ROLES } from '@kg/shared';
import { rolesEndpoints as E, type RoleInput, type roleRow } from '@kg/shared/modules/system/roles';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** Roles of the school: calls and row type come from the shared declaration. */
export { E as ROLE_ENDPOINTS };
export type RoleRow = z.input<typeof roleRow>;

export const ROLE_LIST_PATH = '/system/system/role/index';
export const roleEditPath = (id?: number) => `/system/system/role/edit${id ? `?id=${id}` : ''}`;

export const fetchRole = (id: number) => call(E.get, { id });
export const saveRole = (input: RoleInput, id?: number | null) => (id ? call(E.update, { id, ...input }) : call(E.add, input));
export const copyRole = (id: number) => call(E.copy, { id });
export const deleteRole = (id: number) => call(E.remove, { id });
export const fetchMatrix = () => call(E.matrix, {});

/** A built-in role still under its seeded Chinese name reads in the user's language; a renamed one as the school named it. */
export function roleName(r: { name: string; builtin: string | null }, lang: string): string {
  const b = r.builtin ? BUILTIN_SCHOOL_ROLES[r.builtin as keyof typeof BUILTIN_SCHOOL_ROLES] : undefined;
  return b && lang === 'en' && r.name === b.zh ? b.en : r.name;
}
