import { ALL_SCHOOL_CODES } from '@kg/shared';
import { rolesEndpoints as E, ROLE_LIMITS, type RoleInput } from '@kg/shared/modules/system/roles';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import { addRole, builtinOf, copyRole, deleteRole, getRole, listRoles, roleMatrix, roleOptions, updateRole } from './role-data.ts';
import { assertMayGrant, heldBySelf } from './role-grants.ts';
import { exportRoleMatrix } from './role-matrix-export.ts';

const KNOWN = new Set(ALL_SCHOOL_CODES);

/** Codes come from the permission tree: anything else is refused before anything is written. */
function checkCodes(p: RoleInput): RoleInput {
  const unknown = p.codes.filter((c) => !KNOWN.has(c));
  if (unknown.length > 0) throw new AppError('system-0203', { field: 'codes', data: { field: 'codes', unknown } });
  return p;
}

/** Roles of the school: the built-in ones and its own, their codes and data scope. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.list, (q, c) => listRoles(db, c.school.id, q));
  serve(app, E.options, (_q, c) => roleOptions(db, c.school.id));
  serve(app, E.get, async ({ id }, c) => {
    const role = await getRole(db, c.school.id, id);
    return { ...role, heldBySelf: await heldBySelf(db, c.session(), id) };
  });
  serve(app, E.matrix, async (_q, c) => ({ roles: await roleMatrix(db, c.school.id) }));
  serve(app, E.exportMatrix, async (_q, c) => exportRoleMatrix(c.reply, await roleMatrix(db, c.school.id), c.request.lang));
  serve(app, E.add, async (p, c) => {
    const schoolId = c.school.id;
    await assertMayGrant(db, c.session(), checkCodes(p).codes, p.dataScope);
    return { id: await addRole(db, schoolId, p) };
  });
  serve(app, E.update, async ({ id, ...p }, c) => {
    const schoolId = c.school.id;
    checkCodes(p);
    await assertMayGrant(db, c.session(), p.codes, p.dataScope, id);
    // the director role always keeps every code and the whole school
    const director = (await builtinOf(db, schoolId, id)) === 'director';
    await updateRole(db, schoolId, id, director ? { ...p, codes: ALL_SCHOOL_CODES, dataScope: 'school' } : p);
    return { id };
  });
  serve(app, E.copy, async ({ id }, c) => {
    const schoolId = c.school.id;
    // a copy grants its codes anew: the same rule as add (copying the director role hands out every code)
    const src = await getRole(db, schoolId, id);
    await assertMayGrant(db, c.session(), src.codes, src.dataScope);
    return { id: await copyRole(db, schoolId, id, ROLE_LIMITS.name) };
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteRole(db, c.school.id, id);
    return null;
  });
}
