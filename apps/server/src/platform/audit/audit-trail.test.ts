import { GARDEN_CODES as G, writeFor } from '@kg/shared';
import { endpoints } from '@kg/shared/contract/endpoint';
import { idField, plainText } from '@kg/shared/contract/fields';
import { savedId } from '@kg/shared/contract/outputs';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { auditEndpoints } from '@kg/shared/modules/platform/audit';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createTestApp, type LoginResult, loginAs, ok, type TestApp } from '../../../test/harness.ts';
import { serve } from '../../core/serve.ts';
import { auditEntries, positions, students } from '../../db/schema/index.ts';
import { idCardNumber, rng } from '../demo/index.ts';
import { withAuditContext } from './audit-context.ts';

// A write route no module declares, added the way a new module would add one: no audit code.
const probe = endpoints('/test/v1/probe', {
  rename: {
    path: 'rename',
    access: writeFor(G.positionEdit),
    scope: 'school',
    transfer: 'json',
    input: z.object({ id: idField, name: plainText(1, 20) }),
    output: savedId,
    summary: 'Renames a position (test only)',
  },
});

let t: TestApp;
let director: LoginResult;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraRoutes: async (app) => {
        await app.register(
          async (api) => {
            const { db } = api.ctx;
            serve(api, probe.rename, async ({ id, name }, c) => {
              await db.execute(sql`update positions set name = ${name} where school_id = ${c.school.id} and id = ${id}`);
              return { id };
            });
          },
          { prefix: '/api' },
        );
      },
    },
  );
  director = await loginAs(t.app, 'director1');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const a = auditEntries;
// the triggers write an object of changed fields, or null
type Changes = Record<string, unknown> | null;
const newEntries = async (afterId: number) =>
  (await t.db.select().from(a).where(gt(a.id, afterId)).orderBy(asc(a.id))).map((e) => ({
    ...e,
    before: e.before as Changes,
    after: e.after as Changes,
  }));
const lastId = async () => (await t.db.select({ id: sql<number>`coalesce(max(${a.id}), 0)::int` }).from(a))[0].id;
const aChild = async () => {
  const [child] = await t.db
    .select({ id: students.id, name: students.name, idCardNo: students.idCardNo, birthday: students.birthday, gender: students.gender })
    .from(students)
    .where(and(eq(students.schoolId, director.schoolId), isNotNull(students.idCardNo)))
    .orderBy(asc(students.id))
    .limit(1);
  // the demo gives every child with an ID number a birthday and a gender of 1 or 2
  return { ...child, idCardNo: String(child.idCardNo), birthday: String(child.birthday), gender: child.gender as 1 | 2 };
};
const firstPosition = async () =>
  (
    await t.db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.schoolId, director.schoolId))
      .orderBy(asc(positions.id))
      .limit(1)
  )[0];

describe('recording', () => {
  it('records a garden change: who, from where, which record, the changed fields only, ID numbers masked', async () => {
    const child = await aChild();
    const from = await lastId();
    const idCardNo = idCardNumber(rng(7), '350212', child.birthday, child.gender);
    const res = await call(childEndpoints.update, director, { id: child.id, name: '改名测试', idCardNo });
    ok(res);
    const [e, ...others] = (await newEntries(from)).filter((x) => x.tableName === 'students');
    expect(others).toEqual([]);
    expect(e).toMatchObject({
      institutionId: director.schoolId,
      accountId: director.accountId,
      sessionInstitutionId: director.schoolId,
      viaInstitutionId: null,
      requestId: res.raw.headers.requestid,
      address: '127.0.0.1',
      module: 'garden',
      endpoint: childEndpoints.update.path,
      recordId: String(child.id),
      action: 'update',
    });
    expect(e.actorName).toEqual(expect.any(String));
    expect(Object.keys(e.after!).sort()).toEqual(['id_card_no', 'name']);
    expect(e.before).toEqual({ name: child.name, id_card_no: `${child.idCardNo.slice(0, 6)}********${child.idCardNo.slice(-4)}` });
    expect(e.after).toEqual({ name: '改名测试', id_card_no: `350212********${idCardNo.slice(-4)}` });
  });

  it('records a new write route without any audit code in it', async () => {
    const pos = await firstPosition();
    const from = await lastId();
    const res = await call(probe.rename, director, { id: pos.id, name: '新岗位名' });
    ok(res);
    expect(await newEntries(from)).toMatchObject([
      {
        tableName: 'positions',
        recordId: String(pos.id),
        accountId: director.accountId,
        requestId: res.raw.headers.requestid,
        endpoint: probe.rename.path,
        module: 'system',
        before: { name: pos.name },
        after: { name: '新岗位名' },
      },
    ]);
  });

  it('records nothing for reads, and a write after a request on the same connection as the system', async () => {
    const from = await lastId();
    ok(await call(childEndpoints.list, director, { pageSize: 10 }));
    ok(await call(positionEndpoints.list, director, { pageSize: 10 }));
    ok(await call(auditEndpoints.search, director, { pageSize: 10 }));
    expect(await newEntries(from)).toEqual([]);
    const pos = await firstPosition();
    await call(probe.rename, director, { id: pos.id, name: '甲' });
    const mid = await lastId();
    await t.db.execute(sql`update positions set name = '乙' where school_id = ${director.schoolId} and id = ${pos.id}`);
    expect(await newEntries(mid)).toMatchObject([{ accountId: null, requestId: null, module: 'system', after: { name: '乙' } }]);
  });

  it('records a job writing for its requester, transactions included, and a password change only as changed', async () => {
    const from = await lastId();
    await withAuditContext({ accountId: director.accountId, institutionId: director.schoolId, module: 'job' }, () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update accounts set password_hash = 'x' || password_hash where id = ${director.accountId}`);
      }),
    );
    expect(await newEntries(from)).toMatchObject([
      {
        institutionId: director.schoolId,
        tableName: 'accounts',
        module: 'job',
        accountId: director.accountId,
        before: { password_hash: '******' },
        after: { password_hash: '******' },
      },
    ]);
  });

  it('skips an update that changes nothing and the platform bookkeeping (sessions)', async () => {
    const from = await lastId();
    await t.db.execute(sql`update positions set name = name where school_id = ${director.schoolId}`);
    await loginAs(t.app, 'teacher');
    expect(await newEntries(from)).toEqual([]);
  });
});
