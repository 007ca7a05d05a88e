import { departmentEndpoints as D, employeeEndpoints as E } from '@kg/shared/modules/group/organization';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addDepartment, deleteDepartment, departmentTree, moveDepartment, renameDepartment } from './department-data.ts';
import { getEmployee, listEmployees, schoolOptions } from './employee-data.ts';
import { addEmployee, leaveEmployee, updateEmployee, updateSelf } from './employee-service.ts';
import { enterSchoolRoutes } from './enter-school-routes.ts';

/** The group's departments and employees; every call acts in the caller's group only (scope 'group'). */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  serve(app, D.tree, ({ parentId }, c) => departmentTree(db, c.group.id, parentId));
  serve(app, D.add, async ({ name, parentId }, c) => ({ id: await addDepartment(db, c.group.id, name, parentId) }));
  serve(app, D.rename, async ({ id, name }, c) => {
    await renameDepartment(db, c.group.id, id, name);
    return { id };
  });
  serve(app, D.move, async ({ id, parentId }, c) => {
    await moveDepartment(db, c.group.id, id, parentId);
    return { id };
  });
  serve(app, D.remove, async ({ id }, c) => {
    await deleteDepartment(db, c.group.id, id);
    return null;
  });

  serve(app, E.list, (q, c) => listEmployees(db, c.group.id, q));
  serve(app, E.getById, ({ id }, c) => getEmployee(db, c.group.id, id));
  serve(app, E.schools, (_q, c) => schoolOptions(db, c.session()));
  serve(app, E.add, async (p, c) => ({ id: await addEmployee(ctx, c.session(), p, c.request.ip) }));
  serve(app, E.update, async (p, c) => {
    await updateEmployee(ctx, c.session(), p);
    return { id: p.id };
  });
  serve(app, E.leave, async ({ id }, c) => {
    await leaveEmployee(ctx, c.session(), id);
    return null;
  });
  serve(app, E.self, (_q, c) => {
    const s = c.session();
    return getEmployee(db, c.group.id, s.memberId);
  });
  serve(app, E.updateSelf, async (p, c) => {
    await updateSelf(ctx, c.session(), p);
    return null;
  });

  await app.register(enterSchoolRoutes);
}
