import type { Payload } from '@kg/shared';
import { definitionEndpoints as D } from '@kg/shared/modules/workflow/definitions';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../test/harness.ts';
import { workflowProcesses } from '../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  [director, director2, teacher] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'director2'), loginAs(t.app, 'teacher')]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Process = Payload<typeof D.add>;
const body = (over: Partial<Process> = {}): Process => ({
  kind: 'purchase',
  name: '物品采购',
  form: [
    { key: 'item', label: '物品', type: 'input', required: true },
    { key: 'amount', label: '金额', type: 'number', required: true, min: 0 },
  ],
  chain: [{ name: '园长审批', approverKind: 'director' }],
  ...over,
});

describe('process designer calls', () => {
  it('lists the demo processes, adds, reads, updates in place while unused, disables and deletes', async () => {
    const list = ok(await call(D.list, director, { kind: 'vacation' }));
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ name: '教职工休假', enabled: true, version: 1, stepCount: 2 });
    expect(list.list[0].requestCount).toBeGreaterThan(0);

    const roles = ok(await call(D.roleOptions, director));
    const finance = roles.find((r) => r.name === '财务')?.id ?? 0;
    const { id } = ok(
      await call(D.add, director, body({ chain: [{ name: '财务', approverKind: 'role', approverIds: [finance], mode: 'all' }] })),
    );
    expect(id).toEqual(expect.any(Number));
    const got = ok(await call(D.get, director, { id }));
    expect(got).toMatchObject({
      kind: 'purchase',
      version: 1,
      chain: [{ approverKind: 'role', approverIds: [finance], mode: 'all', condition: null }],
    });

    ok(
      await call(D.update, director, {
        id,
        ...body({ name: '物品采购申请', chain: [{ name: '园长', approverKind: 'director', approverIds: [9] }] }),
      }),
    );
    const again = ok(await call(D.get, director, { id }));
    // unused: changed in place; approver ids mean nothing for a director step
    expect(again).toMatchObject({ version: 1, versionId: got.versionId, name: '物品采购申请', chain: [{ approverIds: [] }] });

    ok(await call(D.enable, director, { id, enabled: false }));
    const startable = ok(await call(D.startable, teacher));
    expect(startable.map((p) => p.id)).not.toContain(id);
    expect(startable.length).toBe(6);
    ok(await call(D.remove, director, { id }));
    refused(await call(D.get, director, { id }), 'common-0405');
  });

  it('refuses bad input naming the field, and deleting a used process', async () => {
    const bad = async (over: Record<string, unknown>, field: string, code: 'common-0400' | 'workflow-0005' = 'common-0400') =>
      refused(await call(D.add, director, malformed(body(over as Partial<Process>))), code, field);
    await bad({ chain: [{ name: 'x', approverKind: 'role', approverIds: [] }] }, 'chain.0.approverIds');
    await bad({ form: [{ key: 'a', label: 'A', type: 'select', required: true }] }, 'form.0.options');
    await bad(
      { chain: [{ name: 'x', approverKind: 'director', condition: { field: 'nope', op: '>', value: 1 } }] },
      'chain.0.condition.field',
    );
    await bad(
      { chain: [{ name: 'x', approverKind: 'staff', approverIds: [director2.teacherId] }] },
      'chain.0.approverIds',
      'workflow-0005',
    );
    refused(await call(D.add, director, body({ name: '教职工休假' })), 'workflow-0002', 'name');
    const used = ok(await call(D.list, director, { kind: 'overtime' })).list[0].id;
    refused(await call(D.remove, director, { id: used }), 'workflow-0003');
    const [n] = await t.db.select({ n: count() }).from(workflowProcesses).where(eq(workflowProcesses.name, '物品采购'));
    expect(n.n).toBe(0);
  });

  it("refuses another school's process, a foreign header, and the teacher", async () => {
    const { id } = ok(await call(D.list, director)).list[0];
    refused(await call(D.get, director2, { id }), 'common-0405');
    refused(await call(D.enable, director2, { id, enabled: false }), 'common-0405');
    refused(await call(D.list, director, {}, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
    refused(await call(D.list, teacher), 'common-0403');
    refused(await call(D.add, teacher, body()), 'common-0403');
    const kinds = ok(await call(D.kinds, director)).map((k) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['leave', 'vacation', 'overtime', 'makeup-clock-in', 'refund', 'visitor']));
  });
});
