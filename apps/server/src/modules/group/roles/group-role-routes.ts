import { ALL_SCHOOL_CODES } from '@kg/shared';
import { ALL_GROUP_CONSOLE_CODES } from '@kg/shared/modules/group/codes';
import { groupRolePermissionEndpoints as P, groupRoleEndpoints as R } from '@kg/shared/modules/group/roles';
import { buildPermissionTree } from '@kg/shared/modules/permission-tree';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';
import {
  addGroupRole,
  deleteGroupRole,
  groupRoleOptions,
  listGroupRoles,
  rolePermissions,
  savePermissions,
  updateGroupRole,
} from './group-role-data.ts';
import { assertMayGrantCodes, grantView } from './role-grants.ts';

/** The school tree a group role grants from: the same one a school's role editor shows. */
const SCHOOL_TREE = buildPermissionTree();

/** An unknown code is refused naming its list and the code, before anything is written. */
function checkCodes(field: string, codes: string[], known: readonly string[]): void {
  const bad = codes.find((c) => !known.includes(c));
  if (bad !== undefined) throw new AppError('group-0202', { field, data: { field, code: bad } });
}

/** Group roles and the school permissions they grant; every call in the caller's group only. */
export async function groupRoleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, R.list, (q, c) => listGroupRoles(db, c.group.id, q));
  serve(app, R.options, (_q, c) => groupRoleOptions(db, c.group.id));
  serve(app, R.add, async (p, c) => ({ id: await addGroupRole(db, c.group.id, p) }));
  serve(app, R.update, async ({ id, ...p }, c) => {
    await updateGroupRole(db, c.group.id, id, p);
    return { id };
  });
  serve(app, R.remove, async ({ id }, c) => {
    await deleteGroupRole(db, c.group.id, id);
    return null;
  });

  serve(app, P.byRole, async ({ roleId }, c) => ({
    ...(await rolePermissions(db, c.group.id, roleId)),
    ...(await grantView(db, c.session(), roleId)),
  }));
  serve(app, P.schoolTree, async () => SCHOOL_TREE);
  serve(app, P.save, async ({ roleId, consoleCodes, schoolCodes }, c) => {
    const groupId = c.group.id;
    checkCodes('consoleCodes', consoleCodes, ALL_GROUP_CONSOLE_CODES);
    checkCodes('schoolCodes', schoolCodes, ALL_SCHOOL_CODES);
    await assertMayGrantCodes(db, c.session(), roleId, consoleCodes, schoolCodes);
    await savePermissions(db, groupId, roleId, consoleCodes, schoolCodes);
    return null;
  });
}
